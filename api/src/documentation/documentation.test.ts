import type { TestDatabase } from '../../../platform/db';
import { CONTROLS, COMPARISON_CONTROLS } from '../../../engine/src/index';
import { openApiTestDatabase, startApiHarness, type ApiHarness } from '../testing/harness';
import { thresholdValue } from './documents';
import { thresholdLabel } from './threshold-labels';

let database: TestDatabase<unknown>;
let h: ApiHarness;

beforeAll(async () => {
  database = await openApiTestDatabase();
  h = await startApiHarness(database);
});
afterAll(async () => {
  await h?.close();
  await database?.cleanup();
});

type Doc = { slug: string; kind: string; title: string; format: string; path: string; updated_at: string };

describe('« Ma documentation »', () => {
  it('lists the guide, the catalogue, both terms and the privacy policy, readable without signing in', async () => {
    const res = await h.call<{ data: { data: { items: Doc[] } } }>('GET', '/v1/documentation');
    expect(res.status).toBe(200);
    const items = res.body.data.data.items;
    expect(items.map((d) => d.kind)).toEqual(['guide', 'catalogue', 'terms', 'sales_terms', 'privacy']);
    for (const d of items) {
      expect(d.path).toBe(`/v1/documentation/${d.slug}`);
      expect(d.updated_at).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const page = await h.call<string>('GET', d.path);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      // Each page is the document it says it is, in French, dated.
      expect(page.body).toContain(`<h1>${d.title}</h1>`);
      expect(page.body).toContain('<html lang="fr">');
      expect(page.body).toMatch(/version du \d{2}\/\d{2}\/\d{4}/);
    }
  });

  it('the catalogue holds every control of the engine with its description and its thresholds', async () => {
    const page = (await h.call<string>('GET', '/v1/documentation/catalogue-des-controles')).body;
    for (const c of [...CONTROLS, ...COMPARISON_CONTROLS]) {
      expect(page).toContain(`<code>${c.id}</code>`);
      for (const name of Object.keys(c.params)) expect(page).toContain(`<code>${name}</code>`);
    }
    // ESPECES: the 1 000 € legal ceiling, in words and in euros rather than in cents (its API name last).
    expect(page).toMatch(
      /<td>Plafond légal des paiements en espèces<\/td><td>1\s000,00 €<\/td><td><code>maxCents<\/code>/,
    );
    // No raw cycle code where a French name exists.
    expect(page).not.toContain('Cycle : cloture');
    expect(page).toContain('Cycle : Clôture');
  });

  it('an unknown document is a French 404', async () => {
    const res = await h.call<{ status: number; message: string }>('GET', '/v1/documentation/secret');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Ce document n'existe pas.");
  });
});

describe('thresholdLabel', () => {
  it('names every threshold of every control in French words (issue 35)', () => {
    const missing = [...CONTROLS, ...COMPARISON_CONTROLS].flatMap((c) =>
      Object.keys(c.params)
        .filter((name) => !thresholdLabel(c.id, name))
        .map((name) => `${c.id}.${name}`),
    );
    expect(missing).toEqual([]);
    expect(thresholdLabel('SEQ-RUPT', 'unnumberedShare')).toMatch(/^Part des lignes sans numérotation/);
    expect(thresholdLabel('EVOLUTION', 'minDeltaFloorCents')).toBe('Variation minimale en euros');
  });
});

describe('thresholdValue', () => {
  it('reads the engine’s units', () => {
    expect(thresholdValue('maxCents', 100000)).toMatch(/^1\s000,00 €$/);
    expect(thresholdValue('maxShare', 0.1)).toBe('10 %');
    expect(thresholdValue('dormantDays', 90)).toBe('90 jours');
    expect(thresholdValue('ratePercent', 60)).toBe('60 %');
    expect(thresholdValue('includeOpening', false)).toBe('non');
    expect(thresholdValue('prefixes', ['6238', '6713'])).toBe('6238, 6713');
    expect(thresholdValue('minLines', 30)).toBe('30');
  });
});
