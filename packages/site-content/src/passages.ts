import { featurePageSlugs, zoneAbbreviation } from '@tabi/contracts';
import { aboutPage } from './about.ts';
import { alsoAsked } from './also-asked.ts';
import { cancellationPolicy } from './cancellation-policy.ts';
import {
  consultationForm,
  contactChannels,
  contactPage,
  officeHoursSection,
  officeTimeZone,
} from './contact.ts';
import { faqGroups, faqPage } from './faq.ts';
import { type FeatureSection, features, type GuideProfile } from './features.ts';
import { helpGuides, helpPage } from './help.ts';
import type { PaymentMode } from './payment-wording.ts';
import { type PolicyContent, policySummary } from './policy-content.ts';
import { privacyPolicy } from './privacy.ts';
import { refundPolicy } from './refund-policy.ts';
import { blocksToText, type PolicyBlock } from './rich-text.ts';
import { termsOfService } from './terms.ts';
import { toursInCategory, transportAnchor, vehiclesPage } from './vehicles.ts';

/** One piece of a published page, as a search index takes it: where it is, what it is, its words. */
export type ContentPassage = {
  /**
   * The page's path: '/faq', '/help', '/cancellation-policy', '/refund-policy', '/privacy', '/terms',
   * '/about', '/vehicle', '/contact', '/features/<slug>'.
   */
  path: string;
  /**
   * The element id on that page that this passage starts at ('' = top of the page); the link is
   * `${path}#${anchor}`. The web's tests render each page and find each anchor in it.
   */
  anchor: string;
  /** What kind of page: used to rank and label. */
  kind: 'faq' | 'help' | 'policy' | 'feature' | 'about' | 'transport' | 'contact';
  pageTitle: string;
  /** The FAQ question, the help guide's title (plus task title if any), the policy/feature section's title. */
  heading: string;
  /**
   * The passage's text in the rich-text marks, paragraphs separated by '\n\n', list items as lines
   * starting with '- ' (ordered: '1. '): see `blocksToText`.
   */
  body: string;
  /** The passage's question in travellers' other words (`also-asked.ts`): searched, never shown. */
  alsoAsked?: readonly string[];
};

/** The passages of one page: each from its anchor, heading and blocks. */
function onPage(path: string, kind: ContentPassage['kind'], pageTitle: string) {
  return (anchor: string, heading: string, blocks: readonly PolicyBlock[]): ContentPassage => ({
    path,
    anchor,
    kind,
    pageTitle,
    heading,
    body: blocksToText(blocks),
  });
}

/** A card of a grid (a principle, a feature's point, a practical topic) as one list line. */
const pointLine = (point: { title: string; text: string }) => `**${point.title}**: ${point.text}`;

const guideLine = (guide: GuideProfile) =>
  `**${guide.name}**, ${guide.role}. Speaks ${guide.languages.join(', ')}. ${guide.bio}`;

function faqPassages(mode: PaymentMode) {
  const passage = onPage('/faq', 'faq', faqPage[mode].title);
  return faqGroups[mode].flatMap((group) =>
    group.items.map((item) => passage(item.id, item.question, item.answer)),
  );
}

/** A guide from its heading (its summary, steps and note); a task with its own heading on its own. */
function helpPassages(mode: PaymentMode) {
  const passage = onPage('/help', 'help', helpPage.title);
  return helpGuides[mode].flatMap((guide) => [
    passage(guide.id, guide.title, [
      guide.summary,
      ...guide.tasks.flatMap((task) => ('id' in task ? [] : [{ ordered: true, list: task.steps }])),
      ...(guide.note ? [guide.note] : []),
    ]),
    ...guide.tasks.flatMap((task) =>
      'id' in task
        ? [passage(task.id, `${guide.title}: ${task.title}`, [{ ordered: true, list: task.steps }])]
        : [],
    ),
  ]);
}

function policyPassages(path: string, content: PolicyContent) {
  const passage = onPage(path, 'policy', content.title);
  return [
    passage(policySummary.id, policySummary.title, [{ list: content.summary }]),
    ...content.sections.map((section) => passage(section.id, section.title, section.blocks)),
  ];
}

function featureSectionBlocks(section: FeatureSection): readonly PolicyBlock[] {
  const intro = section.intro ? [section.intro] : [];
  switch (section.kind) {
    case 'prose':
      return [...intro, ...section.blocks];
    case 'points':
      return [...intro, { list: section.points.map(pointLine) }];
    case 'profiles':
      return [...intro, { list: section.guides.map(guideLine) }];
  }
}

function featurePassages(mode: PaymentMode) {
  return featurePageSlugs.flatMap((slug) => {
    const feature = features[mode][slug];
    const passage = onPage(`/features/${slug}`, 'feature', feature.title);
    return [
      passage('', feature.title, [feature.lead]),
      ...feature.sections.map((section) => passage(section.id, section.title, featureSectionBlocks(section))),
    ];
  });
}

function aboutPassages(mode: PaymentMode) {
  const { story, selection, guides, next } = aboutPage;
  const passage = onPage('/about', 'about', aboutPage.title);
  return [
    passage('', aboutPage.title, [aboutPage.lead]),
    passage(story.id, story.title, story.paragraphs),
    passage(selection.id, selection.title, [
      selection.intro,
      { list: selection.principles[mode].map(pointLine) },
    ]),
    passage(guides.id, guides.title, [guides.intro, { list: guides.people.map(guideLine) }]),
    passage(next.id, next.title, [
      next.text,
      { list: next.links.map((link) => `[${link.label}](${link.to})`) },
    ]),
  ];
}

function transportPassages() {
  const { road, rail, safety, practical, next } = vehiclesPage;
  const passage = onPage('/vehicle', 'transport', vehiclesPage.title);
  return [
    passage('', vehiclesPage.title, [vehiclesPage.lead]),
    ...[road, rail].flatMap((group) => [
      passage(group.id, group.title, [group.intro]),
      ...group.vehicles.map((transport) =>
        passage(transportAnchor(transport), transport.name, [
          `${transport.type}: ${transport.summary}`,
          {
            list: [
              `**Seats**: ${transport.seats}`,
              `**Luggage**: ${transport.luggage}`,
              `**Accessibility**: ${transport.accessibility}`,
              ...transport.features,
            ],
          },
          `${transport.usedFor} Tours that use it: ${transport.categories
            .map((category) => `[${category}](${toursInCategory(category)})`)
            .join(', ')}.`,
        ]),
      ),
    ]),
    passage(safety.id, safety.title, [{ list: safety.points }]),
    passage(practical.id, practical.title, [{ list: practical.topics.map(pointLine) }]),
    passage(next.id, next.title, [next.text, `[${next.link.label}](${next.link.to})`]),
  ];
}

function contactPassages() {
  const { email, phone, address } = contactChannels;
  const passage = onPage('/contact', 'contact', contactPage.title);
  return [
    passage('', contactPage.title, [contactPage.lead]),
    passage(contactChannels.id, contactChannels.title, [
      {
        list: [
          `**E-mail**: [${email.address}](mailto:${email.address}). ${email.note}`,
          `**Phone**: [${phone.number}](${phone.href}). ${phone.note}`,
          `**Office**: ${address.lines.join(', ')}. ${address.note}`,
        ],
      },
    ]),
    passage(
      officeHoursSection.id,
      `${officeHoursSection.title} (Japan time, ${zoneAbbreviation(officeTimeZone)})`,
      [{ list: officeHoursSection.rows.map((row) => `${row.days}: ${row.hours}`) }, officeHoursSection.note],
    ),
    passage(consultationForm.id, consultationForm.title, [consultationForm.intro]),
  ];
}

/** Every passage of the published pages, in the words the pages show in that payment mode. */
export function sitePassages(mode: PaymentMode): ContentPassage[] {
  const passages = [
    ...faqPassages(mode),
    ...helpPassages(mode),
    ...policyPassages('/cancellation-policy', cancellationPolicy[mode]),
    ...policyPassages('/refund-policy', refundPolicy[mode]),
    ...policyPassages('/privacy', privacyPolicy),
    ...policyPassages('/terms', termsOfService[mode]),
    ...featurePassages(mode),
    ...aboutPassages(mode),
    ...transportPassages(),
    ...contactPassages(),
  ];
  return passages.map((passage) => {
    const asked = alsoAsked[passageUrl(passage)];
    return asked ? { ...passage, alsoAsked: asked } : passage;
  });
}

/** Where a passage is published: `/faq#children`, or the page itself for its opening passage. */
export const passageUrl = (passage: Pick<ContentPassage, 'path' | 'anchor'>) =>
  passage.anchor ? `${passage.path}#${passage.anchor}` : passage.path;
