import fc from 'fast-check';
import { makeFecLine, type FecLine } from '../model/line';
import { batchRing, LineBatchReader, LineBatchWriter } from './line-batch';

/** Few distinct values, so that codes, labels and slots repeat and collide as in a real file. */
const text = fc.constantFrom(
  '',
  'AC',
  'VE',
  'BQ1',
  '401000',
  '411DUPONT',
  'Achats',
  'Société Générale',
  'é',
  ' x ',
);
const date = fc.oneof(fc.constant(0), fc.integer({ min: 19000101, max: 20991231 }));
const cents = fc.oneof(fc.integer({ min: -1e6, max: 1e6 }), fc.constantFrom(0, 2 ** 31, -(2 ** 40), 9e15));
const slot = fc.integer({ min: -1, max: 5 });

const line = fc.record({
  journalCode: text,
  journalLib: text,
  ecritureNum: text,
  ecritureDate: date,
  compteNum: text,
  compteLib: text,
  compAuxNum: text,
  compAuxLib: text,
  pieceRef: text,
  pieceDate: date,
  ecritureLib: text,
  debit: cents,
  credit: cents,
  ecritureLet: text,
  dateLet: date,
  validDate: date,
  montantDevise: fc.option(cents, { nil: null }),
  idevise: text,
  dateRglt: date,
  modeRglt: text,
  natOp: text,
  idClient: text,
  extra: fc.option(fc.array(text, { maxLength: 3 }), { nil: null }),
});

/** Lines through the writer and back, each batch read as soon as it is taken (the reading thread's order). */
function roundTrip(input: Array<{ line: FecLine; slots: Int32Array }>, capacity: number): FecLine[] {
  const ring = batchRing(capacity, 2);
  const writer = new LineBatchWriter(capacity, ring);
  const reader = new LineBatchReader(ring, capacity);
  const out: FecLine[] = [];
  const take = () => reader.read(writer.take(0), (l) => out.push(l));
  for (const { line: l, slots } of input) {
    writer.add(l, slots);
    if (writer.size === capacity) take();
  }
  take();
  return out;
}

describe('columnar line batches', () => {
  it('give back every line as it was written, whatever the batch size and cache slots', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(line, fc.array(slot, { minLength: 4, maxLength: 4 })), { maxLength: 60 }),
        fc.integer({ min: 1, max: 9 }),
        (rows, capacity) => {
          const input = rows.map(([fields, slots], i) => ({
            line: makeFecLine({ ...fields, line: i + 2 }),
            slots: Int32Array.from(slots),
          }));
          const out = roundTrip(input, capacity);
          expect(out).toEqual(input.map((r) => r.line));
          // Same fields in the same order: the controls see one object shape.
          for (const l of out) expect(Object.keys(l)).toEqual(Object.keys(makeFecLine()));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('keeps a slot’s value once sent, and sends it again when the slot holds another', () => {
    const a = makeFecLine({ line: 2, compteNum: '401000', compteLib: 'Fournisseurs' });
    const b = makeFecLine({ line: 3, compteNum: '411000', compteLib: 'Clients' });
    const slots = Int32Array.from([-1, 3, -1, -1]);
    const out = roundTrip(
      [a, a, b, a].map((l) => ({ line: l, slots })),
      1,
    );
    expect(out.map((l) => [l.compteNum, l.compteLib])).toEqual([
      ['401000', 'Fournisseurs'],
      ['401000', 'Fournisseurs'],
      ['411000', 'Clients'],
      ['401000', 'Fournisseurs'],
    ]);
  });
});
