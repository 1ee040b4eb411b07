import type { PolicyBlock } from './rich-text.ts';

export type PolicySection = {
  /** The section's anchor (`/privacy#cookies`); unique on the page. */
  id: string;
  title: string;
  blocks: readonly PolicyBlock[];
};

/** A policy page as data: the policy files fill it, the web's PolicyDocument lays it out. */
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

/** The section every policy page opens with, holding `summary`: its anchor and heading. */
export const policySummary = { id: 'in-short', title: 'In short' } as const;
