import { limits } from '@tabi/contracts';
import { useFormContext, useWatch } from 'react-hook-form';
import { useCategories } from '../../../../api/list-categories.ts';
import { CharacterCount } from '../../../../ui/character-count.tsx';
import { FormField } from '../../../../ui/form-field.tsx';
import { currencySymbol } from '../../../../ui/format-price.ts';
import { Input, Textarea } from '../../../../ui/input.tsx';
import type { NewTourPlaceholders, TourFormValues } from '../lib/tour-form-values.ts';
import { TourFormSection } from './tour-form-section.tsx';

type TourBasicsFieldsProps = {
  currency: string;
  /** A new tour's defaults, which its empty fields show and send. */
  placeholders?: NewTourPlaceholders | undefined;
};

/** Title, category (existing ones offered), description with its count, and the price. */
export function TourBasicsFields({ currency, placeholders }: TourBasicsFieldsProps) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<TourFormValues>();
  const description = useWatch({ control, name: 'description' }) ?? '';
  const categories = useCategories().data ?? [];

  return (
    <TourFormSection
      id="tour-basics"
      title="Basics"
      description="What travellers see first on the tour card and page."
    >
      <FormField id="tour-title" label="Title" error={errors.title?.message}>
        {(c) => <Input {...c} autoComplete="off" placeholder={placeholders?.title} {...register('title')} />}
      </FormField>
      <FormField
        id="tour-category"
        label="Category"
        error={errors.category?.message}
        hint={`Choose one in use or type a new one (${limits.categoryMinLength}–${limits.categoryMaxLength} characters).`}
      >
        {(c) => (
          <Input
            {...c}
            list="tour-category-options"
            autoComplete="off"
            placeholder={placeholders?.category}
            {...register('category')}
          />
        )}
      </FormField>
      <datalist id="tour-category-options">
        {categories.map((category) => (
          <option key={category.name} value={category.name} />
        ))}
      </datalist>
      <FormField
        id="tour-description"
        label="Description"
        error={errors.description?.message}
        hint={`At least ${limits.descriptionMinLength} characters. It is saved exactly as written.`}
        labelAside={
          <CharacterCount
            length={description.trim().length}
            min={limits.descriptionMinLength}
            max={limits.descriptionMaxLength}
          />
        }
      >
        {(c) => <Textarea {...c} rows={7} {...register('description')} />}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-[minmax(0,1fr)_8rem]">
        <FormField
          id="tour-price"
          label="Price per adult"
          error={errors.priceNumber?.message}
          hint="Children pay a share of it (below)."
        >
          {(c) => (
            <div className="relative">
              <span
                aria-hidden
                className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-ink-600"
              >
                {currencySymbol(currency)}
              </span>
              <Input
                {...c}
                type="number"
                inputMode="decimal"
                min={0}
                max={limits.priceMax}
                step="0.01"
                className="pl-8"
                placeholder={placeholders?.priceNumber}
                {...register('priceNumber')}
              />
            </div>
          )}
        </FormField>
        <FormField id="tour-currency" label="Currency" hint="Set for the whole site.">
          {(c) => <Input {...c} value={currency} readOnly className="bg-sand-50 text-ink-700" />}
        </FormField>
      </div>
    </TourFormSection>
  );
}
