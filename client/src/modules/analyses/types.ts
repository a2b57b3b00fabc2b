import type {
  AnalysisPageAnalysesQuery,
  AnalysisPageControlsQuery,
  AnalysisPageControlDetailQuery,
} from '../../__generated__/graphql';

export type AnalysisItem = AnalysisPageAnalysesQuery['analyses']['items'][number];
export type ControlItem = AnalysisPageControlsQuery['analyses']['items'][number]['controls'][number];
export type ControlDetailItem = NonNullable<AnalysisPageControlDetailQuery['analysis']>['controls'][number];
export type CommentItem = ControlDetailItem['comments'][number];
