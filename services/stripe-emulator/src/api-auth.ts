import { optionalString, type ParamObject } from './form-params';
import { authenticationFailed } from './stripe-error';

export type KeyKind = 'secret' | 'publishable';

const NO_KEY_MESSAGE =
  "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). " +
  'See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.';
const PUBLISHABLE_KEY_MESSAGE =
  'This API call cannot be made with a publishable API key. Please use a secret API key. You can find a list of your API keys at https://dashboard.stripe.com/account/apikeys.';

/**
 * Any test-mode key is accepted, as the emulator has a single account. Publishable keys only reach browser
 * routes; there, like Stripe.js, the key may also arrive as the `key` form param.
 */
export function authenticate(authorization: string | undefined, params: ParamObject, browserRoute: boolean): KeyKind {
  const key = keyFromHeader(authorization) ?? (browserRoute ? optionalString(params, 'key') : undefined);
  if (!key) throw authenticationFailed(NO_KEY_MESSAGE);
  if (/^(sk|rk)_test_./.test(key)) return 'secret';
  if (/^pk_test_./.test(key)) {
    if (browserRoute) return 'publishable';
    throw authenticationFailed(PUBLISHABLE_KEY_MESSAGE);
  }
  throw authenticationFailed(`Invalid API Key provided: ${redact(key)}`);
}

function keyFromHeader(authorization: string | undefined): string | undefined {
  if (!authorization) return undefined;
  const bearer = /^Bearer\s+(\S+)$/i.exec(authorization);
  if (bearer) return bearer[1];
  const basic = /^Basic\s+(\S+)$/i.exec(authorization);
  if (basic)
    return (
      Buffer.from(basic[1] ?? '', 'base64')
        .toString('utf8')
        .split(':')[0] || undefined
    );
  return undefined;
}

function redact(key: string): string {
  const prefix = /^[a-z]+_[a-z]+_/.exec(key)?.[0] ?? '';
  const rest = key.slice(prefix.length);
  return `${prefix}${'*'.repeat(Math.max(rest.length - 4, 0))}${rest.slice(-4)}`;
}
