/**
 * Admin sign-in also sets the admin token as an httpOnly cookie scoped to the queue board: the
 * board is a plain browser page, opened in its own tab, and cannot send a bearer header.
 */
export const ADMIN_COOKIE = 'fb_admin';
export const ADMIN_COOKIE_PATH = '/api/admin/board';
