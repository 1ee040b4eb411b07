import type { AuthResponse } from '@tabi/contracts';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { safeRedirect } from '../../../session/redirect.ts';
import { useSession } from '../../../session/session-context.ts';
import { toast } from '../../../ui/toast.ts';

type Greeting = { title: string; description: string };

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
