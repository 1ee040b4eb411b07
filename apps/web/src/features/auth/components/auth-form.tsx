import type { FormEventHandler, ReactNode } from 'react';
import { Alert } from '../../../ui/alert.tsx';

type AuthFormProps = {
  /** What the server refused that belongs to no field (`useAuthForm`'s problem). */
  problem: string | null;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
};

/** A sign-in page's form: the refusal above it, then its fields, checked by the page rather than the browser. */
export function AuthForm({ problem, onSubmit, children }: AuthFormProps) {
  return (
    <>
      {problem && (
        <Alert tone="danger" className="mb-5">
          {problem}
        </Alert>
      )}
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {children}
      </form>
    </>
  );
}
