import { type PolicyContent, type PolicySection, policySummary } from '@tabi/site-content';
import { Card } from '../../../ui/card.tsx';
import { ContentPage, ContentSection, Prose } from './content-page.tsx';
import { RichBlocks } from './policy-rich-text.tsx';

const lastUpdatedFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2026-11-20' -> '20 November 2026'. */
export function formatLastUpdated(date: string) {
  const day = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(day.getTime()) ? date : lastUpdatedFormat.format(day);
}

/**
 * A policy page: the title and its date, the short version, a table of contents, then each section
 * (h2) with its paragraphs, lists and sub-headings (h3).
 */
export function PolicyDocument({ content }: { content: PolicyContent }) {
  return (
    <ContentPage
      eyebrow="Policies"
      title={content.title}
      description={content.description}
      lead={
        <>
          <p>{content.description}</p>
          <p className="mt-3 text-sm text-ink-600">
            Last updated <time dateTime={content.lastUpdated}>{formatLastUpdated(content.lastUpdated)}</time>
          </p>
        </>
      }
    >
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_16rem] lg:items-start">
        <ContentSection id={policySummary.id} title={policySummary.title}>
          <Card className="p-5 sm:p-6">
            <Prose>
              <RichBlocks blocks={[{ list: content.summary }]} />
            </Prose>
          </Card>
        </ContentSection>
        <PolicyContents sections={content.sections} />
      </div>
      {content.sections.map((section) => (
        <ContentSection key={section.id} id={section.id} title={section.title}>
          <Prose>
            <RichBlocks blocks={section.blocks} />
          </Prose>
        </ContentSection>
      ))}
    </ContentPage>
  );
}

function PolicyContents({ sections }: { sections: readonly PolicySection[] }) {
  return (
    <nav aria-labelledby="policy-contents" className="rounded-2xl border border-sand-200 bg-sand-50 p-5">
      <p id="policy-contents" className="text-sm font-bold tracking-wide text-ink-700 uppercase">
        On this page
      </p>
      <ol className="mt-3 space-y-1.5 text-[0.9375rem]">
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="-mx-1 inline-block rounded px-1 py-0.5 text-primary-700 hover:text-primary-800 hover:underline"
            >
              {section.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
