import { intFromEnv } from './env';

describe('intFromEnv', () => {
  it('reads an integer within bounds, falls back when absent, refuses anything else in French', () => {
    expect(intFromEnv({ PORT: ' 8080 ' }, 'PORT', 1, 0, 65535)).toBe(8080);
    expect(intFromEnv({}, 'PORT', 3000, 0, 65535)).toBe(3000);
    expect(intFromEnv({ PORT: '' }, 'PORT', 3000, 0, 65535)).toBe(3000);
    expect(() => intFromEnv({ PORT: '70000' }, 'PORT', 1, 0, 65535)).toThrow(
      'PORT doit être un entier entre 0 et 65535 (reçu « 70000 »).',
    );
    expect(() => intFromEnv({ PORT: '3.5' }, 'PORT', 1, 0, 65535)).toThrow(/entier/);
    expect(() => intFromEnv({ PORT: 'abc' }, 'PORT', 1, 0, 65535)).toThrow(/entier/);
  });
});
