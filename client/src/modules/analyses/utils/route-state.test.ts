import { analysisUrl, parseAnalysisRoute, parseIds, toggleSelection } from './route-state';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const C = '33333333-3333-4333-8333-333333333333';
const D = '44444444-4444-4444-8444-444444444444';

describe('analysis URL state (spec §2, §5: 1 to 3 FECs)', () => {
  it('keeps at most 3 distinct valid analyses and says when the URL asked for more', () => {
    expect(parseIds([A, 'nope', A, B, C, D])).toEqual({ ids: [A, B, C], overLimit: true });
    expect(parseIds([A, B])).toEqual({ ids: [A, B], overLimit: false });
    expect(parseIds(['', 'x'])).toEqual({ ids: [], overLimit: false });
  });

  it('reads /mes-analyses/{view}/{control|tous}/{ids}', () => {
    const s = parseAnalysisRoute(
      `/mes-analyses/detail/EQ-ECR/${A},${B}`,
      { tableType: 'detail', auditRuleName: 'EQ-ECR', projectsIdsString: `${A},${B}` },
      new URLSearchParams(),
    );
    expect(s).toMatchObject({
      view: 'detail',
      controlId: 'EQ-ECR',
      analysisIds: [A, B],
      base: { kind: 'analyses' },
    });
    const all = parseAnalysisRoute(
      `/mes-analyses/synthese/tous/${A}`,
      { tableType: 'synthese', auditRuleName: 'tous', projectsIdsString: A },
      new URLSearchParams(),
    );
    expect(all.controlId).toBeNull();
  });

  it('reads the folder route with ?controle= and ?comparer=', () => {
    const s = parseAnalysisRoute(
      `/mes-fecs/f1/analyse/detail/${A}`,
      { folderUuid: 'f1', moduleAction: 'detail', analysisUuid: A },
      new URLSearchParams(`controle=TVA-TAUX&comparer=${B},${C},${D}`),
    );
    expect(s).toMatchObject({
      base: { kind: 'library', root: 'mes-fecs', folderUuid: 'f1' },
      controlId: 'TVA-TAUX',
      analysisIds: [A, B, C],
      overLimit: true,
    });
  });

  it('writes the state back in the shape it came from', () => {
    expect(
      analysisUrl({ base: { kind: 'analyses' }, view: 'detail', controlId: null, analysisIds: [A, B] }),
    ).toBe(`/mes-analyses/detail/tous/${A},${B}`);
    expect(
      analysisUrl({
        base: { kind: 'library', root: 'mes-dossiers', folderUuid: '-1' },
        view: 'synthese',
        controlId: 'EQ-ECR',
        analysisIds: [A, B, C, D],
      }),
    ).toBe(`/mes-dossiers/-1/analyse/synthese/${A}?controle=EQ-ECR&comparer=${B},${C}`);
  });

  it('keeps the ledger’s account, and the auxiliary account of an auxiliary ledger, in the URL', () => {
    const folder = { folderUuid: '-1', moduleAction: 'grand-livre', analysisUuid: A };
    const aux = parseAnalysisRoute(
      `/mes-dossiers/-1/analyse/grand-livre/${A}`,
      folder,
      new URLSearchParams('compte=401000&aux=F-0001'),
    );
    expect(aux).toMatchObject({ view: 'grand-livre', account: '401000', aux: 'F-0001' });
    expect(analysisUrl(aux)).toBe(`/mes-dossiers/-1/analyse/grand-livre/${A}?compte=401000&aux=F-0001`);
    // No auxiliary without its account; a control character is no CompAuxNum.
    expect(
      parseAnalysisRoute(`/mes-dossiers/-1/analyse/grand-livre/${A}`, folder, new URLSearchParams('aux=F1')),
    ).not.toHaveProperty('aux');
    expect(
      parseAnalysisRoute(
        `/mes-dossiers/-1/analyse/grand-livre/${A}`,
        folder,
        new URLSearchParams('compte=401000&aux=F%0A1'),
      ),
    ).not.toHaveProperty('aux');
    // The balance has no ledger in its URL.
    expect(analysisUrl({ ...aux, view: 'balance' })).toBe(`/mes-dossiers/-1/analyse/balance/${A}`);
    expect(
      analysisUrl({
        base: { kind: 'analyses' },
        view: 'grand-livre',
        controlId: null,
        account: '411000',
        aux: 'C 1',
        analysisIds: [A],
      }),
    ).toBe(`/mes-analyses/grand-livre/tous/${A}?compte=411000&aux=C+1`);
  });

  it('refuses a 4th FEC and the removal of the last one', () => {
    expect(toggleSelection([A, B, C], D)).toBeNull();
    expect(toggleSelection([A], A)).toBeNull();
    expect(toggleSelection([A, B], B)).toEqual([A]);
    expect(toggleSelection([A], B)).toEqual([A, B]);
  });
});
