import type { PaymentMethodType, ProviderKind } from './tables';

/**
 * The payment port. Two adapters: the embedded sandbox (default: `npm start` offline, state in the
 * database) and Stripe (`STRIPE_SECRET_KEY`). The service never sees a card number or an IBAN: only
 * provider references and what may be shown (brand, last 4 digits, expiry).
 */
export interface PaymentGateway {
  readonly kind: ProviderKind;
  /** The provider's customer for an account (created once, kept in `payment_customers`). */
  createCustomer(input: { accountUuid: string; name: string; email: string | null }): Promise<string>;
  /** Starts collecting a card or SEPA mandate on the provider's page. */
  startSetup(input: {
    customerRef: string;
    accountUuid: string;
    setupUuid: string;
    type: PaymentMethodType;
    /** Where the provider's page sends the user back (a path of the client). */
    returnPath: string;
  }): Promise<{ ref: string; redirectUrl: string }>;
  /** The outcome of a setup once the user is back. */
  completeSetup(ref: string): Promise<SetupResult>;
  /** Charges a saved method off-session; the user is present, so authentication can follow. */
  charge(input: ChargeInput): Promise<PaymentState>;
  /** Re-reads a payment (pending SEPA debit, authentication done). */
  retrieve(ref: string): Promise<PaymentState>;
  /**
   * Cancels a payment still waiting for the customer's authentication; answers its state (`failed` once
   * cancelled, or what it became if it ended meanwhile).
   */
  cancel(ref: string): Promise<PaymentState>;
  /** Refunds a payment in full; idempotent per order. */
  refund(ref: string, orderUuid: string): Promise<string>;
  /** Forgets a saved method at the provider. */
  detach(methodRef: string): Promise<void>;
  /** Checks a webhook's `Stripe-Signature` and returns the event; throws `WebhookSignatureError`. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent;
  /** The sandbox's local pages (absent with Stripe). */
  readonly sandbox?: SandboxSteps;
}

export interface SavedMethod {
  ref: string;
  type: PaymentMethodType;
  brand: string | null;
  last4: string | null;
  expMonth: number | null;
  expYear: number | null;
}

export type SetupResult =
  | { status: 'succeeded'; method: SavedMethod }
  | { status: 'pending' }
  | { status: 'failed'; message: string | null };

export interface ChargeInput {
  customerRef: string;
  methodRef: string;
  type: PaymentMethodType;
  accountUuid: string;
  amountCents: number;
  orderUuid: string;
  description: string;
  returnPath: string;
}

export type PaymentStatus = 'succeeded' | 'processing' | 'requires_action' | 'failed' | 'refunded';

export interface PaymentState {
  ref: string;
  status: PaymentStatus;
  /** Authentication page (requires_action). */
  redirectUrl: string | null;
  /** The provider's reason for a refusal (logged; the user sees the product's French message). */
  reason: string | null;
}

export interface ProviderEvent {
  id: string;
  type: string;
  /** The payment the event is about, if any (payment_intent.*, charge.*). */
  paymentRef: string | null;
}

export class WebhookSignatureError extends Error {
  constructor(message = 'invalid webhook signature') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/** A sandbox step as its local page shows it. */
export interface SandboxStep {
  ref: string;
  kind: 'setup' | 'authentication';
  payment_method_type: PaymentMethodType;
  amount_cents: number | null;
  test_instruments: string[];
}

export interface SandboxSetupInput {
  card_number?: string | null;
  exp_month?: number | null;
  exp_year?: number | null;
  cvc?: string | null;
  iban?: string | null;
  holder: string;
}

export interface SandboxSteps {
  /** The step if it is pending and belongs to the account, else null. */
  step(ref: string, accountUuid: string): Promise<SandboxStep | null>;
  submitSetup(
    ref: string,
    accountUuid: string,
    input: SandboxSetupInput,
  ): Promise<{ returnUrl: string } | null>;
  authenticate(ref: string, accountUuid: string, approve: boolean): Promise<{ returnUrl: string } | null>;
}

/** "Visa •••• 4242", "Prélèvement FR76 •••• 0189". */
export function methodName(m: {
  type: PaymentMethodType;
  brand: string | null;
  last4: string | null;
}): string {
  if (m.type === 'sepa_debit') return `Prélèvement ${m.brand ? `${m.brand} ` : ''}•••• ${m.last4 ?? '????'}`;
  const brand = m.brand ? m.brand.charAt(0).toUpperCase() + m.brand.slice(1) : 'Carte';
  return `${brand} •••• ${m.last4 ?? '????'}`;
}
