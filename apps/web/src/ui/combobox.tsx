import { Check, X } from 'lucide-react';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { cn } from './cn.ts';
import type { FieldControlProps } from './form-field.tsx';
import { fieldClasses } from './input.tsx';

export type ComboboxOption = {
  value: string;
  label: string;
  /** A quieter second line (a tour's city). */
  detail?: string;
};

type ComboboxProps = FieldControlProps & {
  /** What is typed in the field: the search the options answer. */
  query: string;
  onQueryChange: (query: string) => void;
  /** The options matching `query`, loaded by the caller while the list is open. */
  options: readonly ComboboxOption[];
  /** The value the field stands for now: ticked in the list. */
  selected: string | undefined;
  onPick: (option: ComboboxOption) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The list's name for screen readers ("Tours"). */
  listLabel: string;
  /** While the options for `query` are on their way. */
  loading: boolean;
  /** Said in the list when nothing matches. */
  emptyText: string;
  placeholder?: string;
  /** A button at the end of the field that takes the choice away, while there is one. */
  clear?: { label: string; onClear: () => void } | undefined;
};

/**
 * A text field that searches and a list of matches below it (WAI-ARIA combobox with list autocomplete):
 * typing, Down or a click opens the list; Up and Down move through it with the first match ready, Enter
 * or a click picks, Escape closes. The focus stays in the field (the active option is
 * `aria-activedescendant`), and the Enter of a closed list still submits the form around it.
 */
export function Combobox({
  query,
  onQueryChange,
  options,
  selected,
  onPick,
  open,
  onOpenChange,
  listLabel,
  loading,
  emptyText,
  placeholder,
  clear,
  ...control
}: ComboboxProps) {
  const [active, setActive] = useState(0);
  const listId = `${control.id}-list`;
  const optionId = (option: ComboboxOption) => `${control.id}-option-${option.value}`;
  const shown = open && options.length > 0;
  const current = shown ? options[Math.min(active, options.length - 1)] : undefined;
  const activeId = current ? optionId(current) : undefined;

  // The active option stays in sight while the keys move through a long list.
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  // A list opens on its first match.
  const openList = () => {
    setActive(0);
    onOpenChange(true);
  };

  // Closed first: what the caller does on a pick (the field's new text) is the last word.
  const pick = (option: ComboboxOption) => {
    onOpenChange(false);
    onPick(option);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open) openList();
      else setActive((index) => Math.max(0, Math.min(index + 1, options.length - 1)));
    } else if (event.key === 'ArrowUp' && open) {
      event.preventDefault();
      setActive((index) => Math.max(index - 1, 0));
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      if (current) pick(current);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      onOpenChange(false);
    }
  };

  return (
    <div className="relative">
      <input
        {...control}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={activeId}
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        value={query}
        className={cn(fieldClasses, clear && 'pr-10')}
        onChange={(event) => {
          onQueryChange(event.target.value);
          openList();
        }}
        onClick={() => {
          if (!open) openList();
        }}
        onKeyDown={onKeyDown}
        onBlur={() => onOpenChange(false)}
      />
      {clear && (
        <button
          type="button"
          aria-label={clear.label}
          onClick={clear.onClear}
          className="absolute top-1/2 right-1.5 flex size-8 -translate-y-1/2 cursor-pointer items-center justify-center rounded-md text-ink-600 transition-colors duration-150 hover:bg-sand-100 hover:text-ink-900"
        >
          <X className="size-4" aria-hidden />
        </button>
      )}
      <div
        hidden={!open}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-72 overflow-y-auto rounded-xl border border-sand-200 bg-white p-1 shadow-raised"
      >
        {open && options.length === 0 && (
          <p role="status" className="px-3 py-2 text-sm text-ink-600">
            {loading ? 'Searching…' : emptyText}
          </p>
        )}
        <div id={listId} role="listbox" aria-label={listLabel} hidden={!shown}>
          {options.map((option) => (
            // The focus stays in the field (`aria-activedescendant`): its keys move through the options and pick.
            // biome-ignore lint/a11y/useFocusableInteractive: the field, not the option, holds the focus
            // biome-ignore lint/a11y/useKeyWithClickEvents: the field's own keys pick the active option
            <div
              key={option.value}
              id={optionId(option)}
              role="option"
              aria-selected={option === current}
              className="flex cursor-pointer items-start gap-2 rounded-lg px-3 py-2 text-sm aria-selected:bg-sand-100"
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => setActive(options.indexOf(option))}
              onClick={() => pick(option)}
            >
              <span className="min-w-0 flex-1">
                <span className="block font-medium text-ink-900">{option.label}</span>
                {/* A space between the lines, so the option's name reads "Title City", not "TitleCity". */}
                {option.detail && ' '}
                {option.detail && <span className="block text-xs text-ink-600">{option.detail}</span>}
              </span>
              {option.value === selected && <Check className="mt-0.5 size-4 text-primary-600" aria-hidden />}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
