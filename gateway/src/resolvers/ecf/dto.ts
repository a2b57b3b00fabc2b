import type { ApiData } from '../../upstream/api-client';

/** A mission as the API lists it (`ecf/missions`, no points). */
export type EcfMissionSummaryDto = ApiData<'/v1/ecf/missions', 'get'>['items'][number];

/** A mission with its ten points (`ecf/missions/{uuid}`). */
export type EcfMissionDetailDto = ApiData<'/v1/ecf/missions/{uuid}', 'get'>;

/** What `EcfMission` resolves from: a summary, or the detail when it was read (points included). */
export type EcfMissionDto = EcfMissionSummaryDto & { points?: EcfMissionDetailDto['points'] };

export type EcfPointDto = EcfMissionDetailDto['points'][number];
export type EcfCheckDto = EcfPointDto['checks'][number];
export type EcfFigureDto = EcfCheckDto['figures'][number];
export type EcfPointControlDto = EcfPointDto['controls'][number];
export type EcfChecklistItemDto = EcfPointDto['checklist'][number];
export type EcfConclusionEntryDto = EcfPointDto['history'][number];
