import type { SealedValues } from './sealed-values';

/**
 * Second-factor secrets at rest: sealed like every sensitive value (DATA_KEYS, envelope
 * encryption, rotation without rewriting rows), each bound to its account, so one copied to another
 * account does not open. Stored as the sealed record's JSON in a text column.
 */
const contextOf = (accountId: string) => `second-factor:${accountId}`;

export function sealSecondFactorSecret(sealed: SealedValues, secret: string, accountId: string): string {
  return JSON.stringify(sealed.seal({ secret }, contextOf(accountId)));
}

export function openSecondFactorSecret(sealed: SealedValues, stored: string, accountId: string): string {
  return sealed.open(JSON.parse(stored), contextOf(accountId)).secret!;
}
