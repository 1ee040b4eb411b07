import { errorMessage } from '../../../api/field-errors.ts';
import { usePublicConfig } from '../../../api/public-config.ts';
import { toast } from '../../../ui/toast.ts';
import { googleSignIn } from '../api/google-sign-in.ts';
import { useCompleteSignIn, useSecondStep } from '../lib/use-complete-sign-in.ts';
import { GoogleSignInButton } from './google-sign-in-button.tsx';

/** 'or' and Google's button, shown only when the server has a Google client id (GET /api/config). */
export function GoogleSignIn({ text = 'continue_with' }: { text?: 'continue_with' | 'signup_with' }) {
  const { data: config } = usePublicConfig();
  const complete = useCompleteSignIn();
  const secondStep = useSecondStep();
  const clientId = config?.googleClientId;
  if (!clientId) return null;

  const onCredential = async (credential: string) => {
    try {
      const answer = await googleSignIn({ credential });
      complete(answer, (name) => ({ title: 'Welcome!', description: `Welcome, ${name || 'Google User'}` }));
    } catch (error) {
      if (secondStep(error)) return;
      toast.error('Login Failed', { description: errorMessage(error, 'Failed to sign in with Google') });
    }
  };

  return (
    <div className="mt-6">
      <div className="mb-6 flex items-center gap-3 text-sm text-ink-600" aria-hidden>
        <span className="h-px flex-1 bg-sand-200" />
        or
        <span className="h-px flex-1 bg-sand-200" />
      </div>
      <GoogleSignInButton clientId={clientId} text={text} onCredential={onCredential} />
    </div>
  );
}
