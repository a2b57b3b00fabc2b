import type { ApiData } from '../../upstream/api-client';

/** The review of analyses as the API answers it (`analyses/review?ids=`). */
export type AnalysisReviewDto = ApiData<'/v1/analyses/review', 'get'>['items'][number];

/** A control's or a finding's review (`Review`). */
export type ReviewDto = AnalysisReviewDto['controls'][number];

/** A person named by the review. */
export type PersonDto = NonNullable<ReviewDto['set_by']>;

/** A file attached to a review (`ReviewAttachment`). */
export type AttachmentDto = ReviewDto['attachments'][number];

/** A sign-off (`ReviewSignOff`). */
export type SignOffDto = NonNullable<AnalysisReviewDto['sign_off']>;

/** A finding with its key, review and change mark (`analyses/{uuid}/findings`). */
export type FindingDto = ApiData<'/v1/analyses/{uuid}/findings', 'get'>['items'][number];

/** What changed since the previous run (`analyses/{uuid}/changes`), with a previous run. */
export type ChangesDto = ApiData<'/v1/analyses/{uuid}/changes', 'get'> & {
  previous: NonNullable<ApiData<'/v1/analyses/{uuid}/changes', 'get'>['previous']>;
};
export type ControlChangesDto = ChangesDto['controls'][number];

/** A history line (`review/history?ids=`). */
export type HistoryEntryDto = ApiData<'/v1/review/history', 'get'>['items'][number];

/** An assignment of « Mes travaux » (`review/assignments`). */
export type AssignmentDto = ApiData<'/v1/review/assignments', 'get'>['items'][number];
export type DossierDto = AssignmentDto['dossier'];
