import type { FindingChange, ReviewHistoryKind, ReviewStatus } from '../../__generated__/resolvers-types';
import type { ApiBody } from '../../upstream/api-client';
import type { PersonDto } from './dto';

/** The API's review values ↔ schema/review.graphql's enums. */

type ApiStatus = ApiBody<'/v1/analyses/{uuid}/review', 'put'>['status'];

export const statusOf = (s: ApiStatus): ReviewStatus => s.toUpperCase() as ReviewStatus;
export const apiStatus = (s: ReviewStatus): ApiStatus => s.toLowerCase() as ApiStatus;
export const changeOf = (c: 'new' | 'unchanged' | null): FindingChange | null =>
  c === null ? null : (c.toUpperCase() as FindingChange);
export const historyKindOf = (k: 'status' | 'assignment'): ReviewHistoryKind =>
  k.toUpperCase() as ReviewHistoryKind;

/** « Prénom Nom », or the address when the names are missing. */
export const displayName = (p: PersonDto) =>
  [p.first_name, p.last_name].filter(Boolean).join(' ').trim() || p.email;

/** « 3 contrôles revus sur 12 » (singular below two, as French counts). */
export function progressLabel(reviewed: number, total: number): string {
  const noun = reviewed < 2 ? 'contrôle revu' : 'contrôles revus';
  return `${reviewed} ${noun} sur ${total}`;
}
