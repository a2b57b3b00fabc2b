import type { IdentityConfig } from '../config';
import { randomToken } from '../crypto/secrets';
import type { SettingsStore } from '../store/settings';
import type { ResolvedConfig } from './context';

/**
 * Fills in the secrets the environment left unset, generating each once per installation and keeping it in
 * the identity schema (shared by every process on the same database). Returns the code/throttle pepper too.
 */
export async function resolveInstallation(
  settings: SettingsStore,
  config: IdentityConfig,
): Promise<{ config: ResolvedConfig; pepper: string }> {
  const clients = [];
  for (const client of config.clients) {
    const secret =
      client.secret === undefined
        ? await settings.getOrCreate(`client_secret:${client.id}`, () => randomToken(32))
        : client.secret;
    clients.push({ ...client, secret });
  }
  const adminKey = config.admin.key ?? (await settings.getOrCreate('admin_key', () => randomToken(32)));
  const pepper = await settings.getOrCreate('pepper', () => randomToken(32));
  return { config: { ...config, clients, admin: { ...config.admin, key: adminKey } }, pepper };
}
