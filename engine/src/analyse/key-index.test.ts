import { KeyIndex } from './key-index';

describe('KeyIndex', () => {
  it('remembers the first value of every key across growth', () => {
    const idx = new KeyIndex(4);
    for (let i = 0; i < 50000; i++) expect(idx.getOrInsert('VT\u0000' + i, i)).toBeUndefined();
    for (let i = 0; i < 50000; i++) expect(idx.getOrInsert('VT\u0000' + i, -1)).toBe(i);
    expect(idx.getOrInsert('AC\u00001', 7)).toBeUndefined();
    expect(idx.size).toBe(50001);
  });
});
