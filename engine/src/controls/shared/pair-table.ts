/**
 * Open-addressing table from a 64-bit key — two 32-bit hashes (x, y) — to a non-zero 32-bit value:
 * 12 bytes a slot, no object per key. Any capacity (the slot is the hash scaled to it, not masked),
 * grown by half past 85 % full: it stays 57–85 % full, where a power-of-two table kept at most half
 * or three quarters full can sit at a quarter or three eighths after doubling.
 */
export class PairTable {
  private table: Int32Array;
  private cap: number;
  private scale: number;
  size = 0;

  constructor(capacity = 4096) {
    this.cap = capacity;
    this.scale = capacity / 4294967296;
    this.table = new Int32Array(capacity * 3);
  }

  /** The value stored for (x, y); or, when there is none, 0 after storing `value` (non-zero). */
  getOrSet(x: number, y: number, value: number): number {
    const t = this.table;
    const cap = this.cap;
    let slot = Math.floor(((x ^ (y >>> 7)) >>> 0) * this.scale);
    for (;;) {
      const at = slot * 3;
      const v = t[at + 2];
      if (v === 0) {
        t[at] = x;
        t[at + 1] = y;
        t[at + 2] = value;
        if (++this.size * 20 > cap * 17) this.grow();
        return 0;
      }
      if (t[at] === x && t[at + 1] === y) return v;
      if (++slot === cap) slot = 0;
    }
  }

  /** The value stored for (x, y), 0 when there is none. */
  get(x: number, y: number): number {
    const t = this.table;
    const cap = this.cap;
    let slot = Math.floor(((x ^ (y >>> 7)) >>> 0) * this.scale);
    for (;;) {
      const at = slot * 3;
      const v = t[at + 2];
      if (v === 0) return 0;
      if (t[at] === x && t[at + 1] === y) return v;
      if (++slot === cap) slot = 0;
    }
  }

  private grow(): void {
    const old = this.table;
    const cap = Math.ceil(this.cap * 1.5);
    const scale = cap / 4294967296;
    const t = new Int32Array(cap * 3);
    for (let at = 0; at < old.length; at += 3) {
      if (old[at + 2] === 0) continue;
      const x = old[at];
      const y = old[at + 1];
      let slot = Math.floor(((x ^ (y >>> 7)) >>> 0) * scale);
      while (t[slot * 3 + 2] !== 0) if (++slot === cap) slot = 0;
      t[slot * 3] = x;
      t[slot * 3 + 1] = y;
      t[slot * 3 + 2] = old[at + 2];
    }
    this.table = t;
    this.cap = cap;
    this.scale = scale;
  }
}
