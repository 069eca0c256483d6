/**
 * Leaving for the provider's hosted checkout. Behind an object so tests can watch it (a real navigation
 * would unload the test page), and limited to web addresses so a bad answer cannot run script.
 */
export const checkout = {
  open(url: string): void {
    window.location.assign(url);
  },
};

export function isWebAddress(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}
