import { useEffect } from 'react';
import { Navigate, Outlet, redirect, useLocation, useParams, type LoaderFunctionArgs } from 'react-router-dom';
import { onSessionEnded } from '../lib/api/session-ended';
import { useAdminStore } from '../stores/admin-store';
import { useSessionStore } from '../stores/session-store';

/** Path after the first `depth` segments ("/my/account/42/orders/7", 3 → "/orders/7"). */
export function restOfPath(pathname: string, depth: number): string {
  const rest = pathname.split('/').filter(Boolean).slice(depth).join('/');
  return rest ? `/${rest}` : '';
}

/**
 * Customer area guard: no signed-in customer → /my/login?redirect=<encoded path>, or home when they
 * just logged out here; a different user id in the path → the same page under the signed-in user's own id.
 * A call the server refuses for its token (expired, or the session ended on another device) ends the
 * session here too, so the customer is sent to log in and back rather than shown an error to retry.
 */
export function CustomerGuard() {
  const user = useSessionStore((s) => s.user);
  const logout = useSessionStore((s) => s.logout);
  useEffect(() => onSessionEnded('customer', () => logout('expired')), [logout]);
  const signedOut = useSessionStore((s) => s.signedOut);
  const { userId } = useParams();
  const { pathname, search, hash } = useLocation();
  if (!user) return <Navigate to={signedOut ? '/' : `/my/login?redirect=${encodeURIComponent(pathname + search)}`} replace />;
  if (userId !== String(user.id)) return <Navigate to={`/my/account/${user.id}${restOfPath(pathname, 3)}${search}${hash}`} replace />;
  return <Outlet />;
}

/** Admin area guard: no admin → /admin/login; a different admin id → own dashboard path. */
export function AdminGuard() {
  const admin = useAdminStore((s) => s.admin);
  const { adminId } = useParams();
  const { pathname, search } = useLocation();
  if (!admin) return <Navigate to="/admin/login" replace />;
  if (adminId !== String(admin.id)) return <Navigate to={`/admin/dashboard/${admin.id}${restOfPath(pathname, 3)}${search}`} replace />;
  return <Outlet />;
}

/** /my/account without an id: the signed-in user's own account, else login. */
export function AccountIndexRedirect() {
  const user = useSessionStore((s) => s.user);
  return <Navigate to={user ? `/my/account/${user.id}` : `/my/login?redirect=${encodeURIComponent('/my/account')}`} replace />;
}

/**
 * Route loaders with the same rules, so a guarded URL redirects before its screen's chunk renders.
 * The components above still react when the session changes while a guarded screen is open.
 */
export function customerGuardLoader({ request, params }: LoaderFunctionArgs) {
  const user = useSessionStore.getState().user;
  const url = new URL(request.url);
  if (!user) throw redirect(`/my/login?redirect=${encodeURIComponent(url.pathname + url.search)}`);
  if (params.userId !== String(user.id)) throw redirect(`/my/account/${user.id}${restOfPath(url.pathname, 3)}${url.search}${url.hash}`);
  return null;
}

export function adminGuardLoader({ request, params }: LoaderFunctionArgs) {
  const admin = useAdminStore.getState().admin;
  const url = new URL(request.url);
  if (!admin) throw redirect('/admin/login');
  if (params.adminId !== String(admin.id)) throw redirect(`/admin/dashboard/${admin.id}${restOfPath(url.pathname, 3)}${url.search}`);
  return null;
}
