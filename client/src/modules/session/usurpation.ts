/**
 * The `usurpation` query parameter (spec §2): `{"account_uuid":…,"user_uuid":…[,"force_see_analysis_uuid":…]}`
 * as JSON (URL-encoded), or `account_uuid,user_uuid[,force_see_analysis_uuid]`.
 */
export interface UsurpationTarget {
  accountUuid: string;
  userUuid: string;
  forceSeeAnalysisUuid?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function parseUsurpation(raw: string | null): UsurpationTarget | null {
  if (!raw) return null;
  let parts: (string | undefined)[];
  try {
    const json = JSON.parse(raw) as Record<string, unknown>;
    parts = [json.account_uuid, json.user_uuid, json.force_see_analysis_uuid].map((v) =>
      typeof v === 'string' ? v : undefined,
    );
  } catch {
    parts = raw.split(',').map((v) => v.trim() || undefined);
  }
  const [accountUuid, userUuid, force] = parts;
  if (!accountUuid || !userUuid || !UUID.test(accountUuid) || !UUID.test(userUuid)) return null;
  if (force !== undefined && !UUID.test(force)) return null;
  return { accountUuid, userUuid, ...(force ? { forceSeeAnalysisUuid: force } : {}) };
}
