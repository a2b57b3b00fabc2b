/**
 * The fixtures hold no real pair of consecutive years of one company: this builds N-1 from a real FEC of N
 * (a TAB-separated file with comma decimals, as 0000000001FEC20220831.txt), so that a test can read the
 * statements N / N-1 of one company, and what an accountant checks between them holds:
 *
 * - N-1 is N's year moved one year back (every date column), its movements scaled so that every figure
 *   differs from N's, each entry kept balanced to the cent;
 * - N-1's result is exactly the result N's à-nouveaux carry (the credit of N's 12… account): the scale is
 *   chosen for it, and a last rounding entry (« Écart d'arrondi », 658000 or 758000 against 471000) closes
 *   the few cents rounding leaves;
 * - N-1's à-nouveaux are chosen so that its closing balances are N's à-nouveaux, account by account
 *   (auxiliary accounts too), the result account closing at zero — except for the breaks the caller plants
 *   (an account whose N-1 opening moves by an amount; breaks add up to zero, N-1 stays balanced).
 */

const DATE_COLUMNS = ['EcritureDate', 'PieceDate', 'DateLet', 'ValidDate'];

export interface PreviousYearOptions {
  /** account → cents added to its N-1 opening (debit − credit); must add up to zero. */
  breaks?: Record<string, number>;
}

export interface PreviousYear {
  /** N-1's FEC, same header, separator and line endings as N's. */
  text: string;
  /** N-1's result in cents (profit positive): the result N's à-nouveaux carry. */
  resultCents: number;
  /** The scale applied to N's movements. */
  factor: number;
}

const cents = (text: string | undefined) => Math.round(Number((text || '0').replace(',', '.')) * 100);
const amount = (c: number) => (c / 100).toFixed(2).replace('.', ',');
const isResult = (account: string) => /^12/.test(account);
const isIncome = (account: string) => /^[67]/.test(account);
const isBalanceSheet = (account: string) => /^[1-5]/.test(account);

/** `20220831` → `20210831` (29 February becomes the 28th). */
function yearBefore(date: string): string {
  if (!/^\d{8}$/.test(date)) return date;
  const y = Number(date.slice(0, 4)) - 1;
  const md = date.slice(4);
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  return `${y}${md === '0229' && !leap ? '0228' : md}`;
}

interface Line {
  cells: string[];
  debit: number;
  credit: number;
}

export function previousYearFec(text: string, options: PreviousYearOptions = {}): PreviousYear {
  const breaks = options.breaks ?? {};
  if (Object.values(breaks).reduce((s, v) => s + v, 0) !== 0)
    throw new Error('Les écarts plantés doivent se compenser : N-1 resterait déséquilibré.');
  const bom = text.startsWith('\uFEFF') ? '\uFEFF' : '';
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const rows = text
    .slice(bom.length)
    .split(/\r?\n/)
    .filter((l) => l !== '');
  const header = rows.shift()!.split('\t');
  const col = (name: string) => {
    const i = header.indexOf(name);
    if (i < 0) throw new Error(`Colonne ${name} absente du FEC de N.`);
    return i;
  };
  const [journal, journalLabel, num, account, accountLabel, aux, auxLabel, piece, label, debit, credit] = [
    'JournalCode',
    'JournalLib',
    'EcritureNum',
    'CompteNum',
    'CompteLib',
    'CompAuxNum',
    'CompAuxLib',
    'PieceRef',
    'EcritureLib',
    'Debit',
    'Credit',
  ].map(col) as [number, number, number, number, number, number, number, number, number, number, number];
  const dates = DATE_COLUMNS.filter((c) => header.includes(c)).map(col);
  const cells = rows.map((r) => r.split('\t'));
  const isOpening = (c: string[]) => c[journal] === 'ANO';
  const opening = cells.filter(isOpening);
  if (opening.length === 0) throw new Error('Le FEC de N n’a pas d’à-nouveaux (journal ANO).');

  // N's à-nouveaux per account and auxiliary account: what N-1 closes on; the result they carry.
  const key = (c: string[]) => `${c[account]}\t${c[aux] ?? ''}`;
  const accountOf = (k: string) => k.split('\t')[0]!;
  const model = new Map<string, string[]>();
  const target = new Map<string, number>();
  for (const c of opening) {
    target.set(key(c), (target.get(key(c)) ?? 0) + cents(c[debit]) - cents(c[credit]));
    model.set(key(c), c);
  }
  const resultKey = [...target.keys()].find((k) => isResult(accountOf(k)));
  if (!resultKey) throw new Error('Aucun compte de résultat (12…) dans les à-nouveaux de N.');
  const resultCents = -target.get(resultKey)!;
  const movedLines = cells.filter((c) => !isOpening(c));
  const resultOfN = -movedLines
    .filter((c) => isIncome(c[account]!))
    .reduce((s, c) => s + cents(c[debit]) - cents(c[credit]), 0);
  if (resultOfN === 0 || Math.sign(resultOfN) !== Math.sign(resultCents))
    throw new Error(
      'Le résultat de N et celui que portent ses à-nouveaux ne permettent pas de mise à l’échelle.',
    );
  const factor = resultCents / resultOfN;

  // N-1's movements: N's moved back a year and scaled, each entry rebalanced on its largest line.
  const moved: Line[] = movedLines.map((c) => {
    const out = [...c];
    for (const i of dates) out[i] = yearBefore(out[i] ?? '');
    return {
      cells: out,
      debit: Math.round(cents(c[debit]) * factor),
      credit: Math.round(cents(c[credit]) * factor),
    };
  });
  const entries = new Map<string, Line[]>();
  for (const m of moved) {
    const k = `${m.cells[journal]}\t${m.cells[num]}`;
    entries.set(k, [...(entries.get(k) ?? []), m]);
  }
  for (const lines of entries.values()) {
    const residual = lines.reduce((s, l) => s + l.debit - l.credit, 0);
    if (residual === 0) continue;
    const largest = lines.reduce((a, b) =>
      Math.max(b.debit, b.credit) > Math.max(a.debit, a.credit) ? b : a,
    );
    if (largest.debit >= largest.credit) largest.debit -= residual;
    else largest.credit += residual;
  }

  // The cents rounding left on the result, closed by one entry on N-1's last day.
  const last = moved.reduce((d, m) => (m.cells[dates[0]!]! > d ? m.cells[dates[0]!]! : d), '');
  const resultOfN1 = -moved
    .filter((m) => isIncome(m.cells[account]!))
    .reduce((s, m) => s + m.debit - m.credit, 0);
  const gap = resultOfN1 - resultCents;
  if (gap !== 0) {
    const line = (acc: string, accLabel: string, d: number, c: number): Line => {
      // Dated N-1's last day (entry, piece, validation), not lettered.
      const out = header.map((name) =>
        ['EcritureDate', 'PieceDate', 'ValidDate'].includes(name) ? last : '',
      );
      Object.assign(out, {
        [journal]: 'OD',
        [journalLabel]: 'Opérations diverses',
        [num]: 'ARRONDI',
        [account]: acc,
        [accountLabel]: accLabel,
        [aux]: '',
        [auxLabel]: '',
        [piece]: 'ARRONDI',
        [label]: "Écart d'arrondi",
      });
      return { cells: out, debit: d, credit: c };
    };
    const size = Math.abs(gap);
    moved.push(
      ...(gap > 0
        ? [
            line('658000', 'Charges diverses de gestion courante', size, 0),
            line('471000', "Compte d'attente", 0, size),
          ]
        : [
            line('758000', 'Produits divers de gestion courante', 0, size),
            line('471000', "Compte d'attente", size, 0),
          ]),
    );
  }
  const movement = new Map<string, number>();
  for (const m of moved) {
    const k = key(m.cells);
    movement.set(k, (movement.get(k) ?? 0) + m.debit - m.credit);
    if (!model.has(k)) model.set(k, m.cells);
  }

  // N-1's opening = N's opening − N-1's movements (balance-sheet accounts), the planted breaks added; the
  // result account takes what balances them: it then closes at zero, N-1's result being in classes 6–7.
  const openingOf = new Map<string, number>();
  for (const k of new Set([...target.keys(), ...movement.keys()])) {
    if (isBalanceSheet(accountOf(k))) openingOf.set(k, (target.get(k) ?? 0) - (movement.get(k) ?? 0));
  }
  for (const [acc, delta] of Object.entries(breaks)) {
    const k = [...openingOf.keys()].find((x) => accountOf(x) === acc);
    if (!k) throw new Error(`Compte ${acc} absent de N : pas d'écart à y planter.`);
    openingOf.set(k, openingOf.get(k)! + delta);
  }
  const imbalance = [...openingOf.values()].reduce((s, v) => s + v, 0);
  openingOf.set(resultKey, openingOf.get(resultKey)! - imbalance);

  // The à-nouveaux lines of N-1, shaped like N's first one, dated a year earlier.
  const first = opening[0]!;
  const openingLines = [...openingOf.entries()]
    .filter(([, v]) => v !== 0)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, v]) => {
      const [acc, auxNum] = k.split('\t');
      const from = model.get(k) ?? first;
      const out = first.map((cell, i) => (dates.includes(i) ? yearBefore(cell) : cell));
      out[account] = acc!;
      out[accountLabel] = from[accountLabel] ?? '';
      out[aux] = auxNum ?? '';
      out[auxLabel] = auxNum ? (from[auxLabel] ?? '') : '';
      out[debit] = amount(Math.max(v, 0));
      out[credit] = amount(Math.max(-v, 0));
      return out;
    });
  const body = [
    ...openingLines,
    ...moved.map((m) => {
      m.cells[debit] = amount(m.debit);
      m.cells[credit] = amount(m.credit);
      return m.cells;
    }),
  ];
  return {
    text: `${bom}${[header, ...body].map((c) => c.join('\t')).join(eol)}${eol}`,
    resultCents,
    factor,
  };
}
