import type { ApiData } from '../../upstream/api-client';

/** An endpoint as the API answers it (`GET v1/webhooks/{uuid}`): the parent of the schema's `Webhook`. */
export type WebhookDto = ApiData<'/v1/webhooks/{uuid}', 'get'>;

/** A delivery as the API answers it (`POST v1/webhook-deliveries/{uuid}/replay`, the deliveries list). */
export type WebhookDeliveryDto = ApiData<'/v1/webhook-deliveries/{uuid}/replay', 'post'>;
