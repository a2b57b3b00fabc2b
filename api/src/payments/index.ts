import type { ApiConfig } from '../config/config';
import type { ApiDb } from '../db/database';
import type { PaymentGateway } from './payment-gateway';
import { sandboxGateway } from './sandbox-gateway';
import { stripeGateway } from './stripe-gateway';

export type { PaymentGateway } from './payment-gateway';

/** Stripe when `STRIPE_SECRET_KEY` is set (its webhook secret is then required), else the embedded sandbox. */
export function paymentGatewayFromConfig(
  config: Pick<ApiConfig, 'payments' | 'appUrl'>,
  db: ApiDb,
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
    webhookSecret: p.sandboxWebhookSecret,
    now,
  });
}
