/**
 * A compact map from string keys to one int32 value, storing 64 bits of hash per key instead of the
 * key itself: 12 bytes a slot, so 2 million entry keys fit in ~50 MB where a Set<string> would take
 * several times that. Two 32-bit FNV-1a variants make a false match about 1 in 10^13 at 2M keys.
 */
export class KeyIndex {
  private h1: Int32Array;
  private h2: Int32Array;
  private values: Int32Array;
  private used: Uint8Array;
  private mask: number;
  size = 0;

  constructor(initialCapacity = 1 << 12) {
    let cap = 1;
    while (cap < initialCapacity) cap <<= 1;
    this.h1 = new Int32Array(cap);
    this.h2 = new Int32Array(cap);
    this.values = new Int32Array(cap);
    this.used = new Uint8Array(cap);
    this.mask = cap - 1;
  }

  /** Returns the stored value when the key is known; otherwise stores `value` and returns undefined. */
  getOrInsert(key: string, value: number): number | undefined {
    let a = 0x811c9dc5;
    let b = 0x01000193 ^ key.length;
    for (let i = 0; i < key.length; i++) {
      const c = key.charCodeAt(i);
      a = Math.imul(a ^ c, 0x01000193);
      b = Math.imul(b ^ c, 0x5bd1e995) ^ (b >>> 15);
    }
    let slot = (a ^ (b >>> 7)) & this.mask;
    while (this.used[slot]) {
      if (this.h1[slot] === a && this.h2[slot] === b) return this.values[slot];
      slot = (slot + 1) & this.mask;
    }
    this.used[slot] = 1;
    this.h1[slot] = a;
    this.h2[slot] = b;
    this.values[slot] = value;
    if (++this.size * 2 > this.mask) this.grow();
    return undefined;
  }

  private grow(): void {
    const { h1, h2, values, used } = this;
    const cap = (this.mask + 1) * 2;
    this.h1 = new Int32Array(cap);
    this.h2 = new Int32Array(cap);
    this.values = new Int32Array(cap);
    this.used = new Uint8Array(cap);
    this.mask = cap - 1;
    for (let i = 0; i < used.length; i++) {
      if (!used[i]) continue;
      let slot = (h1[i] ^ (h2[i] >>> 7)) & this.mask;
      while (this.used[slot]) slot = (slot + 1) & this.mask;
      this.used[slot] = 1;
      this.h1[slot] = h1[i];
      this.h2[slot] = h2[i];
      this.values[slot] = values[i];
    }
  }
}
