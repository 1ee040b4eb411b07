import { faqGroups, faqPage } from '@tabi/site-content';
import { MessageCircleQuestion } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ContentPage, ContentSection, Prose } from '../components/content-page.tsx';
import { FaqAccordion } from '../components/faq-accordion.tsx';
import { FaqFilter, filterFaq } from '../components/faq-filter.tsx';
import { useContentPaymentMode } from '../payment-mode.ts';

// The same questions in either payment mode.
const questionIds = new Set(
  faqGroups['at-meeting-point'].flatMap((group) => group.items.map((item) => item.id)),
);
const questionCount = questionIds.size;

export function FaqPage() {
  const mode = useContentPaymentMode();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<string[]>([]);
  const groups = useMemo(() => filterFaq(faqGroups[mode], query), [mode, query]);
  const shown = groups.reduce((sum, group) => sum + group.items.length, 0);
  const filtering = query.trim() !== '';

  // A link to /faq#<question> opens that question and brings it into view.
  const { hash } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!questionIds.has(id)) return;
    setQuery('');
    setOpen((current) => (current.includes(id) ? current : [...current, id]));
    document.getElementById(id)?.scrollIntoView?.({ block: 'start' });
  }, [hash]);

  return (
    <ContentPage
      eyebrow="Support"
      title={faqPage[mode].title}
      description={faqPage[mode].description}
      lead={
        <p>
          Answers to what travellers ask us most, from booking and paying to the morning of your tour. Cannot
          find yours?{' '}
          <Link to="/contact" className="font-semibold text-primary-700 underline hover:text-primary-800">
            Ask us directly
          </Link>
          .
        </p>
      }
    >
      <div className="space-y-6">
        <FaqFilter value={query} onChange={setQuery} shown={shown} total={questionCount} />
        {!filtering && (
          <nav aria-label="Topics">
            <ul className="flex flex-wrap gap-2">
              {faqGroups[mode].map((group) => (
                <li key={group.id}>
                  <a
                    href={`#${group.id}`}
                    className="inline-flex h-9 items-center rounded-full border border-sand-300 bg-white px-3.5 text-sm font-semibold text-ink-800 transition-colors duration-150 hover:border-primary-300 hover:text-primary-700"
                  >
                    {group.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>

      {groups.length > 0 ? (
        groups.map((group) => (
          <ContentSection key={group.id} id={group.id} title={group.title}>
            <FaqAccordion items={group.items} open={open} onOpenChange={setOpen} />
          </ContentSection>
        ))
      ) : (
        <EmptyState
          icon={<MessageCircleQuestion />}
          title="No questions match"
          description={`Nothing here mentions “${query.trim()}”. Try another word, or ask us: a person in Kyoto will answer.`}
          action={
            <>
              <Button variant="outline" onClick={() => setQuery('')}>
                Show all questions
              </Button>
              <Button asChild>
                <Link to="/contact">Contact us</Link>
              </Button>
            </>
          }
        />
      )}

      <ContentSection id="still-need-help" title="Still need help?">
        <Prose>
          <p>
            Our <Link to="/help">help guides</Link> show step by step how to book, cancel, ask for a refund
            and manage your account. For anything else, <Link to="/contact">contact us</Link>, or press{' '}
            <strong>Need Help?</strong> to ask the travel assistant.
          </p>
        </Prose>
      </ContentSection>
    </ContentPage>
  );
}
