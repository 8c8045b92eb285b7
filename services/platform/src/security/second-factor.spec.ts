import { hashRecoveryCode, matchTotp, newRecoveryCodes, newTotpSecret, totpCode, totpUri } from './second-factor';
import { openSecondFactorSecret, sealSecondFactorSecret } from './second-factor-secret-box';
import { parseDataKeys, SealedValues } from './sealed-values';

const sealedValues = new SealedValues(parseDataKeys(`test:${Buffer.alloc(32, 7).toString('base64')}`));

describe('second factor', () => {
  const secret = newTotpSecret();
  const at = Date.UTC(2026, 10, 26, 10, 0, 15);

  it('names the account and issuer in the otpauth URI', () => {
    expect(totpUri(secret, 'ana@example.com', 'Filebridge')).toBe(
      `otpauth://totp/Filebridge:ana%40example.com?issuer=Filebridge&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
  });

  it('accepts the current code and a neighbouring step, once each', () => {
    const step = matchTotp(secret, totpCode(secret, at), null, at);
    expect(step).toBe(Math.floor(at / 30_000));
    expect(matchTotp(secret, totpCode(secret, at), step, at)).toBeNull();
    expect(matchTotp(secret, totpCode(secret, at - 30_000), null, at)).toBe(step! - 1);
    expect(matchTotp(secret, totpCode(secret, at - 90_000), null, at)).toBeNull();
    expect(matchTotp(secret, 'abcdef', null, at)).toBeNull();
  });

  it('makes ten distinct recovery codes whose hash ignores case, spaces and dashes', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    expect(hashRecoveryCode(codes[0]!)).toBe(hashRecoveryCode(` ${codes[0]!.toUpperCase().replace('-', ' ')} `));
  });

  it('seals a secret so only its own account opens it', () => {
    const sealed = sealSecondFactorSecret(sealedValues, secret, 'account-1');
    expect(sealed).not.toContain(secret);
    expect(openSecondFactorSecret(sealedValues, sealed, 'account-1')).toBe(secret);
    expect(() => openSecondFactorSecret(sealedValues, sealed, 'account-2')).toThrow();
  });
});
