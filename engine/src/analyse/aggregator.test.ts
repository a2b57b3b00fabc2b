/** The aggregates of a line stream (the reading thread's) against those of the entries (this thread's). */
import fc from 'fast-check';
import { makeFecLine, type FecLine } from '../model/line';
import { Aggregator, LineAggregator } from './aggregator';
import { EntryGrouper } from './entry-grouper';

const arbitraryLine = fc.record({
  // Few codes and numbers: entries split, come back (reopened) and cross journals; AN is an opening one.
  journalCode: fc.constantFrom('AC', 'VT', 'AN', 'BQ'),
  journalLib: fc.constantFrom('Achats', 'Ventes', 'Report à nouveau', ''),
  ecritureNum: fc.constantFrom('1', '2', '3', 'A1'),
  ecritureDate: fc.constantFrom(0, 20240101, 20240615, 20241231),
  compteNum: fc.constantFrom('401000', '411000', '512000', '606100'),
  compteLib: fc.constantFrom('Fournisseurs', 'Clients', 'Banque', ''),
  compAuxNum: fc.constantFrom('', 'F001', 'C001'),
  compAuxLib: fc.constantFrom('', 'Dupont', 'Martin'),
  debit: fc.integer({ min: -1e6, max: 1e9 }),
  credit: fc.integer({ min: -1e6, max: 1e9 }),
});

describe('LineAggregator', () => {
  it('sums lines one by one exactly as the Aggregator sums the entries EntryGrouper cuts', () => {
    fc.assert(
      fc.property(fc.array(arbitraryLine, { maxLength: 60 }), (partials) => {
        const lines: FecLine[] = partials.map((p, i) => makeFecLine({ ...p, line: i + 2 }));
        const byEntries = new Aggregator();
        const grouper = new EntryGrouper((e) => byEntries.addEntry(e));
        const byLines = new LineAggregator();
        for (const l of lines) {
          grouper.push(l);
          byLines.add(l);
        }
        grouper.flush();
        const a = byEntries.finish();
        const b = byLines.finish();
        // Same totals, and the same keys in the same (first-seen) order.
        expect([...b.accounts]).toEqual([...a.accounts]);
        expect([...b.auxiliaries]).toEqual([...a.auxiliaries]);
        expect([...b.journals]).toEqual([...a.journals]);
        expect(b).toEqual(a);
      }),
      { numRuns: 300 },
    );
  });

  it('counts opening amounts on the lines of an opening journal only', () => {
    const agg = new LineAggregator();
    const l = (journalCode: string, ecritureNum: string, debit: number) =>
      makeFecLine({ journalCode, journalLib: '', ecritureNum, compteNum: '512000', debit });
    [l('AN', '1', 100), l('AN', '1', 50), l('BQ', '1', 7), l('AN', '2', 3)].forEach((x) => agg.add(x));
    const r = agg.finish();
    expect(r.entries).toBe(3);
    expect(r.accounts.get('512000')).toMatchObject({ debit: 160, openingDebit: 153, lines: 4 });
    expect(r.journals.get('AN')).toMatchObject({ entries: 2, lines: 3, debit: 153 });
  });
});
