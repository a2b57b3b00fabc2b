import { DenseKeys } from './dense-keys';

describe('DenseKeys', () => {
  it('gives each composite key one dense id, across growth', () => {
    const keys = new DenseKeys(4);
    for (let i = 0; i < 50000; i++) {
      expect(keys.id('VT', String(i), '', 0)).toBe(i);
      expect(keys.created).toBe(true);
    }
    for (let i = 0; i < 50000; i++) {
      expect(keys.id('VT', String(i), '', 0)).toBe(i);
      expect(keys.created).toBe(false);
    }
    expect(keys.id('V', 'T1', '', 0)).toBe(50000); // ('V','T1') is not ('VT','1')
    expect(keys.id('VT', '1', '', 12345678901)).toBe(50001);
    expect(keys.size).toBe(50002);
  });
});
