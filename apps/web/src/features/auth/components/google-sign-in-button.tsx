import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { loadGoogleIdentity } from '../lib/google-identity.ts';

type GoogleSignInButtonProps = {
  clientId: string;
  text: 'continue_with' | 'signup_with';
  /** Receives Google's ID token; the button shows progress until the returned promise settles. */
  onCredential: (credential: string) => Promise<void>;
};

/**
 * Google's own 'Continue with Google' button (Google Identity Services, ID-token flow). A click opens
 * Google's popup with the account chooser; automatic selection is off, so the chooser shows each time.
 */
export function GoogleSignInButton({ clientId, text, onCredential }: GoogleSignInButtonProps) {
  const frame = useRef<HTMLDivElement>(null);
  const target = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const handler = useRef(onCredential);
  handler.current = onCredential;
  // The sign-in is the caller's (it says what went wrong); this only shows it is on its way.
  const { mutate: signIn, isPending: busy } = useMutation({
    mutationFn: (credential: string) => handler.current(credential),
  });

  useEffect(() => {
    let active = true;
    setStatus('loading');
    loadGoogleIdentity()
      .then((google) => {
        if (!active || !target.current || !frame.current) return;
        google.accounts.id.initialize({
          client_id: clientId,
          auto_select: false,
          cancel_on_tap_outside: true,
          ux_mode: 'popup',
          context: text === 'signup_with' ? 'signup' : 'signin',
          callback: ({ credential }) => signIn(credential),
        });
        // Google draws a button of a fixed pixel width between 200 and 400.
        const width = Math.round(frame.current.getBoundingClientRect().width);
        google.accounts.id.renderButton(target.current, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          text,
          shape: 'rectangular',
          logo_alignment: 'center',
          width: Math.min(400, Math.max(200, width)),
        });
        setStatus('ready');
      })
      .catch((error: unknown) => {
        console.warn(error);
        if (active) setStatus('failed');
      });
    return () => {
      active = false;
    };
  }, [clientId, text, signIn]);

  if (status === 'failed') {
    return (
      <p className="rounded-lg bg-sand-100 px-3 py-2.5 text-center text-sm text-ink-600">
        Google sign-in is unavailable right now. Please use your e-mail and password.
      </p>
    );
  }

  return (
    <div ref={frame} className="relative flex min-h-11 w-full items-center justify-center">
      <div ref={target} className="flex justify-center" />
      {status === 'loading' && <Skeleton className="absolute inset-0 h-11 w-full" />}
      {busy && (
        <div
          role="status"
          className="absolute inset-0 flex items-center justify-center gap-2 rounded-lg bg-white/90 text-sm font-semibold text-ink-700"
        >
          <Spinner className="size-4" />
          Signing in with Google...
        </div>
      )}
    </div>
  );
}
