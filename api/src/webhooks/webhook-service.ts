import { randomBytes, randomUUID } from 'node:crypto';
import type { Caller } from '../auth/caller';
import type { ApiDeps } from '../deps';
import type { DomainEventType } from '../events/tables';
import { ApiError, badRequest, forbidden, notFound } from '../http/errors';
import { WEBHOOK_MSG } from './messages';
import type { CreateWebhookInput } from './schemas';
import { checkWebhookUrl, WebhookUrlError, type Resolve } from './url-rules';
import {
  deleteWebhookRow,
  findDelivery,
  findWebhook,
  insertWebhook,
  pageOfDeliveries,
  pageOfWebhooks,
  replayDelivery,
  setWebhookEnabled,
  webhooksByIds,
  type DeliveryRow,
  type WebhookRow,
} from './webhook-store';

/** The rules of the webhooks routes: who manages endpoints (Owner, Manager), URL rules, secrets, replays. */

export type WebhookDeps = Pick<ApiDeps, 'db' | 'config' | 'secrets' | 'now'> & { resolve?: Resolve };

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export function webhookView(w: WebhookRow) {
  return {
    uuid: w.uuid,
    url: w.url,
    events: w.events as unknown as DomainEventType[],
    enabled: w.enabled,
    created_at: iso(w.created_at)!,
  };
}
export type WebhookView = ReturnType<typeof webhookView>;

export function deliveryView(d: DeliveryRow) {
  return {
    uuid: d.uuid,
    webhook_uuid: d.webhook_uuid,
    event: d.event,
    payload: JSON.parse(d.body) as unknown,
    status: d.status,
    attempts: d.attempts,
    last_status_code: d.last_status_code,
    last_error: d.last_error,
    next_attempt_at: d.status === 'pending' ? iso(d.next_attempt_at) : null,
    created_at: iso(d.created_at)!,
    delivered_at: iso(d.delivered_at),
  };
}
export type DeliveryView = ReturnType<typeof deliveryView>;

const sealContext = (uuid: string) => `webhook:${uuid}`;

function requireRight(caller: Caller, action: 'read' | 'manage'): void {
  if (caller.can.account?.integrations?.[action] !== true) throw forbidden(WEBHOOK_MSG.forbidden);
}

/** An endpoint of the caller's account, else 404 (another account's is not told apart from none). */
async function ownWebhook(deps: Pick<WebhookDeps, 'db'>, caller: Caller, uuid: string): Promise<WebhookRow> {
  const w = await findWebhook(deps.db, uuid);
  if (!w || w.account_uuid !== caller.account.uuid) throw notFound(WEBHOOK_MSG.notFound);
  return w;
}

/** A signing secret: `whsec_` and 32 random bytes in base64url (43 characters). */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

export async function listWebhooks(
  deps: Pick<WebhookDeps, 'db'>,
  caller: Caller,
  query: { ids?: string[]; limit: number; offset: number },
): Promise<{ items: WebhookView[]; total: number }> {
  requireRight(caller, 'read');
  if (query.ids) {
    const rows = await webhooksByIds(deps.db, query.ids);
    // Batch rule of the house: one foreign id refuses the whole call; unknown ids are left out.
    if (rows.some((r) => r.account_uuid !== caller.account.uuid)) throw forbidden(WEBHOOK_MSG.forbidden);
    const order = new Map(query.ids.map((u, i) => [u, i]));
    const items = rows.sort((a, b) => order.get(a.uuid)! - order.get(b.uuid)!).map(webhookView);
    return { items, total: items.length };
  }
  const page = await pageOfWebhooks(deps.db, caller.account.uuid, query);
  return { items: page.items.map(webhookView), total: page.total };
}

export async function getWebhook(deps: Pick<WebhookDeps, 'db'>, caller: Caller, uuid: string) {
  requireRight(caller, 'read');
  return webhookView(await ownWebhook(deps, caller, uuid));
}

/**
 * `POST v1/webhooks`: checks the URL (https, public address unless `API_WEBHOOKS_ALLOW_HTTP`) and the
 * events, generates the signing secret, stores it sealed to this row, and answers it — the only time.
 */
export async function createWebhook(
  deps: WebhookDeps,
  caller: Caller,
  input: CreateWebhookInput,
): Promise<{ webhook: WebhookView; secret: string }> {
  requireRight(caller, 'manage');
  let url: URL;
  try {
    url = await checkWebhookUrl(input.url, {
      allowHttp: deps.config.webhooksAllowHttp,
      resolve: deps.resolve,
    });
  } catch (error) {
    if (!(error instanceof WebhookUrlError)) throw error;
    throw badRequest(error.message, [{ field: 'url', message: error.message }]);
  }
  const events = [...new Set(input.events)] as DomainEventType[];
  if (events.length === 0) {
    throw badRequest(WEBHOOK_MSG.eventsRequired, [{ field: 'events', message: WEBHOOK_MSG.eventsRequired }]);
  }
  const uuid = randomUUID();
  const secret = newWebhookSecret();
  const row = await insertWebhook(deps.db, {
    uuid,
    accountUuid: caller.account.uuid,
    url: url.href,
    events,
    secretSealed: deps.secrets.seal(secret, sealContext(uuid)),
    createdBy: caller.user.uuid,
  });
  return { webhook: webhookView(row), secret };
}

export async function updateWebhook(
  deps: Pick<WebhookDeps, 'db'>,
  caller: Caller,
  uuid: string,
  input: { enabled: boolean },
): Promise<WebhookView> {
  requireRight(caller, 'manage');
  await ownWebhook(deps, caller, uuid);
  return webhookView(await setWebhookEnabled(deps.db, uuid, input.enabled));
}

export async function deleteWebhook(
  deps: Pick<WebhookDeps, 'db'>,
  caller: Caller,
  uuid: string,
): Promise<{ uuid: string }> {
  requireRight(caller, 'manage');
  await ownWebhook(deps, caller, uuid);
  await deleteWebhookRow(deps.db, uuid);
  return { uuid };
}

export async function listDeliveries(
  deps: Pick<WebhookDeps, 'db'>,
  caller: Caller,
  uuid: string,
  page: { limit: number; offset: number },
): Promise<{ items: DeliveryView[]; total: number }> {
  requireRight(caller, 'read');
  await ownWebhook(deps, caller, uuid);
  const result = await pageOfDeliveries(deps.db, uuid, page);
  return { items: result.items.map(deliveryView), total: result.total };
}

/**
 * `POST v1/webhook-deliveries/:uuid/replay`: the same body, pending again; the dispatcher's sweep sends a
 * new job within a second, which signs it anew. 409 while it is still pending, or its endpoint suspended.
 */
export async function replayWebhookDelivery(
  deps: Pick<WebhookDeps, 'db' | 'now'>,
  caller: Caller,
  uuid: string,
): Promise<DeliveryView> {
  requireRight(caller, 'manage');
  const delivery = await findDelivery(deps.db, uuid);
  if (!delivery || delivery.account_uuid !== caller.account.uuid)
    throw notFound(WEBHOOK_MSG.deliveryNotFound);
  const webhook = await ownWebhook(deps, caller, delivery.webhook_uuid);
  if (!webhook.enabled) throw new ApiError(409, WEBHOOK_MSG.replayDisabled);
  const replayed = await replayDelivery(deps.db, uuid, deps.now());
  if (!replayed) throw new ApiError(409, WEBHOOK_MSG.replayPending);
  return deliveryView(replayed);
}
