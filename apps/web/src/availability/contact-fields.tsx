import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../ui/form-field.tsx';
import { Input } from '../ui/input.tsx';

type ContactField = 'name' | 'email' | 'phone';

type ContactFieldsProps = {
  /** Makes the inputs' ids unique on the page ("booking", "offer"). */
  idPrefix: string;
  /** Each input's registration in the caller's form. */
  fields: Record<ContactField, UseFormRegisterReturn>;
  errors: Partial<Record<ContactField, string | undefined>>;
};

/** The lead traveller's name, e-mail and phone, as the booking page and a waitlist offer ask for them. */
export function ContactFields({ idPrefix, fields, errors }: ContactFieldsProps) {
  return (
    <div className="mt-4 grid gap-5 sm:grid-cols-2">
      <FormField id={`${idPrefix}-name`} label="Full name" error={errors.name} className="sm:col-span-2">
        {(c) => <Input {...c} autoComplete="name" {...fields.name} />}
      </FormField>
      <FormField id={`${idPrefix}-email`} label="E-mail" error={errors.email}>
        {(c) => <Input {...c} type="email" autoComplete="email" inputMode="email" {...fields.email} />}
      </FormField>
      <FormField id={`${idPrefix}-phone`} label="Phone" error={errors.phone}>
        {(c) => (
          <Input
            {...c}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            placeholder="+81 90 1234 5678"
            {...fields.phone}
          />
        )}
      </FormField>
    </div>
  );
}
