// Access tokens: HS256 JWTs with the user id as `sub`, an expiry, the account's session version
// (`sv`) and an id of their own (`jti`: a sign-out ends that one token), signed with JWT_SECRET. A
// token without an expiry is refused.
import { SignJWT, jwtVerify } from 'jose';
import { newId } from './ids';

const ALG = 'HS256';
const ISSUER = 'storefront-api';

const keys = new Map<string, Uint8Array>();
function keyOf(secret: string): Uint8Array {
  let key = keys.get(secret);
  if (!key) {
    key = new TextEncoder().encode(secret);
    keys.set(secret, key);
  }
  return key;
}

export async function signAccessToken(userId: string, secret: string, ttlSeconds: number, sessionVersion = 0): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ sv: sessionVersion })
    .setProtectedHeader({ alg: ALG })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setIssuedAt(now)
    .setExpirationTime(now + ttlSeconds)
    .setJti(newId())
    .sign(keyOf(secret));
}

export interface TokenClaims {
  userId: string;
  sessionVersion: number;
  /** The token's own id (null: a token signed before tokens had one; it still expires as usual). */
  tokenId: string | null;
  expiresAt: Date;
}

/** The claims of a valid, unexpired token; null for anything else. */
export async function verifyAccessToken(token: string, secret: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: [ALG], issuer: ISSUER, requiredClaims: ['exp', 'iat', 'sub'] });
    // Tokens signed before versions existed count as version 0 (they still expire as usual).
    const sv = payload.sv === undefined ? 0 : payload.sv;
    if (typeof payload.sub !== 'string' || payload.sub === '' || typeof sv !== 'number' || !Number.isInteger(sv)) return null;
    const tokenId = typeof payload.jti === 'string' && payload.jti !== '' ? payload.jti : null;
    return { userId: payload.sub, sessionVersion: sv, tokenId, expiresAt: new Date((payload.exp ?? 0) * 1000) };
  } catch {
    return null;
  }
}
