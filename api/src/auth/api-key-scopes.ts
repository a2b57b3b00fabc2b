/**
 * The scopes of partner API keys (REST spelling; GraphQL `FECS_READ`, `FECS_IMPORT`, `REPORTS`, `REVIEW`, `ECF`). A route a
 * key may reach says so with `config: { apiKeyScopes: [...] }` (any one of them suffices); every other route
 * refuses key callers (app.ts) — deny unless allowed. Platform-level, so core domains may annotate.
 */
export const API_KEY_SCOPES = ['fecs:read', 'fecs:import', 'reports', 'review', 'ecf'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** Routes any key may call (`users/me`, the budget): whatever its scopes. */
export const ANY_API_KEY_SCOPE: readonly ApiKeyScope[] = API_KEY_SCOPES;
export const FECS_READ: readonly ApiKeyScope[] = ['fecs:read'];
export const FECS_IMPORT: readonly ApiKeyScope[] = ['fecs:import'];
export const REPORTS: readonly ApiKeyScope[] = ['reports'];
/** Reads of the review work (also under `fecs:read`). */
export const REVIEW_READ: readonly ApiKeyScope[] = ['fecs:read', 'review'];
/** Writes of the review work (statuses, assignments): the `review` scope only. */
export const REVIEW_WRITE: readonly ApiKeyScope[] = ['review'];
/** Reads of ECF missions (issue 38; also under `fecs:read`). */
export const ECF_READ: readonly ApiKeyScope[] = ['fecs:read', 'ecf'];
/** Writes of ECF missions (create, conclude, checklist; never the signature): the `ecf` scope only. */
export const ECF_WRITE: readonly ApiKeyScope[] = ['ecf'];

/** Whether a key with `held` scopes may call a route declaring `allowed` (none declared: never). */
export function keyMayCall(held: readonly string[], allowed: readonly string[] | undefined): boolean {
  return Boolean(allowed?.some((s) => held.includes(s)));
}
