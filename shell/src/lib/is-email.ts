/** A practical e-mail check for forms (name@domain.tld); the server remains the real judge. */
export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(value.trim());
}
