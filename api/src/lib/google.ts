// Google sign-in (decisions §3): the browser gets an ID token from Google Identity Services and
// the API verifies it here: signature against Google's published keys (the key-set URL is
// configurable so tests use a local one), issuer, audience (our client id) and expiry.
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';

export const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

export interface GoogleIdentity {
  sub: string;
  email: string;
  emailVerified: boolean;
  name: string;
  picture: string | null;
}

const keySets = new Map<string, JWTVerifyGetKey>();
function keySet(url: string): JWTVerifyGetKey {
  let set = keySets.get(url);
  if (!set) {
    set = createRemoteJWKSet(new URL(url), { timeoutDuration: 5000, cooldownDuration: 30_000 });
    keySets.set(url, set);
  }
  return set;
}

/** The identity in a valid Google ID token for our client; null for anything else. */
export async function verifyGoogleIdToken(
  idToken: string,
  google: { clientId: string; jwksUrl: string },
): Promise<GoogleIdentity | null> {
  try {
    const { payload } = await jwtVerify(idToken, keySet(google.jwksUrl), {
      issuer: GOOGLE_ISSUERS,
      audience: google.clientId,
      algorithms: ['RS256'],
      clockTolerance: 30,
    });
    const email = typeof payload.email === 'string' ? payload.email.trim().toLowerCase() : '';
    if (typeof payload.sub !== 'string' || !payload.sub || !email) return null;
    const verified = payload.email_verified === true || payload.email_verified === 'true';
    const name = typeof payload.name === 'string' && payload.name.trim() ? payload.name.trim() : email.split('@')[0];
    const picture = typeof payload.picture === 'string' && /^https:\/\//.test(payload.picture) ? payload.picture : null;
    return { sub: payload.sub, email, emailVerified: verified, name: name.slice(0, 100), picture };
  } catch {
    return null;
  }
}
