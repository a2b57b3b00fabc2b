/** Reading settings from the environment, shared by the services' configuration modules. */
export type Env = Record<string, string | undefined>;

/** An integer setting within [min, max]; absent or blank → `fallback`; anything else refuses to start. */
export function intFromEnv(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} doit être un entier entre ${min} et ${max} (reçu « ${raw} »).`);
  }
  return value;
}
