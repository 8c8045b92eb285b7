/**
 * Where to go after login/signup (spec §2: both accept a `redirect` query parameter holding an
 * encoded target path). Only same-site paths are followed; a `/checkout/...` target (from the
 * package section) is resolved inside the user's account.
 */
export function resolveAuthRedirect(redirect: string | null, userId: string): string {
  const home = `/my/account/${userId}`;
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.includes('\\')) return home;
  if (redirect.startsWith('/checkout/')) return `${home}${redirect}`;
  if (redirect === '/my/account' || redirect.startsWith('/my/login') || redirect.startsWith('/my/signup')) return home;
  return redirect;
}
