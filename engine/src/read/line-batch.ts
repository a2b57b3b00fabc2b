import type { FecLine } from '../model/line';
import { CACHE_SLOTS } from './line-parser';

/**
 * Lines in columns, to cross from the reading thread to the controls' thread: numbers in a Float64Array,
 * text as ids in an Int32Array — both in a slot of a ring shared by the two threads (see batchRing: no
 * copy, no allocation per batch) — new strings in a list, the rare extra columns aside. Codes and their labels (journal, account, auxiliary, currency) are sent once
 * per slot of the parser's cache: the receiving side keeps a mirror of that cache, updated in line order.
 * Values that repeat along an entry (EcritureNum, PieceRef, EcritureLib…) are sent once per run.
 */
export interface LineBatch {
  count: number;
  /**
   * The ring slot holding the columns. Numbers, per line: line, ecritureDate, pieceDate, dateLet,
   * validDate, dateRglt, debit, credit, montantDevise. Ids, per line: the 14 text fields then 1 when
   * montantDevise is null; a code or label is its mirror slot (≥ 0), or -(i + 1) for `strings[i]`, stored
   * in the mirror at the next entry of `updates` (-1: not stored); any other text, its index in `strings`.
   */
  slot: number;
  strings: string[];
  updates: Int32Array;
  /** [index in the batch, values] of the lines holding columns beyond their variant's. */
  extras: Array<[number, string[]]> | null;
  /** Bytes of the file read when the batch was closed (progress). */
  bytes: number;
}

const NUM_STRIDE = 9;
const TEXT_STRIDE = 15;
/** Mirror: the values' slots, then the labels' (offset CACHE_SLOTS), then one blank. */
const LABELS = CACHE_SLOTS;
const BLANK = 2 * CACHE_SLOTS;
const MIRROR_SIZE = BLANK + 1;

/** Bytes of one ring slot of `capacity` lines (a multiple of 8: Float64 views start on one). */
const slotBytes = (capacity: number) => Math.ceil((capacity * (NUM_STRIDE * 8 + TEXT_STRIDE * 4)) / 8) * 8;

/** Shared memory for `slots` batches of `capacity` lines; the writer fills them in turn. */
export function batchRing(capacity: number, slots: number): SharedArrayBuffer {
  return new SharedArrayBuffer(slots * slotBytes(capacity));
}

interface SlotViews {
  nums: Float64Array;
  ids: Int32Array;
}

function ringViews(ring: SharedArrayBuffer, capacity: number): SlotViews[] {
  const size = slotBytes(capacity);
  return Array.from({ length: ring.byteLength / size }, (_, slot) => ({
    nums: new Float64Array(ring, slot * size, capacity * NUM_STRIDE),
    ids: new Int32Array(ring, slot * size + capacity * NUM_STRIDE * 8, capacity * TEXT_STRIDE),
  }));
}

/**
 * Fills batches line by line on the reading thread, in the ring's slots in turn; `take` closes the
 * current one. The caller makes sure the next slot has been read before adding to it.
 */
export class LineBatchWriter {
  private count = 0;
  private readonly views: SlotViews[];
  private slot = 0;
  private nums: Float64Array;
  private ids: Int32Array;
  private strings: string[] = [''];
  private updates: number[] = [];
  private extras: Array<[number, string[]]> | null = null;
  /** What the receiving side's mirror holds, slot by slot (it applies every update in order). */
  private readonly sent: Array<string | undefined> = new Array<string | undefined>(MIRROR_SIZE);
  /** The previous line's value and index in `strings`, per running field (reset with each batch). */
  private readonly prev: string[] = ['', '', '', '', '', '', ''];
  private readonly prevId = new Int32Array(7);

  constructor(
    readonly capacity: number,
    ring: SharedArrayBuffer,
  ) {
    this.views = ringViews(ring, capacity);
    this.nums = this.views[0].nums;
    this.ids = this.views[0].ids;
    this.sent[BLANK] = '';
  }

  get size(): number {
    return this.count;
  }

  /** One line; `slots` are the parser's for it (LineParser.slots). */
  add(l: FecLine, slots: Int32Array): void {
    const i = this.count++;
    const n = i * NUM_STRIDE;
    const nums = this.nums;
    nums[n] = l.line;
    nums[n + 1] = l.ecritureDate;
    nums[n + 2] = l.pieceDate;
    nums[n + 3] = l.dateLet;
    nums[n + 4] = l.validDate;
    nums[n + 5] = l.dateRglt;
    nums[n + 6] = l.debit;
    nums[n + 7] = l.credit;
    nums[n + 8] = l.montantDevise ?? 0;
    const t = i * TEXT_STRIDE;
    const ids = this.ids;
    ids[t] = this.code(slots[0], l.journalCode);
    ids[t + 1] = this.code(slots[0] < 0 ? -1 : LABELS + slots[0], l.journalLib);
    ids[t + 2] = this.running(0, l.ecritureNum);
    ids[t + 3] = this.code(slots[1], l.compteNum);
    ids[t + 4] = this.code(slots[1] < 0 ? -1 : LABELS + slots[1], l.compteLib);
    ids[t + 5] = this.code(slots[2], l.compAuxNum);
    ids[t + 6] = this.code(slots[2] < 0 ? -1 : LABELS + slots[2], l.compAuxLib);
    ids[t + 7] = this.running(1, l.pieceRef);
    ids[t + 8] = this.running(2, l.ecritureLib);
    ids[t + 9] = this.running(3, l.ecritureLet);
    ids[t + 10] = this.code(slots[3], l.idevise);
    ids[t + 11] = this.running(4, l.modeRglt);
    ids[t + 12] = this.running(5, l.natOp);
    ids[t + 13] = this.running(6, l.idClient);
    ids[t + 14] = l.montantDevise === null ? 1 : 0;
    if (l.extra !== null) (this.extras ??= []).push([i, l.extra]);
  }

  /** The batch so far; the next one goes to the next slot. */
  take(bytes: number): LineBatch {
    const batch: LineBatch = {
      count: this.count,
      slot: this.slot,
      strings: this.strings,
      updates: Int32Array.from(this.updates),
      extras: this.extras,
      bytes,
    };
    this.count = 0;
    this.slot = (this.slot + 1) % this.views.length;
    this.nums = this.views[this.slot].nums;
    this.ids = this.views[this.slot].ids;
    this.strings = [''];
    this.updates = [];
    this.extras = null;
    this.prev.fill('');
    this.prevId.fill(0);
    return batch;
  }

  /** A code or label from the parser's cache slot `slot` (-1: none): sent once while the slot keeps it. */
  private code(slot: number, value: string): number {
    if (slot >= 0 && this.sent[slot] === value) return slot;
    if (value === '') return BLANK;
    this.updates.push(slot);
    if (slot >= 0) this.sent[slot] = value;
    return -this.strings.push(value);
  }

  /** A value that repeats along an entry only: sent again when it changes. */
  private running(field: number, value: string): number {
    if (value === this.prev[field]) return this.prevId[field];
    const id = value === '' ? 0 : this.strings.push(value) - 1;
    this.prev[field] = value;
    return (this.prevId[field] = id);
  }
}

/** Turns batches back into the FecLine objects the reader made (same fields, same order, same values). */
export class LineBatchReader {
  private readonly views: SlotViews[];
  private readonly mirror: string[] = new Array<string>(MIRROR_SIZE).fill('');
  private s: string[] = [];
  private updates: Int32Array = new Int32Array(0);
  private u = 0;

  constructor(ring: SharedArrayBuffer, capacity: number) {
    this.views = ringViews(ring, capacity);
  }

  /** The batch's lines, in order; its slot may be written again once this returns. */
  read(batch: LineBatch, onLine: (line: FecLine) => void): void {
    const { count, strings: s, extras } = batch;
    const { nums, ids } = this.views[batch.slot];
    this.s = s;
    this.updates = batch.updates;
    this.u = 0;
    const m = this.mirror;
    let nextExtra = extras === null ? -1 : extras[0][0];
    let e = 0;
    for (let i = 0; i < count; i++) {
      const n = i * NUM_STRIDE;
      const t = i * TEXT_STRIDE;
      let extra: string[] | null = null;
      if (i === nextExtra) {
        extra = extras![e++][1];
        nextExtra = e < extras!.length ? extras![e][0] : -1;
      }
      // Codes are read in the order they were written: their updates apply in that order.
      let id = ids[t];
      const journalCode = id >= 0 ? m[id] : this.update(id);
      id = ids[t + 1];
      const journalLib = id >= 0 ? m[id] : this.update(id);
      id = ids[t + 3];
      const compteNum = id >= 0 ? m[id] : this.update(id);
      id = ids[t + 4];
      const compteLib = id >= 0 ? m[id] : this.update(id);
      id = ids[t + 5];
      const compAuxNum = id >= 0 ? m[id] : this.update(id);
      id = ids[t + 6];
      const compAuxLib = id >= 0 ? m[id] : this.update(id);
      id = ids[t + 10];
      const idevise = id >= 0 ? m[id] : this.update(id);
      onLine({
        line: nums[n],
        journalCode,
        journalLib,
        ecritureNum: s[ids[t + 2]],
        ecritureDate: nums[n + 1],
        compteNum,
        compteLib,
        compAuxNum,
        compAuxLib,
        pieceRef: s[ids[t + 7]],
        pieceDate: nums[n + 2],
        ecritureLib: s[ids[t + 8]],
        debit: nums[n + 6],
        credit: nums[n + 7],
        ecritureLet: s[ids[t + 9]],
        dateLet: nums[n + 3],
        validDate: nums[n + 4],
        montantDevise: ids[t + 14] === 1 ? null : nums[n + 8],
        idevise,
        dateRglt: nums[n + 5],
        modeRglt: s[ids[t + 11]],
        natOp: s[ids[t + 12]],
        idClient: s[ids[t + 13]],
        extra,
      });
    }
  }

  private update(id: number): string {
    const value = this.s[-id - 1];
    const slot = this.updates[this.u++];
    if (slot >= 0) this.mirror[slot] = value;
    return value;
  }
}
