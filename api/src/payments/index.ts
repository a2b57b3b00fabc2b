import type { ApiConfig } from '../config/config';
import type { SecretBox } from '../crypto/secret-box';
import type { ApiDb } from '../db/database';
import type { PaymentGateway } from './payment-gateway';
import { sandboxGateway } from './sandbox-gateway';
import { stripeGateway } from './stripe-gateway';

export type { PaymentGateway } from './payment-gateway';

/** The sandbox's webhook secret once shipped as a default (issue 34): public, so never accepted again. */
export const RETIRED_SANDBOX_WEBHOOK_SECRETS = ['whsec_sandbox_fec_analyse'];

/**
 * The sandbox's webhook secret: `PAYMENT_SANDBOX_WEBHOOK_SECRET` when set, else derived from the
 * installation's secret key (`API_SECRET_KEY` or the key generated once in `data/secret.key`): one per
 * installation, the same on every process that shares the key, never in the repository.
 */
export function sandboxWebhookSecret(configured: string | undefined, secrets: SecretBox): string {
  if (configured !== undefined) {
    if (RETIRED_SANDBOX_WEBHOOK_SECRETS.includes(configured)) {
      throw new Error(
        'PAYMENT_SANDBOX_WEBHOOK_SECRET vaut l’ancien secret public du dépôt : retirez-le (un secret propre à l’installation est alors dérivé) ou choisissez-en un autre.',
      );
    }
    return configured;
  }
  return `whsec_${secrets.derivedKey('payment sandbox webhook').toString('base64url')}`;
}

/** Stripe when `STRIPE_SECRET_KEY` is set (its webhook secret is then required), else the embedded sandbox. */
export function paymentGatewayFromConfig(
  config: Pick<ApiConfig, 'payments' | 'appUrl'>,
  db: ApiDb,
  secrets: SecretBox,
  now: () => Date = () => new Date(),
): PaymentGateway {
  const p = config.payments;
  if (p.stripeSecretKey) {
    if (!p.stripeWebhookSecret) throw new Error('STRIPE_SECRET_KEY needs STRIPE_WEBHOOK_SECRET.');
    return stripeGateway({
      secretKey: p.stripeSecretKey,
      webhookSecret: p.stripeWebhookSecret,
      apiUrl: p.stripeApiUrl,
      appUrl: config.appUrl,
    });
  }
  return sandboxGateway(db, {
    sepaDelayMs: p.sandboxSepaDelayMs,
    webhookSecret: sandboxWebhookSecret(p.sandboxWebhookSecret, secrets),
    now,
  });
}
