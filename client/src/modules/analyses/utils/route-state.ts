/**
 * The analysis page keeps its state in the URL (shareable, back button): view, selected control and
 * the 1 to 3 analyses shown. Two URL shapes carry it (spec §2 routes):
 * - `/mes-dossiers|mes-fecs/{folderUuid}/analyse/{detail|synthese}/{analysisUuid}?controle=ID&comparer=a,b`
 * - `/mes-analyses/{detail|synthese}/{controlId|tous}/{uuid1,uuid2,uuid3}`
 */

export type AnalysisView = 'detail' | 'synthese' | 'balance' | 'grand-livre' | 'etats-financiers' | 'liasse';

/** The accountant's views (issue 36): one analysis at a time. */
export const STATEMENT_VIEWS: readonly AnalysisView[] = [
  'balance',
  'grand-livre',
  'etats-financiers',
  'liasse',
];

/** Spec §5/§9: minimum 1, maximum 3 FECs selected. */
export const MAX_SELECTED = 3;
export const MESSAGE_MAX_SELECTED = 'Vous pouvez sélectionner 3 FEC au maximum.';
export const MESSAGE_NONE_SELECTED = 'Aucun FEC valide sélectionné.';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CONTROL_ID = /^[A-Z0-9][A-Z0-9-]{0,40}$/i;

export type AnalysisBase =
  { kind: 'library'; root: 'mes-dossiers' | 'mes-fecs'; folderUuid: string } | { kind: 'analyses' };

export interface AnalysisRouteState {
  base: AnalysisBase;
  view: AnalysisView;
  controlId: string | null;
  /** The account whose general ledger is shown (`?compte=`); absent otherwise. */
  account?: string | null;
  /** With `account`, the auxiliary account whose ledger is shown within it (`?aux=`); absent otherwise. */
  aux?: string | null;
  /** Valid, distinct analysis uuids, at most 3; the first is the main one. */
  analysisIds: string[];
  /** The URL named more than 3 analyses (only the first 3 are kept). */
  overLimit: boolean;
}

/** Valid distinct uuids of a list, and whether it went over the limit. */
export function parseIds(values: string[]): { ids: string[]; overLimit: boolean } {
  const all = [...new Set(values.map((v) => v.trim()).filter((v) => UUID.test(v)))];
  return { ids: all.slice(0, MAX_SELECTED), overLimit: all.length > MAX_SELECTED };
}

const viewOf = (value: string | undefined): AnalysisView =>
  value === 'detail' || (STATEMENT_VIEWS as readonly string[]).includes(value ?? '')
    ? (value as AnalysisView)
    : 'synthese';
const ACCOUNT = /^[0-9A-Za-z]{1,40}$/;
/** A CompAuxNum is the accounting program's text (F-0001, CLI.001…): anything printable. */
const isAux = (value: string) => value.length <= 40 && !/\p{Cc}/u.test(value);
/** `{ account, aux? }` when the URL names a valid one (the state has no key otherwise). */
const accountOf = (search: URLSearchParams) => {
  const account = search.get('compte');
  if (!account || !ACCOUNT.test(account)) return {};
  const aux = search.get('aux');
  return aux && isAux(aux) ? { account, aux } : { account };
};
/** The ledger's query string: `compte`, and `aux` for an auxiliary ledger. */
function ledgerQuery(state: Pick<AnalysisRouteState, 'view' | 'account' | 'aux'>, query: URLSearchParams) {
  if (state.view !== 'grand-livre' || !state.account) return;
  query.set('compte', state.account);
  if (state.aux) query.set('aux', state.aux);
}
const controlOf = (value: string | null | undefined) =>
  value && value !== 'tous' && CONTROL_ID.test(value) ? value : null;

export function parseAnalysisRoute(
  pathname: string,
  params: Record<string, string | undefined>,
  search: URLSearchParams,
): AnalysisRouteState {
  if (pathname.startsWith('/mes-analyses/')) {
    const { ids, overLimit } = parseIds((params.projectsIdsString ?? '').split(','));
    return {
      base: { kind: 'analyses' },
      view: viewOf(params.tableType),
      controlId: controlOf(params.auditRuleName),
      ...accountOf(search),
      analysisIds: ids,
      overLimit,
    };
  }
  const root = pathname.startsWith('/mes-fecs/') ? 'mes-fecs' : 'mes-dossiers';
  const { ids, overLimit } = parseIds([
    params.analysisUuid ?? '',
    ...(search.get('comparer') ?? '').split(','),
  ]);
  return {
    base: { kind: 'library', root, folderUuid: params.folderUuid ?? '-1' },
    view: viewOf(params.moduleAction),
    controlId: controlOf(search.get('controle')),
    ...accountOf(search),
    analysisIds: ids,
    overLimit,
  };
}

/** The URL of a state, in the shape of its base. */
export function analysisUrl(state: Omit<AnalysisRouteState, 'overLimit'>): string {
  const ids = state.analysisIds.slice(0, MAX_SELECTED);
  if (state.base.kind === 'analyses') {
    const query = new URLSearchParams();
    ledgerQuery(state, query);
    const qs = query.toString();
    return `/mes-analyses/${state.view}/${encodeURIComponent(state.controlId ?? 'tous')}/${ids.join(',')}${qs ? `?${qs}` : ''}`;
  }
  const query = new URLSearchParams();
  if (state.controlId) query.set('controle', state.controlId);
  ledgerQuery(state, query);
  if (ids.length > 1) query.set('comparer', ids.slice(1).join(','));
  const qs = query.toString();
  return `/${state.base.root}/${state.base.folderUuid}/analyse/${state.view}/${ids[0] ?? ''}${qs ? `?${qs.replace(/%2C/g, ',')}` : ''}`;
}

/** Toggles an analysis in a selection, keeping 1 to 3 entries; null when the change is refused. */
export function toggleSelection(selected: string[], uuid: string): string[] | null {
  if (selected.includes(uuid)) return selected.length > 1 ? selected.filter((x) => x !== uuid) : null;
  return selected.length < MAX_SELECTED ? [...selected, uuid] : null;
}
