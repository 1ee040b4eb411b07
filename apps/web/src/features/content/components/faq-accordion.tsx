import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '../../../ui/accordion.tsx';
import type { FaqItem } from '../data/faq.tsx';
import { Prose } from './content-page.tsx';

type FaqAccordionProps = {
  items: FaqItem[];
  /** The ids of the open questions, on the whole page (several may be open at once). */
  open: string[];
  onOpenChange: (open: string[]) => void;
};

/** One topic's questions: each opens in place; `/faq#<id>` points at one of them. */
export function FaqAccordion({ items, open, onOpenChange }: FaqAccordionProps) {
  return (
    <Accordion type="multiple" value={open} onValueChange={onOpenChange}>
      {items.map((item) => (
        <AccordionItem key={item.id} id={item.id} value={item.id}>
          <AccordionTrigger>{item.question}</AccordionTrigger>
          <AccordionContent>
            <Prose>{item.answer}</Prose>
          </AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
