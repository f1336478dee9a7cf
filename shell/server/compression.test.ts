import { describe, expect, it } from 'vitest';
import { chooseEncoding } from './compression';
import { requestLine } from './request-log';

describe('chooseEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('gzip;q=0.5, br;q=0.1')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });
});

describe('requestLine', () => {
  it('reads as a sentence a person can scan', () => {
    expect(requestLine('GET', '/products/1', 200, 12.345, 'hit')).toBe('[shell] GET /products/1 200 12.3 ms (page cache: hit)');
    expect(requestLine('POST', '/cart/add', 303, 4, undefined)).toBe('[shell] POST /cart/add 303 4.0 ms');
  });
});
