import { forbiddenTextPath, hasForbiddenCharacters } from './text-input';

describe('control characters in text inputs', () => {
  it('refuses C0 (but tab and line breaks), DEL, C1, bidi controls and lone surrogates', () => {
    for (const bad of [
      'a\u0000b',
      '\u0007',
      '\u001b[31m',
      'x\u007f',
      '\u0085',
      'abc\u202Egnp.exe',
      '\u2066x\u2069',
      '\ud800',
      'a\udc00',
    ]) {
      expect(hasForbiddenCharacters(bad)).toBe(true);
    }
    for (const good of ['Cabinet Dupont', 'ligne 1\r\nligne 2\tfin', 'Société 🎉', 'عربى', '']) {
      expect(hasForbiddenCharacters(good)).toBe(false);
    }
  });

  it('names the first field holding one, keys included, and skips FEC content', () => {
    expect(forbiddenTextPath({ name: 'ok', users: [{ first_name: 'a' }, { last_name: 'b\u0000' }] })).toBe(
      'users.1.last_name',
    );
    expect(forbiddenTextPath({ 'k\u202e': 1 })).toBe('k\u202e');
    expect(forbiddenTextPath({ sample: 'a\u0000b', file_name: 'x.txt' }, ['sample'])).toBeNull();
    expect(forbiddenTextPath(Buffer.from([0]))).toBeNull();
  });
});
