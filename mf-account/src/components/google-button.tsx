import { useEffect, useRef, useState } from 'react';
import { useSetAtom } from 'jotai';
import { chromeHiddenAtom, showAlert, signIn, TIMINGS, toStoredUser } from '@storefront/shared';
import { authWithGoogle } from '../api/auth-with-google';
import { getAuthConfig } from '../api/get-auth-config';
import { loadGoogleIdentity, type GoogleCredentialResponse } from '../lib/google-identity';
import { useNavigateLater } from '../lib/use-later';
import { GoogleIcon } from '@storefront/shared/ui/icons';
import styles from './google-button.module.css';

export const GOOGLE_NOT_CONFIGURED = 'Sign-in with Google is not configured';
export const GOOGLE_AUTHENTICATED = 'User authenticated successfully!';
export const GOOGLE_SIGNED_IN = 'User authentication Successfully!';
const GOOGLE_MAX_WIDTH = 400;

type State =
  | { kind: 'loading' }
  | { kind: 'unavailable'; reason: string }
  | { kind: 'google' };

/**
 * 'Sign In with Google' (and its sign-up twin): Google's own button when the API has a client id,
 * otherwise our button, which explains that Google sign-in is not configured.
 */
export function GoogleButton({ mode }: { mode: 'signin' | 'signup' }) {
  const label = mode === 'signin' ? 'Sign In with Google' : 'Sign Up with Google';
  const [state, setState] = useState<State>({ kind: 'loading' });
  const slot = useRef<HTMLDivElement>(null);
  const setChromeHidden = useSetAtom(chromeHiddenAtom);
  const navigateLater = useNavigateLater();

  useEffect(() => {
    let live = true;
    const onCredential = async ({ credential }: GoogleCredentialResponse) => {
      // The popup succeeded: say so at once, before the server's answer.
      showAlert(GOOGLE_AUTHENTICATED);
      const res = await authWithGoogle({ credential });
      if (!res.ok || !res.data.token || !res.data.user || res.data.error) {
        showAlert(res.ok ? res.data.msg : res.msg, true);
        return;
      }
      signIn(res.data.token, toStoredUser(res.data.user));
      setChromeHidden(false);
      showAlert(res.data.msg || GOOGLE_SIGNED_IN);
      navigateLater('/', TIMINGS.navigateAfterExternalSignInMs);
    };

    void (async () => {
      const config = await getAuthConfig();
      if (!live) return;
      if (!config.ok) return setState({ kind: 'unavailable', reason: config.msg });
      const clientId = config.data.googleClientId;
      if (!clientId) return setState({ kind: 'unavailable', reason: GOOGLE_NOT_CONFIGURED });
      try {
        const gis = await loadGoogleIdentity();
        if (!live || !slot.current) return;
        gis.initialize({ client_id: clientId, callback: (r) => void onCredential(r), ux_mode: 'popup', context: mode });
        const width = Math.min(GOOGLE_MAX_WIDTH, Math.max(200, Math.floor(slot.current.clientWidth || GOOGLE_MAX_WIDTH)));
        gis.renderButton(slot.current, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          text: mode === 'signin' ? 'signin_with' : 'signup_with',
          shape: 'rectangular',
          logo_alignment: 'center',
          width,
        });
        setState({ kind: 'google' });
      } catch (err) {
        if (live) setState({ kind: 'unavailable', reason: err instanceof Error ? err.message : String(err) });
      }
    })();
    return () => {
      live = false;
    };
  }, [mode, navigateLater, setChromeHidden]);

  return (
    <div className={styles.wrap}>
      <div ref={slot} className={styles.slot} hidden={state.kind !== 'google'} data-testid="google-slot" />
      {state.kind !== 'google' && (
        <button
          type="button"
          className={styles.button}
          disabled={state.kind === 'loading'}
          onClick={() => state.kind === 'unavailable' && showAlert(state.reason, true)}
        >
          <GoogleIcon />
          <span>{label}</span>
        </button>
      )}
    </div>
  );
}
