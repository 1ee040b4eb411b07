import type { FaqItem } from '@tabi/site-content';
import { Accordion } from '../../../ui/accordion.tsx';
import { Prose } from './content-page.tsx';
import { RichBlocks } from './policy-rich-text.tsx';

type FaqAccordionProps = {
  items: FaqItem[];
  /** The ids of the open questions, on the whole page (several may be open at once). */
  open: string[];
  onOpenChange: (open: string[]) => void;
};

/** One topic's questions: each opens in place; `/faq#<id>` points at one of them. */
export function FaqAccordion({ items, open, onOpenChange }: FaqAccordionProps) {
  return (
    <Accordion
      items={items.map((item) => ({
        id: item.id,
        heading: item.question,
        content: (
          <Prose>
            <RichBlocks blocks={item.answer} />
          </Prose>
        ),
      }))}
      open={open}
      onOpenChange={onOpenChange}
    />
  );
}
