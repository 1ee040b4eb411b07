import { type AuthResponse, twoFactorRequiredReason } from '@tabi/contracts';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../api/api-error.ts';
import { safeRedirect } from '../../../session/redirect.ts';
import { useSession } from '../../../session/session-context.ts';
import { toast } from '../../../ui/toast.ts';

export type Greeting = { title: string; description: string };

/** What the second-step page is handed (in history state: the challenge never goes into an address). */
export type SecondStepState = { challenge: string; to?: string };

/**
 * After a successful sign-in: store the session, greet with the spec's toast, and go back to the
 * page the visitor came from (`?redirect=`, same-site paths only), or to `to`, or home.
 */
export function useCompleteSignIn() {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');

  return useCallback(
    (answer: AuthResponse, greet: (name: string) => Greeting, to?: string) => {
      signIn(answer.token, answer.user);
      const { title, description } = greet(answer.user.name);
      toast.success(title, { description });
      void navigate(to ?? safeRedirect(redirect), { replace: true });
    },
    [signIn, navigate, redirect],
  );
}

/** The `?redirect=` to carry along when linking from one sign-in page to another. */
export function useRedirectQuery() {
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  return redirect ? `?${new URLSearchParams({ redirect })}` : '';
}

/**
 * When a sign-in answered that the account's second step is still to come (403 two-factor-required):
 * goes to the page that asks for the code, with the challenge and where to go after, keeping
 * `?redirect=`. Answers whether it did, so the page shows the error otherwise.
 */
export function useSecondStep() {
  const navigate = useNavigate();
  const redirectQuery = useRedirectQuery();
  return useCallback(
    (error: unknown, to?: string): boolean => {
      if (!isApiError(error) || error.details.reason !== twoFactorRequiredReason) return false;
      const { challenge } = error.details;
      if (typeof challenge !== 'string') return false;
      const state: SecondStepState = { challenge, ...(to ? { to } : {}) };
      void navigate(`/login/two-factor${redirectQuery}`, { state });
      return true;
    },
    [navigate, redirectQuery],
  );
}
