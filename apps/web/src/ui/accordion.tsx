import { ChevronDown } from 'lucide-react';
import { Accordion as AccordionPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from './cn.ts';

/**
 * Questions that open in place. Each trigger is a button with `aria-expanded` inside a heading (h3 by
 * default, so it sits under a section's h2); Enter and Space toggle it, the arrow keys, Home and End move
 * between the triggers of one accordion.
 */
export function Accordion({ className, ...props }: ComponentProps<typeof AccordionPrimitive.Root>) {
  return (
    <AccordionPrimitive.Root
      className={cn('divide-y divide-sand-200 rounded-2xl border border-sand-200 bg-white', className)}
      {...props}
    />
  );
}

export function AccordionItem({ className, ...props }: ComponentProps<typeof AccordionPrimitive.Item>) {
  return <AccordionPrimitive.Item className={cn('scroll-mt-24', className)} {...props} />;
}

export function AccordionTrigger({
  className,
  children,
  ...props
}: ComponentProps<typeof AccordionPrimitive.Trigger>) {
  return (
    <AccordionPrimitive.Header className="text-base">
      <AccordionPrimitive.Trigger
        className={cn(
          'group flex w-full cursor-pointer items-start justify-between gap-4 rounded-2xl px-4 py-4 text-left font-semibold text-ink-900 transition-colors duration-150 hover:text-primary-700 sm:px-5',
          className,
        )}
        {...props}
      >
        <span className="min-w-0">{children}</span>
        <ChevronDown
          className="mt-0.5 size-5 shrink-0 text-ink-600 transition-transform duration-200 group-data-[state=open]:rotate-180"
          aria-hidden
        />
      </AccordionPrimitive.Trigger>
    </AccordionPrimitive.Header>
  );
}

export function AccordionContent({
  className,
  children,
  ...props
}: ComponentProps<typeof AccordionPrimitive.Content>) {
  return (
    <AccordionPrimitive.Content className="data-[state=open]:animate-fade-in" {...props}>
      <div className={cn('px-4 pb-5 sm:px-5', className)}>{children}</div>
    </AccordionPrimitive.Content>
  );
}
