import { isStorableText, showUnstorable, unstorableTextMessage } from './storable-text';

describe('storable text', () => {
  it.each(['', 'Dana', 'tab\there', '\u0001\u001f\u007f\u0085', '漢字 🚚', '\uD83D\uDE9A', '\uFFFF\uFEFF'])('stores %j', (text) => {
    expect(isStorableText(text)).toBe(true);
  });

  it.each(['a\u0000b', '\uD800', 'x\uDBFFy', '\uDC00', 'x\uDFFF', '\uDC00\uD800', '🚚\uD83D'])('refuses %j', (text) => {
    expect(isStorableText(text)).toBe(false);
  });

  it('shows each unstorable character as U+FFFD and keeps real pairs', () => {
    expect(showUnstorable('a\u0000b\uD800🚚\uDC00')).toBe('a\uFFFDb\uFFFD🚚\uFFFD');
  });

  it('names the field in its message', () => {
    expect(unstorableTextMessage('businessInfo.name')).toBe('businessInfo.name contains a character we cannot store.');
  });
});
