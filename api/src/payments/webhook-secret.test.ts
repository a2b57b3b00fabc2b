import { randomBytes } from 'node:crypto';
import { apiConfigFromEnv } from '../config/config';
import { secretBox } from '../crypto/secret-box';
import type { ApiDb } from '../db/database';
import { RETIRED_SANDBOX_WEBHOOK_SECRETS, paymentGatewayFromConfig, sandboxWebhookSecret } from '.';
import { WebhookSignatureError } from './payment-gateway';
import { signedEvent } from './testing';

/** Issue 34, item 12: the sandbox's webhook secret is generated per installation, never the public default. */
describe('sandbox webhook secret', () => {
  const event = (secret: string) =>
    signedEvent(secret, {
      id: 'evt_1',
      type: 'payment_intent.succeeded',
      object: { object: 'payment_intent' },
    });

  it('differs between two installations and stays the same across restarts of one', () => {
    const keyA = randomBytes(32);
    const a = sandboxWebhookSecret(undefined, secretBox(keyA));
    const b = sandboxWebhookSecret(undefined, secretBox(randomBytes(32)));
    expect(a).toMatch(/^whsec_[\w-]{40,}$/);
    expect(a).not.toBe(b);
    expect(sandboxWebhookSecret(undefined, secretBox(Buffer.from(keyA)))).toBe(a);
    expect(RETIRED_SANDBOX_WEBHOOK_SECRETS).not.toContain(a);
  });

  it('is not configured by default; the environment may set another, never the old public one', () => {
    expect(apiConfigFromEnv({}).payments.sandboxWebhookSecret).toBeUndefined();
    const box = secretBox(randomBytes(32));
    const chosen = apiConfigFromEnv({ PAYMENT_SANDBOX_WEBHOOK_SECRET: 'whsec_mine_0123456789' });
    expect(sandboxWebhookSecret(chosen.payments.sandboxWebhookSecret, box)).toBe('whsec_mine_0123456789');
    const old = apiConfigFromEnv({ PAYMENT_SANDBOX_WEBHOOK_SECRET: 'whsec_sandbox_fec_analyse' });
    expect(() => paymentGatewayFromConfig(old, {} as ApiDb, box)).toThrow(/ancien secret public/);
  });

  it('the sandbox accepts events signed with its own secret and refuses the old default', () => {
    const box = secretBox(randomBytes(32));
    const gateway = paymentGatewayFromConfig(apiConfigFromEnv({}), {} as ApiDb, box);
    const own = event(sandboxWebhookSecret(undefined, box));
    expect(gateway.parseWebhook(Buffer.from(own.payload), own.header).id).toBe('evt_1');
    const forged = event('whsec_sandbox_fec_analyse');
    expect(() => gateway.parseWebhook(Buffer.from(forged.payload), forged.header)).toThrow(
      WebhookSignatureError,
    );
  });
});
