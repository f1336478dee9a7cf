// Ids are short random strings: 16 characters of [0-9A-Za-z] from the system CSPRNG (~95 bits).
import { randomBytes } from 'node:crypto';
import { ID_PATTERN } from '@storefront/shared/contract';

export { ID_PATTERN };

export const ID_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
export const ID_LENGTH = 16;

export function newId(length = ID_LENGTH): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      // 248 = 4 * 62: dropping larger bytes keeps every character equally likely.
      if (byte < 248) out += ID_ALPHABET[byte % 62];
      if (out.length === length) break;
    }
  }
  return out;
}

export function isId(value: unknown): value is string {
  return typeof value === 'string' && ID_PATTERN.test(value);
}
