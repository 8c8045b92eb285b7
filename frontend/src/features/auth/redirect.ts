/**
 * Where to go after login/signup (both accept a `redirect` query parameter holding an
 * encoded target path). Only same-site paths are followed: a path must start with "/" and not
 * "//" (protocol-relative), and may not contain a backslash or control characters (browsers treat
 * "/\evil.com" as "//evil.com"). A `/checkout/service/{slug}/{packageId}` target — what the
 * package section's "Sign Up Required" dialog sends before the visitor has an id — is resolved
 * inside the new account.
 */

// eslint-disable-next-line no-control-regex
const UNSAFE = /[\\\u0000-\u001f\u007f]/;

/** The redirect value if it is a same-site path we are willing to follow, else null. */
export function sanitizeRedirect(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string') return null;
  const value = raw.trim();
  if (!value.startsWith('/') || value.startsWith('//') || UNSAFE.test(value)) return null;
  // "/%2F%2Fevil.com" decodes to "///evil.com" in some routers: refuse encoded slashes/backslashes at the start too.
  if (/^\/(%2f|%5c)/i.test(value)) return null;
  try {
    // A path that parses to another origin is not ours, whatever its spelling.
    const base = 'https://filebridge.invalid';
    if (new URL(value, base).origin !== base) return null;
  } catch {
    return null;
  }
  return value;
}

const CHECKOUT_SHORT = /^\/checkout\/service\/([^/?#]+)\/([^/?#]+)\/?([?#].*)?$/;
const OWN_ACCOUNT = /^\/my\/account\/[^/?#]+(.*)$/;

/** The path to open after a successful login or signup for the user `userId`. */
export function resolveAuthRedirect(redirect: string | null | undefined, userId: string): string {
  const home = `/my/account/${userId}`;
  const target = sanitizeRedirect(redirect);
  if (!target) return home;
  const checkout = CHECKOUT_SHORT.exec(target);
  if (checkout) return `${home}/checkout/service/${checkout[1]}/${checkout[2]}${checkout[3] ?? ''}`;
  if (target === '/my/account' || target === '/my/account/' || /^\/my\/(login|signup)\b/.test(target) || target === '/my') return home;
  // Someone else's account path (e.g. a link from a previous session) opens the same page in one's own.
  const account = OWN_ACCOUNT.exec(target);
  if (account) return `${home}${account[1]}`;
  return target;
}

/** `/my/login` or `/my/signup`, keeping a (safe) redirect so the visitor still lands where they meant to. */
export function authLink(page: 'login' | 'signup', redirect: string | null | undefined): string {
  const safe = sanitizeRedirect(redirect);
  return safe ? `/my/${page}?redirect=${encodeURIComponent(safe)}` : `/my/${page}`;
}
