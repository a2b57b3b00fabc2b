import { safeRedirect } from './return-paths';

/**
 * Leaving the single-page app for a payment step (the provider's page, or the sandbox's, which returns
 * to the product with a full page load). One object, so that tests can replace it.
 */
export const browser = {
  go(url: string) {
    window.location.assign(safeRedirect(url));
  },
};
