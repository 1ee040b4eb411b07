import { Plus, X } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Button } from '../../../../ui/button.tsx';
import { FieldMessages } from '../../../../ui/form-field.tsx';
import { Input } from '../../../../ui/input.tsx';
import type { TourFormValues, TourListName } from '../lib/tour-form-values.ts';

type TourListFieldProps = {
  name: TourListName;
  legend: string;
  /** One line of the list, in a sentence: "highlight", "language". */
  item: string;
  max: number;
  placeholder?: string;
};

/** An editable list: one input per line, each removable, and a button to add a line. */
export function TourListField({ name, legend, item, max, placeholder }: TourListFieldProps) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<TourFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name });
  const listError = errors[name]?.message ?? errors[name]?.root?.message;
  const id = `tour-${name}`;

  return (
    <fieldset aria-describedby={listError ? `${id}-error` : undefined}>
      <legend className="mb-1.5 text-sm font-semibold text-ink-800">{legend}</legend>
      {fields.length > 0 && (
        <ol className="space-y-2">
          {fields.map((field, index) => {
            const lineError = errors[name]?.[index]?.value?.message;
            const lineId = `${id}-${index}`;
            return (
              <li key={field.id}>
                <div className="flex gap-2">
                  <Input
                    aria-label={`${legend}: ${item} ${index + 1}`}
                    placeholder={placeholder}
                    aria-invalid={lineError ? true : undefined}
                    aria-describedby={lineError ? `${lineId}-error` : undefined}
                    {...register(`${name}.${index}.value`)}
                  />
                  <Button
                    variant="ghost"
                    size="icon"
                    onClick={() => remove(index)}
                    aria-label={`Remove ${item} ${index + 1}`}
                  >
                    <X aria-hidden />
                  </Button>
                </div>
                <FieldMessages id={lineId} error={lineError} />
              </li>
            );
          })}
        </ol>
      )}
      <Button
        variant="outline"
        size="sm"
        className="mt-2"
        disabled={fields.length >= max}
        onClick={() => append({ value: '' })}
      >
        <Plus aria-hidden />
        Add {item}
      </Button>
      {fields.length >= max && <p className="mt-1.5 text-sm text-ink-600">At most {max}.</p>}
      <FieldMessages id={id} error={listError} />
    </fieldset>
  );
}
