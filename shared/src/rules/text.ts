// Text cuts of spec §9: where a name is shortened and to how many characters.

export const TEXT_CUTS = {
  cardName: 20,
  checkoutTitle: 20,
  cartTitle: 30,
  searchSuggestion: 50,
  locationLabel: 10,
} as const;

/** Cuts text to `max` characters and adds the ellipsis only when something was cut. */
export function cut(text: string, max: number, ellipsis = '…'): string {
  if (!text) return '';
  // A cut that ends on a space would leave the ellipsis on a line of its own: trim first.
  return text.length > max ? text.slice(0, max).trimEnd() + ellipsis : text;
}

export const cutCardName = (name: string) => cut(name, TEXT_CUTS.cardName);
export const cutCheckoutTitle = (name: string) => cut(name, TEXT_CUTS.checkoutTitle);
export const cutCartTitle = (name: string) => cut(name, TEXT_CUTS.cartTitle);
export const cutSuggestion = (name: string) => cut(name, TEXT_CUTS.searchSuggestion);
export const cutLocationLabel = (label: string) => cut(label, TEXT_CUTS.locationLabel, '...');

/** E-mail addresses are kept and compared trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** What the checkout says of an e-mail address a message could not reach. */
export const EMAIL_ADDRESS_INVALID = 'Please enter a valid Email Address';

/**
 * An address mail can be sent to, as people write it: something, one @, a domain with a dot, no
 * spaces ('asha@example.in'; not 'asha', 'asha@', 'asha@example' or 'a sha@example.in').
 */
export function isValidEmailAddress(text: string): boolean {
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(text.trim());
}
