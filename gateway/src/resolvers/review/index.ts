import type { Resolvers } from '../../__generated__/resolvers-types';
import { gatewayError } from '../../errors';
import { can, isAuthenticated } from '../../permissions/rules';
import type { DomainRules } from '../../permissions/shield';
import type { ReviewDto } from './dto';
import { findingsLoader, historyLoader, reviewLoader } from './loaders';
import { apiStatus, changeOf, displayName, historyKindOf, progressLabel, statusOf } from './mapping';

const pageArgs = (limit: number | null | undefined, offset: number | null | undefined) => {
  const size = limit ?? 100;
  const from = offset ?? 0;
  if (!Number.isInteger(size) || size < 1 || size > 500 || !Number.isInteger(from) || from < 0) {
    throw gatewayError('Certains champs sont invalides', 'BAD_USER_INPUT', {
      status: 400,
      fields: [
        { field: size < 1 || size > 500 ? 'limit' : 'offset', message: 'Valeur hors des bornes autorisées.' },
      ],
    });
  }
  return { limit: size, offset: from };
};

const pageInfo = (total: number, limit: number, offset: number) => ({
  total,
  limit,
  offset,
  hasNextPage: offset + limit < total,
});

/**
 * Resolvers of the review domain (schema/review.graphql, issue 37): the review on `ControlResult` and
 * `Analysis`, findings with their stable keys, « Mes travaux », and the review's mutations. The API decides who
 * may read and write (the analysis' readers; rights of the permission map; sign-off: Owner, Manager).
 */
export const resolvers: Resolvers = {
  Query: {
    myAssignments: async (_parent, { limit, offset }, ctx) => {
      const p = pageArgs(limit, offset);
      const data = await ctx.api.call('get', '/v1/review/assignments', { query: p });
      return { items: data.items, pageInfo: pageInfo(data.total, p.limit, p.offset) };
    },
  },
  Mutation: {
    setReview: async (_parent, { analysisUuid, controlId, findingKeys, status, justification }, ctx) => {
      const { items } = await ctx.api.call('put', '/v1/analyses/{uuid}/review', {
        params: { uuid: analysisUuid },
        body: {
          control_id: controlId,
          ...(findingKeys ? { finding_keys: findingKeys } : {}),
          status: apiStatus(status),
          ...(justification !== undefined ? { justification } : {}),
        },
      });
      return items;
    },
    assignControl: (_parent, { analysisUuid, controlId, assigneeUuid }, ctx) =>
      ctx.api.call('put', '/v1/analyses/{uuid}/controls/{controlId}/assignee', {
        params: { uuid: analysisUuid, controlId },
        body: { assignee_uuid: assigneeUuid ?? null },
      }),
    signOffAnalysis: (_parent, { analysisUuid }, ctx) =>
      ctx.api.call('post', '/v1/analyses/{uuid}/review/sign-off', { params: { uuid: analysisUuid } }),
    reopenAnalysisReview: (_parent, { analysisUuid, reason }, ctx) =>
      ctx.api.call('post', '/v1/analyses/{uuid}/review/reopen', {
        params: { uuid: analysisUuid },
        body: { reason },
      }),
    deleteReviewAttachment: async (_parent, { uuid }, ctx) =>
      (await ctx.api.call('delete', '/v1/review/attachments/{uuid}', { params: { uuid } })).uuid,
  },
  Analysis: {
    reviewProgress: async (a, _args, ctx) => {
      const progress = (await reviewLoader(ctx.loaders).load(a.uuid))?.progress;
      return progress
        ? {
            reviewed: progress.reviewed,
            total: progress.total,
            findingsReviewed: progress.findings_reviewed,
            label: progressLabel(progress.reviewed, progress.total),
          }
        : null;
    },
    reviewSignOff: async (a, _args, ctx) => (await reviewLoader(ctx.loaders).load(a.uuid))?.sign_off ?? null,
    changesSincePrevious: async (a, _args, ctx) => {
      const changes = await ctx.api.call('get', '/v1/analyses/{uuid}/changes', { params: { uuid: a.uuid } });
      return changes.previous ? { ...changes, previous: changes.previous } : null;
    },
  },
  ControlResult: {
    review: async (c, _args, ctx) => {
      const review = await reviewLoader(ctx.loaders).load(c.analysis_uuid);
      return review?.controls.find((r) => r.control_id === c.id) ?? null;
    },
    findings: async (c, { change, status, limit, offset }, ctx) => {
      const p = pageArgs(limit, offset);
      const found = await findingsLoader(ctx.loaders).load({ analysis: c.analysis_uuid, control: c.id });
      const items = (found?.items ?? []).filter(
        (f) =>
          (!change || changeOf(f.change) === change) && (!status || statusOf(f.review.status) === status),
      );
      return {
        items: items.slice(p.offset, p.offset + p.limit),
        pageInfo: pageInfo(items.length, p.limit, p.offset),
        previousAnalysisUuid: found?.previous ?? null,
      };
    },
  },
  Finding: {
    controlId: (f) => f.control_id,
    change: (f) => changeOf(f.change),
  },
  Review: {
    status: (r) => statusOf(r.status),
    statusLabel: (r) => r.status_label,
    setBy: (r) => r.set_by,
    setAt: (r) => r.set_at,
    setInAnalysisUuid: (r) => r.set_in_analysis_uuid,
    carriedOver: (r) => r.carried_over,
    assignedBy: (r) => r.assigned_by,
    assignedAt: (r) => r.assigned_at,
    history: async (r: ReviewDto, _args, ctx) =>
      r.uuid ? ((await historyLoader(ctx.loaders).load(r.uuid)) ?? []) : [],
  },
  ReviewAttachment: {
    fileName: (a) => a.file_name,
    contentType: (a) => a.content_type,
    uploadedBy: (a) => a.uploaded_by,
    uploadedAt: (a) => a.uploaded_at,
    // Served by the gateway with the session cookies (fecs/download-routes.ts).
    downloadUrl: (a) => `/download/review-attachments/${encodeURIComponent(a.uuid)}`,
  },
  ReviewPerson: {
    firstName: (p) => p.first_name,
    lastName: (p) => p.last_name,
    displayName: (p) => displayName(p),
  },
  ReviewHistoryEntry: {
    kind: (e) => historyKindOf(e.kind),
    status: (e) => (e.status ? statusOf(e.status) : null),
    statusLabel: (e) => e.status_label,
    onBehalf: (e) => e.on_behalf,
    analysisUuid: (e) => e.analysis_uuid,
  },
  ReviewSignOff: {
    analysisUuid: (s) => s.analysis_uuid,
    signedBy: (s) => s.signed_by,
    signedAt: (s) => s.signed_at,
    reopenedBy: (s) => s.reopened_by,
    reopenedAt: (s) => s.reopened_at,
    reopenReason: (s) => s.reopen_reason,
  },
  AnalysisChanges: {
    previousAnalysisUuid: (c) => c.previous.analysis_uuid,
    previousAnalysis: (c) => ({ uuid: c.previous.analysis_uuid }),
    sameFec: (c) => c.previous.same_fec,
    newCount: (c) => c.new,
    unchangedCount: (c) => c.unchanged,
    goneCount: (c) => c.gone,
    carriedCount: (c) => c.carried,
  },
  ControlChanges: {
    controlId: (c) => c.control_id,
    newCount: (c) => c.new,
    unchangedCount: (c) => c.unchanged,
    goneCount: (c) => c.gone,
    goneFindings: (c) => c.gone_findings,
  },
  Assignment: {
    review: (a) => a.item,
    controlId: (a) => a.control_id,
    controlLabel: (a) => a.control_label,
    analysisUuid: (a) => a.analysis_uuid,
    analysis: (a) => ({ uuid: a.analysis_uuid }),
    fecUuid: (a) => a.fec_uuid,
  },
  ReviewDossier: {
    fiscalEnd: (d) => d.fiscal_end,
    companyName: (d) => d.company_name,
  },
};

/**
 * graphql-shield rules: reads need a token (the API checks each analysis and the review read right); writes
 * need their right, so a refused mutation never reaches the API's write route.
 */
export const rules: DomainRules = {
  Query: {
    myAssignments: isAuthenticated,
  },
  Mutation: {
    setReview: can('analysis', 'review', 'write', 'Vous ne pouvez pas modifier la revue avec ce rôle.'),
    assignControl: can(
      'analysis',
      'review',
      'assign',
      'Seul un responsable ou le propriétaire du compte peut affecter un contrôle.',
    ),
    signOffAnalysis: can(
      'analysis',
      'review',
      'signoff',
      'Seul un responsable ou le propriétaire du compte peut valider la revue.',
    ),
    reopenAnalysisReview: can(
      'analysis',
      'review',
      'signoff',
      'Seul un responsable ou le propriétaire du compte peut rouvrir la revue.',
    ),
    deleteReviewAttachment: can(
      'analysis',
      'review',
      'write',
      'Vous ne pouvez pas modifier la revue avec ce rôle.',
    ),
  },
};
