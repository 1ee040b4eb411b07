import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { Card } from '../../../ui/card.tsx';
import { ContentPage, ContentSection, Prose } from './content-page.tsx';
import { RichText } from './policy-rich-text.tsx';

/**
 * One block of a policy section: a paragraph (a string), a list, or a sub-heading (an h3). Strings may
 * carry links and emphasis (see `RichText`).
 */
export type PolicyBlock = string | { list: readonly string[]; ordered?: boolean } | { subheading: string };

export type PolicySection = {
  /** The section's anchor (`/privacy#cookies`); unique on the page. */
  id: string;
  title: string;
  blocks: readonly PolicyBlock[];
};

/** A policy page as data: the files in `features/content/data/` fill it, this component lays it out. */
export type PolicyContent = {
  title: string;
  /** The meta description and the lead under the title. */
  description: string;
  /** 'YYYY-MM-DD': the day the text last changed in substance. */
  lastUpdated: string;
  /** The few points most readers need, shown first. */
  summary: readonly string[];
  sections: readonly PolicySection[];
};

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
  const { hash } = useLocation();
  // A link to one section (/refund-policy#timing) lands on it once the page's code has loaded.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.();
  }, [hash]);
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
        <ContentSection id="in-short" title="In short">
          <Card className="p-5 sm:p-6">
            <Prose>
              <ul>
                {content.summary.map((point) => (
                  <li key={point}>
                    <RichText text={point} />
                  </li>
                ))}
              </ul>
            </Prose>
          </Card>
        </ContentSection>
        <PolicyContents sections={content.sections} />
      </div>
      {content.sections.map((section) => (
        <ContentSection key={section.id} id={section.id} title={section.title}>
          <Prose>
            {section.blocks.map((block, index) => (
              // Blocks are fixed text in a data file: their order never changes while shown.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <PolicyBlockView key={index} block={block} />
            ))}
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

function PolicyBlockView({ block }: { block: PolicyBlock }) {
  if (typeof block === 'string')
    return (
      <p>
        <RichText text={block} />
      </p>
    );
  if ('subheading' in block) return <h3>{block.subheading}</h3>;
  const items = block.list.map((item) => (
    <li key={item}>
      <RichText text={item} />
    </li>
  ));
  return block.ordered ? <ol>{items}</ol> : <ul>{items}</ul>;
}
