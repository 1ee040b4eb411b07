import { limits } from '@tabi/contracts';
import { FormField } from '../../../../ui/form-field.tsx';
import { Input } from '../../../../ui/input.tsx';

type SearchFieldProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  className?: string;
};

/** A list toolbar's search box, no longer than the server accepts (`limits.searchMaxLength`). */
export function SearchField({ id, label, value, onChange, placeholder, className }: SearchFieldProps) {
  return (
    <FormField id={id} label={label} className={className}>
      {(control) => (
        <Input
          {...control}
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          maxLength={limits.searchMaxLength}
          placeholder={placeholder}
        />
      )}
    </FormField>
  );
}
