import { pdfText } from '../reports/documents/testing/pdf-text';
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { migrateSchema, type TestDatabase } from '../../../platform/db';
import { DEFAULT_SELLER } from '../config/config';
import type { ApiDb } from '../db/database';
import { apiMigrations } from '../db/migrations';
import { openApiTestDatabase } from '../testing/harness';
import { localStorage } from '../storage/local-storage';
import type { Storage } from '../storage/storage';
import { renderInvoicePdf } from './invoice-pdf';
import { creditNoteOf, issueInvoice, type IssueInput } from './invoice-service';
import { allocateNumber, formatNumber } from './invoice-store';
import type { BuyerMentions } from './tables';

let database: TestDatabase<unknown>;
let db: ApiDb;
let dir: string;
let storage: Storage;

const buyer: BuyerMentions = {
  company_name: 'Cabinet Durand & Associés',
  address: '4 place du Marché',
  address_complement: 'Bâtiment B, 2e étage',
  zip_code: '69002',
  city: 'Lyon',
  country: 'FR',
  siren: '552 100 554',
  vat_number: 'FR40552100554',
};

const input = (accountUuid: string, over: Partial<IssueInput> = {}): IssueInput => ({
  kind: 'invoice',
  accountUuid,
  orderUuid: crypto.randomUUID(),
  buyer,
  lines: [
    {
      label: 'Analyse complète',
      detail: 'FEC 552100554FEC20241231.txt — 42 318 lignes',
      quantity: 1,
      unit_ht_cents: 8900,
      total_ht_cents: 8900,
    },
    {
      label: 'Pack 5 dossiers',
      detail: '5 crédits dossier valables 365 jours',
      quantity: 1,
      unit_ht_cents: 19900,
      total_ht_cents: 19900,
    },
  ],
  totalHtCents: 28800,
  vatRateBp: 2000,
  vatCents: 5760,
  totalTtcCents: 34560,
  paymentMethodLabel: 'Visa •••• 4242',
  paidAt: new Date('2026-03-14T10:12:00Z'),
  now: new Date('2026-03-14T10:12:00Z'),
  ...over,
});

beforeAll(async () => {
  database = await openApiTestDatabase();
  const root = database.database.db as unknown as ApiDb;
  await migrateSchema(root, database.schema, apiMigrations(database.schema));
  db = root.withSchema(database.schema) as ApiDb;
  dir = await mkdtemp(join(tmpdir(), 'fec-invoices-'));
  storage = localStorage(dir);
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
  await database?.cleanup();
});

const ctx = () => ({ storage, seller: DEFAULT_SELLER });

describe('Invoice numbering', () => {
  it('formats numbers on six digits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999 }), (n) => {
        const text = formatNumber('F', n);
        return /^F-\d{6}$/.test(text) && Number(text.slice(2)) === n;
      }),
    );
  });

  it('gives 50 concurrent issues the numbers that follow, without gaps nor duplicates', async () => {
    const start = Number(
      (
        await db
          .selectFrom('invoice_sequences')
          .select('last_value')
          .where('kind', '=', 'invoice')
          .executeTakeFirstOrThrow()
      ).last_value,
    );
    const account = crypto.randomUUID();
    const issued = await Promise.all(
      Array.from({ length: 50 }, () =>
        db.transaction().execute((trx) => issueInvoice(trx, ctx(), input(account))),
      ),
    );
    const sequences = issued.map((i) => Number(i.sequence)).sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: 50 }, (_, k) => start + k + 1));
    expect(new Set(issued.map((i) => i.number)).size).toBe(50);
  });

  it('gives a rolled-back number back: the next invoice takes it', async () => {
    const before = await db.transaction().execute((trx) => allocateNumber(trx, 'credit_note'));
    await expect(
      db.transaction().execute(async (trx) => {
        await allocateNumber(trx, 'credit_note');
        throw new Error('payment failed after numbering');
      }),
    ).rejects.toThrow('payment failed');
    const after = await db.transaction().execute((trx) => allocateNumber(trx, 'credit_note'));
    expect(after.sequence).toBe(before.sequence + 1);
    expect(after.number).toMatch(/^AV-\d{6}$/);
  });

  it('keeps invoices and credit notes in sequences of their own', async () => {
    const account = crypto.randomUUID();
    const invoice = await db.transaction().execute((trx) => issueInvoice(trx, ctx(), input(account)));
    const note = await db.transaction().execute((trx) =>
      issueInvoice(trx, ctx(), {
        ...input(account),
        kind: 'credit_note',
        credited: invoice,
        ...creditNoteOf(invoice),
      }),
    );
    expect(invoice.number).toMatch(/^F-/);
    expect(note.number).toMatch(/^AV-/);
    expect(note.credited_invoice_uuid).toBe(invoice.uuid);
    expect(Number(note.total_ttc_cents)).toBe(-34560);
    expect(note.lines[0].total_ht_cents).toBe(-8900);
  });
});

describe('Invoice immutability', () => {
  it('refuses UPDATE, DELETE and TRUNCATE of an issued invoice', async () => {
    const invoice = await db
      .transaction()
      .execute((trx) => issueInvoice(trx, ctx(), input(crypto.randomUUID())));
    await expect(
      db.updateTable('invoices').set({ total_ttc_cents: 1 }).where('uuid', '=', invoice.uuid).execute(),
    ).rejects.toThrow(/immutable/);
    await expect(db.deleteFrom('invoices').where('uuid', '=', invoice.uuid).execute()).rejects.toThrow(
      /immutable/,
    );
    const { sql } = await import('kysely');
    await expect(
      sql`truncate table ${sql.id(database.schema, 'invoices')} cascade`.execute(db),
    ).rejects.toThrow(/immutable/);
    const kept = await db
      .selectFrom('invoices')
      .selectAll()
      .where('uuid', '=', invoice.uuid)
      .executeTakeFirstOrThrow();
    expect(Number(kept.total_ttc_cents)).toBe(34560);
  });

  it('stores the PDF at issue time', async () => {
    const invoice = await db
      .transaction()
      .execute((trx) => issueInvoice(trx, ctx(), input(crypto.randomUUID())));
    expect(await storage.exists(invoice.pdf_key)).toBe(true);
  });
});

describe('Invoice PDF', () => {
  it('prints the legal mentions, amounts and the paid stamp', async () => {
    const pdf = await renderInvoicePdf({
      kind: 'invoice',
      number: 'F-000042',
      issuedAt: new Date('2026-03-14T10:12:00Z'),
      paidAt: new Date('2026-03-14T10:12:00Z'),
      seller: DEFAULT_SELLER,
      buyer,
      lines: input('x').lines,
      totalHtCents: 28800,
      vatRateBp: 2000,
      vatCents: 5760,
      totalTtcCents: 34560,
      paymentMethodLabel: 'Visa •••• 4242',
      orderUuid: '3f0e7c1a-5b7e-4c1e-9a55-2d5f0e6c9b11',
      credited: null,
    });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const file = join(dir, 'F-000042.pdf');
    await writeFile(file, pdf);
    // Read back with pdf.js, as a reader of the PDF sees it (blanks flattened).
    const text = await pdfText(pdf);
    for (const expected of [
      'FACTURE',
      'F-000042',
      'Acquittée le 14/03/2026',
      '40 €',
      'pénalités de retard',
      'SIREN 123 456 789',
      'FR32123456789',
      'Cabinet Durand & Associés',
      'FR40552100554',
      '288,00 €',
      '57,60 €',
      '345,60 €',
      'TVA 20',
    ]) {
      expect(text).toContain(expected);
    }
    if (process.env.INVOICE_PNG_DIR) {
      execFileSync('pdftoppm', ['-png', '-r', '80', file, join(process.env.INVOICE_PNG_DIR, 'invoice')]);
    }
  });
});
