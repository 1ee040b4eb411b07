import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { applyFieldErrors, errorMessage } from '../../../../api/field-errors.ts';
import { Alert } from '../../../../ui/alert.tsx';
import { Button } from '../../../../ui/button.tsx';
import { CharacterCount } from '../../../../ui/character-count.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../../ui/dialog.tsx';
import { FormField } from '../../../../ui/form-field.tsx';
import { currencySymbol } from '../../../../ui/format-price.ts';
import { Input, Textarea } from '../../../../ui/input.tsx';
import { type AmountLimits, amountProblem, amountText } from '../lib/money-amount.ts';

/** The field's own schema from contracts: what the server will check, checked here first. */
type NoteSchema = z.ZodType<string | null | undefined, string | null | undefined>;

/** An amount of money asked with the note (a part of a refund): at most `max`, `initial` at first. */
type AmountField = AmountLimits & { label: string; hint: string; initial: number };

type NoteDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** Shown above the field: what the action will do. */
  children?: ReactNode;
  fieldId: string;
  label: string;
  hint: string;
  schema: NoteSchema;
  /** The name of the field in the server's `fieldErrors` ('reason', 'note', 'adminNote'). */
  serverField: string;
  max: number;
  min?: number;
  initialValue?: string;
  submitLabel: string;
  pendingLabel: string;
  cancelLabel?: string;
  tone?: 'primary' | 'danger';
  /** An amount asked above the note; the server's `fieldErrors.amount` shows on it. */
  amount?: AmountField | undefined;
  /**
   * Sends the note (null when left empty) and the amount when one is asked (else null); a rejection is
   * shown in the dialog, which stays open.
   */
  onSubmit: (note: string | null, amount: number | null) => Promise<void>;
  fallbackError: string;
  /** Where the focus goes when the dialog closes (the control that opened it, which a menu hid). */
  onCloseAutoFocus?: (event: Event) => void;
};

/**
 * An action that takes a note or reason (cancel a booking, approve or deny a refund, handle a
 * consultation): a dialog with one text field, checked as the server checks it, and the server's
 * message if it still refuses. Mount it per action (a `key`), so every opening starts fresh.
 */
export function NoteDialog(props: NoteDialogProps) {
  const { open, onOpenChange, schema, initialValue = '', max, min = 0, amount } = props;
  const formSchema = useMemo(
    () =>
      z.object({
        text: schema,
        amount: z.string().superRefine((raw, ctx) => {
          const problem = amount ? amountProblem(raw, amount) : undefined;
          if (problem) ctx.addIssue({ code: 'custom', message: problem });
        }),
      }),
    [schema, amount],
  );
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(formSchema),
    defaultValues: { text: initialValue, amount: amount ? amountText(amount.initial, amount.currency) : '' },
    mode: 'onTouched',
  });
  const text = useWatch({ control, name: 'text' }) ?? '';

  const submit = handleSubmit(async ({ text: note, amount: typed }) => {
    setProblem(null);
    try {
      await props.onSubmit(note ?? null, amount ? Number(typed.trim()) : null);
      onOpenChange(false);
    } catch (error) {
      if (!applyFieldErrors(error, setError, ['text', 'amount'], { [props.serverField]: 'text' })) {
        setProblem(errorMessage(error, props.fallbackError));
      }
    }
  });

  return (
    <Dialog open={open} onOpenChange={(next) => (isSubmitting ? undefined : onOpenChange(next))}>
      <DialogContent className="max-w-md" showClose={!isSubmitting} onCloseAutoFocus={props.onCloseAutoFocus}>
        <DialogTitle>{props.title}</DialogTitle>
        <DialogDescription className="mt-1">{props.description}</DialogDescription>
        <form onSubmit={submit} noValidate className="mt-5 space-y-5">
          {props.children}
          {amount && (
            <FormField
              id={`${props.fieldId}-amount`}
              label={amount.label}
              hint={amount.hint}
              error={errors.amount?.message}
            >
              {(c) => (
                <div className="relative">
                  <span
                    className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-ink-600"
                    aria-hidden
                  >
                    {currencySymbol(amount.currency)}
                  </span>
                  <Input
                    {...c}
                    inputMode="decimal"
                    autoComplete="off"
                    className="pl-8"
                    {...register('amount')}
                  />
                </div>
              )}
            </FormField>
          )}
          <FormField
            id={props.fieldId}
            label={props.label}
            hint={props.hint}
            error={errors.text?.message}
            labelAside={<CharacterCount length={(text ?? '').length} max={max} min={min} />}
          >
            {(c) => <Textarea {...c} rows={4} {...register('text')} />}
          </FormField>
          {problem && <Alert tone="danger">{problem}</Alert>}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline" disabled={isSubmitting}>
                {props.cancelLabel ?? 'Cancel'}
              </Button>
            </DialogClose>
            <Button type="submit" variant={props.tone ?? 'primary'} loading={isSubmitting}>
              {isSubmitting ? props.pendingLabel : props.submitLabel}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
