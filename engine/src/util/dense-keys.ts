/**
 * Dense ids (0, 1, 2…) for composite keys — up to three strings and a number — hashed in place, with
 * no concatenated key string and no object per key. Like analyse/KeyIndex it keeps two 32-bit hashes
 * per key instead of the key (a false match is about 1 in 10^13 at 2 million keys), so per-key state
 * lives in the caller's typed arrays, indexed by id.
 */
export class DenseKeys {
  /** Slots of 3 ints — hash 1, hash 2, id + 1 (0 = empty) — side by side: one cache miss per probe. */
  private table: Int32Array;
  private mask: number;
  size = 0;
  /** True when the last `id()` call created the key. */
  created = false;

  constructor(initialCapacity = 1 << 12) {
    let cap = 1;
    while (cap < initialCapacity) cap <<= 1;
    this.table = new Int32Array(cap * 3);
    this.mask = cap - 1;
  }

  id(a: string, b: string, c: string, n: number): number {
    // Two independent 32-bit hashes (FNV-1a and a murmur-like one) make the 64 bits kept per key.
    let x = 0x811c9dc5;
    let y = 0x01000193 ^ (a.length + (b.length << 8) + (c.length << 16));
    for (let i = 0; i < a.length; i++) {
      const k = a.charCodeAt(i);
      x = Math.imul(x ^ k, 0x01000193);
      y = Math.imul(y ^ k, 0x5bd1e995) ^ (y >>> 15);
    }
    for (let i = 0; i < b.length; i++) {
      const k = b.charCodeAt(i) + 0x10000; // keeps ('ab','c') apart from ('a','bc')
      x = Math.imul(x ^ k, 0x01000193);
      y = Math.imul(y ^ k, 0x5bd1e995) ^ (y >>> 15);
    }
    for (let i = 0; i < c.length; i++) {
      const k = c.charCodeAt(i) + 0x20000;
      x = Math.imul(x ^ k, 0x01000193);
      y = Math.imul(y ^ k, 0x5bd1e995) ^ (y >>> 15);
    }
    if (n !== 0) {
      // The number (integer cents, possibly beyond 32 bits): low and high parts.
      const lo = n | 0;
      const hi = Math.floor(n / 4294967296) | 0;
      x = Math.imul(x ^ lo, 0x01000193) ^ hi;
      y = Math.imul(y ^ lo, 0x5bd1e995) ^ (y >>> 15);
      y = Math.imul(y ^ hi, 0x5bd1e995) ^ (y >>> 15);
    }
    const t = this.table;
    let slot = (x ^ (y >>> 7)) & this.mask;
    for (;;) {
      const at = slot * 3;
      const id1 = t[at + 2];
      if (id1 === 0) {
        t[at] = x;
        t[at + 1] = y;
        const id = this.size++;
        t[at + 2] = id + 1;
        this.created = true;
        if (this.size * 2 > this.mask) this.grow();
        return id;
      }
      if (t[at] === x && t[at + 1] === y) {
        this.created = false;
        return id1 - 1;
      }
      slot = (slot + 1) & this.mask;
    }
  }

  private grow(): void {
    this.table = growPairTable(this.table, this.mask);
    this.mask = this.mask * 2 + 1;
  }
}

/**
 * Doubles an open-addressing table of (x, y, value) triples keyed by the hash pair (x, y), value 0
 * meaning an empty slot; shared by DenseKeys and the duplicate-entry fingerprints of JE-DOUBLON.
 */
export function growPairTable(old: Int32Array, oldMask: number): Int32Array<ArrayBuffer> {
  const cap = (oldMask + 1) * 2;
  const t = new Int32Array(cap * 3);
  const mask = cap - 1;
  for (let at = 0; at < old.length; at += 3) {
    if (old[at + 2] === 0) continue;
    let slot = (old[at] ^ (old[at + 1] >>> 7)) & mask;
    while (t[slot * 3 + 2] !== 0) slot = (slot + 1) & mask;
    t[slot * 3] = old[at];
    t[slot * 3 + 1] = old[at + 1];
    t[slot * 3 + 2] = old[at + 2];
  }
  return t;
}
