import { blocksToText, type FaqGroup, type FaqItem, plainText } from '@tabi/site-content';
import { Search, X } from 'lucide-react';
import { useDisabledUntilLive } from '../../../ui/app-live.tsx';
import { Input } from '../../../ui/input.tsx';

/** Lower case, without accents or extra spaces: "Café  Menu" and "cafe menu" read alike. */
function normalize(text: string) {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** What the filter searches in one question: the question and every word of its answer, as shown. */
export function faqItemText(item: FaqItem) {
  return normalize(`${item.question} ${plainText(blocksToText(item.answer))}`);
}

/**
 * The groups and questions that contain every word of `query`, in their order; groups left empty are
 * dropped. A blank query keeps everything.
 */
export function filterFaq(groups: FaqGroup[], query: string): FaqGroup[] {
  const words = normalize(query).split(' ').filter(Boolean);
  if (!words.length) return groups;
  return groups
    .map((group) => ({
      ...group,
      items: group.items.filter((item) => {
        const text = faqItemText(item);
        return words.every((word) => text.includes(word));
      }),
    }))
    .filter((group) => group.items.length > 0);
}

type FaqFilterProps = {
  value: string;
  onChange: (value: string) => void;
  /** Questions shown now, and in all. */
  shown: number;
  total: number;
};

/**
 * The search box above the questions, with a count that screen readers hear as it changes. It filters as
 * one types, in the app: on the prerendered page it is disabled until the app is live (decision 22), so
 * nothing typed is left unfiltered.
 */
export function FaqFilter({ value, onChange, shown, total }: FaqFilterProps) {
  const filtering = value.trim() !== '';
  const untilLive = useDisabledUntilLive();
  return (
    <div className="max-w-xl">
      <label htmlFor="faq-filter" className="mb-1.5 block text-sm font-semibold text-ink-800">
        Search the questions
      </label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-ink-500"
          aria-hidden
        />
        <Input
          id="faq-filter"
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && filtering) onChange('');
          }}
          placeholder="Refund, children, Google, meeting point…"
          autoComplete="off"
          disabled={untilLive.disabled}
          aria-describedby={untilLive.describedBy('faq-filter-count')}
          className="pr-11 pl-10 [&::-webkit-search-cancel-button]:hidden"
        />
        {filtering && (
          <button
            type="button"
            onClick={() => onChange('')}
            className="absolute top-1/2 right-1 flex size-9 -translate-y-1/2 cursor-pointer items-center justify-center rounded-md text-ink-600 hover:bg-sand-100 hover:text-ink-900"
            aria-label="Clear the search"
          >
            <X className="size-4" aria-hidden />
          </button>
        )}
        {untilLive.reason}
      </div>
      <p id="faq-filter-count" role="status" className="mt-2 text-sm text-ink-600">
        {filtering ? `${shown} of ${total} questions match` : `${total} questions in all`}
      </p>
    </div>
  );
}
