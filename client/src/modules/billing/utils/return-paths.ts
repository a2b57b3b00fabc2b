/**
 * Where to come back after a payment step that leaves the page (the provider's or the sandbox's page):
 * kept in session storage (this tab only), read once.
 */
const AFTER_PAYMENT = 'fecana_billing_after_payment';
const AFTER_SETUP = 'fecana_billing_after_setup';

function store(key: string) {
  return {
    get(): string | null {
      try {
        const value = sessionStorage.getItem(key);
        // Only paths of the product, never another site.
        return value && value.startsWith('/') && !value.startsWith('//') ? value : null;
      } catch {
        return null;
      }
    },
    set(path: string) {
      try {
        sessionStorage.setItem(key, path);
      } catch {
        // Private browsing without storage: the user is simply not brought back.
      }
    },
    clear() {
      try {
        sessionStorage.removeItem(key);
      } catch {
        // Nothing stored.
      }
    },
  };
}

/** The analysis (or library) page a FEC was bought from: the confirmation links back to it. */
export const afterPayment = store(AFTER_PAYMENT);
/** The page that started adding a payment method (the cart): the user goes back there once it is saved. */
export const afterSetup = store(AFTER_SETUP);

/** Same-origin redirects only (the provider's page is returned by our own gateway, but never trust blindly). */
export function safeRedirect(url: string): string {
  try {
    const target = new URL(url, window.location.origin);
    if (target.protocol === 'https:' || target.protocol === 'http:') return target.toString();
  } catch {
    // Fall through.
  }
  return '/';
}
