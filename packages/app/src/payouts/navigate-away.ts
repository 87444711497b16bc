/**
 * Leaves the app for an address of the payment provider (its onboarding page, its dashboard). An object so that unit
 * tests can watch where the page would go.
 */
export const away = {
  go(url: string): void {
    window.location.assign(url);
  },
};
