import { own } from './strings';

/**
 * Small integer ids for strings that repeat (account numbers, auxiliaries, journal codes): per-item
 * state then holds an Int32 instead of a string reference, and each distinct string is kept once.
 */
export class Interner {
  private readonly ids = new Map<string, number>();
  readonly values: string[] = [];

  id(s: string): number {
    let id = this.ids.get(s);
    if (id === undefined) {
      id = this.values.length;
      const kept = own(s);
      this.values.push(kept);
      this.ids.set(kept, id);
    }
    return id;
  }
}
