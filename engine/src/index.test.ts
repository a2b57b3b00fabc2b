import { join } from 'node:path';
import * as engine from './index';

describe('engine public surface', () => {
  it('exposes the catalogue with its metadata, and analyses a file end to end', async () => {
    expect(engine.CONTROLS).toHaveLength(54);
    for (const c of engine.CONTROLS) {
      expect(c.id).toMatch(/^[A-Z0-9-]+$/);
      expect(c.label.length).toBeGreaterThan(3);
      expect(c.description.length).toBeGreaterThan(20);
    }
    const r = await engine.analyseFile(
      join(__dirname, '../../../shared/fixtures/fec-real/000000000FEC20231231.txt'),
    );
    expect(r.readable).toBe(true);
    expect(r.report.format.variant).toBe('bnc-tresorerie');
    expect(r.report.controls.find((c) => c.id === 'CPT-PCG')!.result).toBe('NA');
    expect(r.summary!.fiscalYear).toEqual({ start: 20230101, end: 20231231 });
  });
});
