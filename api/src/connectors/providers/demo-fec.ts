import { FEC_FIELDS } from '../../../../engine/src/index';

/**
 * A FEC (tab-separated, the 18 columns of article A47 A-1 of the LPF) made up for a company and a period:
 * what the Pennylane stand-in serves, so a demo and the tests import a file the engine accepts. Balanced
 * entries (sales, purchases, bank), deterministic for a seed, so the same export twice has the same SHA-256
 * and a new `version` changes it.
 */
/** The 18 columns of the legal table (the engine's order, without the 4 of cash-basis BNC/BA). */
const HEADER = FEC_FIELDS.slice(0, 18);

/** A small linear congruential generator: the same seed, the same file. */
function random(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const amount = (cents: number) => `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
const compact = (d: Date) => d.toISOString().slice(0, 10).replaceAll('-', '');

export function demoFec(options: {
  start: string;
  end: string;
  seed: string;
  version?: number;
  entries?: number;
}) {
  let hash = 0;
  for (const ch of `${options.seed}:${options.version ?? 1}`)
    hash = (Math.imul(hash, 31) + ch.charCodeAt(0)) | 0;
  const next = random(hash);
  const start = new Date(`${options.start}T00:00:00Z`).getTime();
  const end = new Date(`${options.end}T00:00:00Z`).getTime();
  const count = options.entries ?? 40;
  const rows: string[] = [HEADER.join('\t')];
  let num = 0;
  const entry = (
    journal: [string, string],
    date: Date,
    piece: string,
    label: string,
    lines: [string, string, string, string, number, number][],
  ) => {
    num++;
    for (const [account, accountLabel, aux, auxLabel, debit, credit] of lines) {
      rows.push(
        [
          journal[0],
          journal[1],
          String(num),
          compact(date),
          account,
          accountLabel,
          aux,
          auxLabel,
          piece,
          compact(date),
          label,
          amount(debit),
          amount(credit),
          '',
          '',
          compact(date),
          '',
          '',
        ].join('\t'),
      );
    }
  };
  const dates = Array.from({ length: count }, () => start + Math.floor(next() * (end - start + 1)))
    .sort((a, b) => a - b)
    .map((t) => new Date(t - (t % 86_400_000)));
  dates.forEach((date, i) => {
    const ht = 10_000 + Math.floor(next() * 200_000);
    const vat = Math.round(ht * 0.2);
    if (i % 3 === 2) {
      entry(['AC', 'Achats'], date, `FA${i + 1}`, `Facture fournisseur ${i + 1}`, [
        ['60100000', 'Achats de matières premières', '', '', ht, 0],
        ['44566000', 'TVA déductible sur biens et services', '', '', vat, 0],
        ['40100000', 'Fournisseurs', 'F0001', 'Minoterie du Centre', 0, ht + vat],
      ]);
      entry(['BQ', 'Banque'], date, `VIR${i + 1}`, `Règlement fournisseur ${i + 1}`, [
        ['40100000', 'Fournisseurs', 'F0001', 'Minoterie du Centre', ht + vat, 0],
        ['51200000', 'Banque', '', '', 0, ht + vat],
      ]);
    } else {
      entry(['VE', 'Ventes'], date, `F${i + 1}`, `Facture client ${i + 1}`, [
        ['41100000', 'Clients', 'C0001', 'Client comptoir', ht + vat, 0],
        ['70100000', 'Ventes de produits finis', '', '', 0, ht],
        ['44571000', 'TVA collectée', '', '', 0, vat],
      ]);
      entry(['BQ', 'Banque'], date, `REM${i + 1}`, `Encaissement client ${i + 1}`, [
        ['51200000', 'Banque', '', '', ht + vat, 0],
        ['41100000', 'Clients', 'C0001', 'Client comptoir', 0, ht + vat],
      ]);
    }
  });
  return `${rows.join('\r\n')}\r\n`;
}
