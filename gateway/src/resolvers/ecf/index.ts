import type {
  EcfCheckStatus,
  EcfConclusion,
  EcfIncomeRegime,
  EcfMissionState,
  EcfVatRegime,
  Resolvers,
} from '../../__generated__/resolvers-types';
import type { GatewayContext } from '../../context';
import { gatewayError } from '../../errors';
import { can, isAuthenticated } from '../../permissions/rules';
import type { DomainRules } from '../../permissions/shield';
import { ApiClientError } from '../../upstream/api-errors';
import type { EcfMissionDto } from './dto';

/** The API's snake_case ECF values ↔ schema/ecf.graphql's enums. */
const STATES: Record<EcfMissionDto['state'], EcfMissionState> = {
  en_cours: 'IN_PROGRESS',
  signe: 'SIGNED',
  envoye: 'SENT',
};
const apiState = (s: EcfMissionState) =>
  (Object.keys(STATES) as EcfMissionDto['state'][]).find((k) => STATES[k] === s)!;
const conclusionOf = (c: 'conforme' | 'non_conforme' | 'sans_objet') => c.toUpperCase() as EcfConclusion;
const apiConclusion = (c: EcfConclusion) => c.toLowerCase() as 'conforme' | 'non_conforme' | 'sans_objet';
const upper = <T extends string>(v: string | null | undefined) => (v ? (v.toUpperCase() as T) : null);
const INCOME = { MICRO: 'micro', REEL_SIMPLIFIE: 'reel_simplifie', REEL_NORMAL: 'reel_normal' } as const;
const VAT = { FRANCHISE: 'franchise', REEL_SIMPLIFIE: 'reel_simplifie', REEL_NORMAL: 'reel_normal' } as const;

function pageArgs(limit: number | null | undefined, offset: number | null | undefined) {
  const size = limit ?? 20;
  const from = offset ?? 0;
  if (!Number.isInteger(size) || size < 1 || size > 100 || !Number.isInteger(from) || from < 0) {
    throw gatewayError('Certains champs sont invalides', 'BAD_USER_INPUT', {
      status: 400,
      fields: [
        { field: size < 1 || size > 100 ? 'limit' : 'offset', message: 'Valeur hors des bornes autorisées.' },
      ],
    });
  }
  return { limit: size, offset: from };
}

/** The mission's detail (its points), read once per request. */
async function detailOf(m: EcfMissionDto, ctx: GatewayContext) {
  if (m.points) return m.points;
  const cache = ((ctx as unknown as { ecfDetails?: Map<string, Promise<EcfMissionDto>> }).ecfDetails ??=
    new Map());
  let pending = cache.get(m.uuid);
  if (!pending) {
    pending = ctx.api.call('get', '/v1/ecf/missions/{uuid}', { params: { uuid: m.uuid } });
    cache.set(m.uuid, pending);
  }
  return (await pending).points ?? [];
}

/**
 * Resolvers of ECF missions (schema/ecf.graphql, issue 38): the list and one mission, the ten points, the
 * compte rendu's download URLs, and the mutations. The API decides who may read (the mission's FEC) and write;
 * the shield refuses a write the caller's rights cannot make before it reaches the API.
 */
export const resolvers: Resolvers = {
  Query: {
    ecfMissions: async (_parent, { state, fecUuid, limit, offset }, ctx) => {
      const p = pageArgs(limit, offset);
      const data = await ctx.api.call('get', '/v1/ecf/missions', {
        query: {
          ...p,
          ...(state ? { state: apiState(state) } : {}),
          ...(fecUuid ? { fec_uuid: fecUuid } : {}),
        },
      });
      return {
        items: data.items,
        pageInfo: {
          total: data.total,
          limit: p.limit,
          offset: p.offset,
          hasNextPage: p.offset + p.limit < data.total,
        },
      };
    },
    ecfMission: async (_parent, { uuid }, ctx) => {
      try {
        return await ctx.api.call('get', '/v1/ecf/missions/{uuid}', { params: { uuid } });
      } catch (error) {
        if (error instanceof ApiClientError && (error.code === 404 || error.code === 400)) return null;
        throw error;
      }
    },
  },
  Mutation: {
    createEcfMission: (_parent, { input }, ctx) =>
      ctx.api.call('post', '/v1/ecf/missions', {
        body: {
          fec_uuid: input.fecUuid,
          analysis_uuid: input.analysisUuid ?? null,
          company_name: input.companyName ?? null,
          siren: input.siren ?? null,
          company_address: input.companyAddress ?? null,
          provider_firm_name: input.providerFirmName,
          provider_address: input.providerAddress ?? null,
          signatory_name: input.signatoryName,
          signatory_quality: input.signatoryQuality ?? null,
          engagement_letter_date: input.engagementLetterDate,
          declared_income_regime: input.declaredIncomeRegime ? INCOME[input.declaredIncomeRegime] : null,
          declared_vat_regime: input.declaredVatRegime ? VAT[input.declaredVatRegime] : null,
          vat_on_debits: input.vatOnDebits ?? null,
        },
      }),
    concludeEcfPoint: (_parent, { missionUuid, number, conclusion, comment }, ctx) =>
      ctx.api.call('put', '/v1/ecf/missions/{uuid}/points/{number}', {
        params: { uuid: missionUuid, number },
        body: { conclusion: apiConclusion(conclusion), comment: comment ?? null },
      }),
    setEcfChecklistItem: (_parent, { missionUuid, number, key, checked }, ctx) =>
      ctx.api.call('put', '/v1/ecf/missions/{uuid}/points/{number}/checklist/{key}', {
        params: { uuid: missionUuid, number, key },
        body: { checked },
      }),
    signEcfMission: (_parent, { uuid }, ctx) =>
      ctx.api.call('post', '/v1/ecf/missions/{uuid}/sign', { params: { uuid } }),
    markEcfMissionSent: (_parent, { uuid }, ctx) =>
      ctx.api.call('post', '/v1/ecf/missions/{uuid}/sent', { params: { uuid } }),
  },
  EcfMission: {
    state: (m) => STATES[m.state],
    stateLabel: (m) => m.state_label,
    fecUuid: (m) => m.fec_uuid,
    fecName: (m) => m.fec_name,
    analysisUuid: (m) => m.analysis_uuid,
    analysis: (m) => ({ uuid: m.analysis_uuid }),
    dossier: (m) => m.dossier,
    previousFecUuid: (m) => m.previous_fec_uuid,
    nextFecUuid: (m) => m.next_fec_uuid,
    companyName: (m) => m.company_name,
    companyAddress: (m) => m.company_address,
    fiscalStart: (m) => m.fiscal_start,
    fiscalEnd: (m) => m.fiscal_end,
    providerFirmName: (m) => m.provider_firm_name,
    providerAddress: (m) => m.provider_address,
    signatoryName: (m) => m.signatory_name,
    signatoryQuality: (m) => m.signatory_quality,
    engagementLetterDate: (m) => m.engagement_letter_date,
    declaredIncomeRegime: (m) => upper<EcfIncomeRegime>(m.declared_income_regime),
    declaredVatRegime: (m) => upper<EcfVatRegime>(m.declared_vat_regime),
    vatOnDebits: (m) => m.vat_on_debits,
    points: (m, _args, ctx) => detailOf(m, ctx),
    progress: (m) => ({
      concluded: m.progress.concluded,
      total: m.progress.total,
      label: `${m.progress.concluded} ${m.progress.concluded < 2 ? 'point conclu' : 'points conclus'} sur ${m.progress.total}`,
    }),
    canSign: (m) => m.can_sign,
    reportUrls: (m) => ({
      docx: `/download/ecf-missions/${encodeURIComponent(m.uuid)}.docx`,
      pdf: `/download/ecf-missions/${encodeURIComponent(m.uuid)}.pdf`,
    }),
    createdBy: (m) => m.created_by,
    createdAt: (m) => m.created_at,
    signedBy: (m) => m.signed_by,
    signedAt: (m) => m.signed_at,
    sentBy: (m) => m.sent_by,
    sentAt: (m) => m.sent_at,
  },
  EcfPoint: {
    shortTitle: (p) => p.short_title,
    conclusion: (p) => (p.conclusion ? conclusionOf(p.conclusion) : null),
    conclusionLabel: (p) => p.conclusion_label,
    concludedBy: (p) => p.concluded_by,
    concludedAt: (p) => p.concluded_at,
    canConclude: (p) => p.can_conclude,
    blockedReason: (p) => p.blocked_reason,
  },
  EcfCheck: {
    status: (c) => c.status.toUpperCase() as EcfCheckStatus,
    rowCount: (c) => c.row_count,
  },
  EcfPointControl: {
    controlId: (c) => c.control_id,
    findingsCount: (c) => c.findings_count,
    reviewStatus: (c) => c.review_status.toUpperCase() as never,
    reviewStatusLabel: (c) => c.review_status_label,
  },
  EcfChecklistItem: {
    checkedBy: (c) => c.checked_by,
    checkedAt: (c) => c.checked_at,
  },
  EcfConclusionEntry: {
    conclusion: (e) => conclusionOf(e.conclusion),
    conclusionLabel: (e) => e.conclusion_label,
    onBehalf: (e) => e.on_behalf,
  },
};

/**
 * graphql-shield rules: reads need a token (the API checks the mission's FEC); writes need their right of the
 * permission map, so a refused mutation never reaches the API's write route.
 */
export const rules: DomainRules = {
  Query: {
    ecfMissions: isAuthenticated,
    ecfMission: isAuthenticated,
  },
  Mutation: {
    createEcfMission: can(
      'analysis',
      'ecf',
      'create',
      'Seul un responsable ou le propriétaire du compte peut ouvrir une mission ECF.',
    ),
    concludeEcfPoint: can(
      'analysis',
      'ecf',
      'write',
      'Vous ne pouvez pas conclure les points de la mission avec ce rôle.',
    ),
    setEcfChecklistItem: can(
      'analysis',
      'ecf',
      'write',
      'Vous ne pouvez pas conclure les points de la mission avec ce rôle.',
    ),
    signEcfMission: can(
      'analysis',
      'ecf',
      'sign',
      'Seul un responsable ou le propriétaire du compte peut signer la mission ECF.',
    ),
    markEcfMissionSent: can(
      'analysis',
      'ecf',
      'sign',
      'Seul un responsable ou le propriétaire du compte peut marquer le compte rendu comme envoyé.',
    ),
  },
};
