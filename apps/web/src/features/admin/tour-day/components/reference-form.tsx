import { limits } from '@tabi/contracts';
import { type FormEvent, useRef, useState } from 'react';
import { Button } from '../../../../ui/button.tsx';
import { FieldMessages, fieldDescribedBy } from '../../../../ui/form-field.tsx';
import { Input, Label } from '../../../../ui/input.tsx';

type ReferenceFormProps = {
  /** Checks the party in; resolves true when it was (the field is then emptied for the next one). */
  onSubmit: (reference: string) => Promise<boolean>;
  pending: boolean;
};

const id = 'check-in-reference';
const hint = 'As on the ticket or the booking e-mail, e.g. TB-7K3M9Q.';

/** "or type the reference": for a ticket that will not scan, or a traveller with only the e-mail. */
export function ReferenceForm({ onSubmit, pending }: ReferenceFormProps) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const input = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const reference = value.trim();
    if (!reference) {
      setError('Scan a ticket or type its reference');
      input.current?.focus();
      return;
    }
    setError(undefined);
    if (await onSubmit(reference)) setValue('');
    input.current?.focus();
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Check in by reference">
      <Label htmlFor={id}>or type the reference</Label>
      <div className="flex gap-2">
        <Input
          ref={input}
          id={id}
          name="reference"
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            if (error) setError(undefined);
          }}
          maxLength={limits.checkInCodeMax}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="TB-7K3M9Q"
          className="min-w-0 flex-1 font-mono"
          {...(error ? { 'aria-invalid': true } : {})}
          aria-describedby={fieldDescribedBy(id, error, hint)}
        />
        <Button type="submit" loading={pending}>
          Check in
        </Button>
      </div>
      <FieldMessages id={id} error={error} hint={hint} />
    </form>
  );
}
