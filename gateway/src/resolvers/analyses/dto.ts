import type { ApiData } from '../../upstream/api-client';

/** An analysis as the API answers it (`analyses/{uuid}`, `analyses?ids=`). */
export type AnalysisDto = ApiData<'/v1/analyses/{uuid}', 'get'>;

/**
 * What a parent may hand over for `Analysis`: the full view, or the summary a FEC list item carries
 * (`latest_analysis`: uuid, status, summary…); missing fields are then read through the loader.
 */
export type AnalysisParent = Pick<AnalysisDto, 'uuid'> & Partial<AnalysisDto>;

/** One control result of the batch read `analyses/controls` (rows only when asked for). */
export type ControlResultDto = ApiData<'/v1/analyses/controls', 'get'>['items'][number];

/** A comment on a control (`analyses/comments?ids=`, `…/controls/{id}/comments`). */
export type ControlCommentDto = ApiData<'/v1/analyses/comments', 'get'>['items'][number];

/** The catalogue (`controls`). */
export type CatalogueEntryDto = ApiData<'/v1/controls', 'get'>['items'][number];
