import type { MessageResponse } from '@tabi/contracts';
import { useMutation } from '@tanstack/react-query';
import { toast } from '../ui/toast.ts';
import { api } from './client.ts';
import { errorMessage } from './field-errors.ts';

/**
 * POST /api/auth/verify-email/resend: a new confirmation link, to the pending new address when a change
 * waits, else to the unconfirmed account address. 409 when there is nothing to confirm, 429 when asked
 * too often. The banner and the profile both offer it.
 */
export function resendConfirmation() {
  return api.post<MessageResponse>('/auth/verify-email/resend');
}

/** Sends the link again and says in a toast where it went, or why it did not. */
export function useResendConfirmation() {
  return useMutation({
    mutationFn: resendConfirmation,
    onSuccess: ({ message }) => toast.success('Link sent', { description: message }),
    onError: (error) =>
      toast.error('Link not sent', { description: errorMessage(error, 'Please try again in a moment.') }),
  });
}
