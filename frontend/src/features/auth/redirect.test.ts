import { describe, expect, it } from 'vitest';
import { authLink, resolveAuthRedirect, sanitizeRedirect } from './redirect';

describe('sanitizeRedirect', () => {
  it.each(['/my/account/u-1/orders', '/business/llc-formation?x=1#packages', '/checkout/service/llc-formation/p-1'])(
    'keeps the same-site path %s',
    (path) => {
      expect(sanitizeRedirect(path)).toBe(path);
    },
  );

  it.each([
    ['protocol-relative', '//evil.example/phish'],
    ['absolute URL', 'https://evil.example/'],
    ['javascript: URL', 'javascript:alert(1)'],
    ['backslash trick', '/\\evil.example'],
    ['encoded slash', '/%2F%2Fevil.example'],
    ['encoded backslash', '/%5Cevil.example'],
    ['control character', '/my\naccount'],
    ['relative path', 'my/account'],
    ['empty', ''],
  ])('refuses a %s', (_label, value) => {
    expect(sanitizeRedirect(value)).toBeNull();
  });

  it('refuses null and undefined', () => {
    expect(sanitizeRedirect(null)).toBeNull();
    expect(sanitizeRedirect(undefined)).toBeNull();
  });
});

describe('resolveAuthRedirect', () => {
  it('maps the package section’s /checkout/service/{slug}/{packageId} into the new account', () => {
    expect(resolveAuthRedirect('/checkout/service/llc-formation/9f14da10-faa2-4274-a8b7-40a4d6bf9a13', 'u-7')).toBe(
      '/my/account/u-7/checkout/service/llc-formation/9f14da10-faa2-4274-a8b7-40a4d6bf9a13',
    );
  });

  it('follows a guarded path the visitor was sent away from', () => {
    expect(resolveAuthRedirect('/my/account/u-7/checkout/service/ucr-2025/p-1', 'u-7')).toBe(
      '/my/account/u-7/checkout/service/ucr-2025/p-1',
    );
    expect(resolveAuthRedirect('/trucking-authority/ucr-2025', 'u-7')).toBe('/trucking-authority/ucr-2025');
  });

  it('moves another account’s path to one’s own', () => {
    expect(resolveAuthRedirect('/my/account/u-1/orders/o-1', 'u-7')).toBe('/my/account/u-7/orders/o-1');
  });

  it('goes to the account for no, unsafe or auth-page redirects', () => {
    for (const value of [null, '', '//evil.example', 'https://evil.example', '/my/login', '/my/signup?redirect=%2F', '/my/account']) {
      expect(resolveAuthRedirect(value, 'u-7')).toBe('/my/account/u-7');
    }
  });
});

describe('authLink', () => {
  it('keeps a safe redirect between login and signup, encoded', () => {
    expect(authLink('login', '/checkout/service/llc-formation/p-1')).toBe(
      `/my/login?redirect=${encodeURIComponent('/checkout/service/llc-formation/p-1')}`,
    );
    expect(authLink('signup', '//evil.example')).toBe('/my/signup');
    expect(authLink('signup', null)).toBe('/my/signup');
  });
});
