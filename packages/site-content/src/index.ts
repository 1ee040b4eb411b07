/*
 * The site's published content (FAQ, help guides, feature pages, about, vehicles, contact and policies)
 * as plain data in the marks of rich-text.ts: the web renders it, the server's assistant indexes and
 * quotes the same words (`sitePassages`). No React here, nothing of the web.
 */
export * from './about.ts';
export * from './assistant-suggestions.ts';
export * from './cancellation-policy.ts';
export * from './contact.ts';
export * from './faq.ts';
export * from './features.ts';
export * from './help.ts';
export * from './passages.ts';
export * from './payment-wording.ts';
export * from './policy-content.ts';
export * from './privacy.ts';
export * from './refund-policy.ts';
export * from './rich-text.ts';
export * from './terms.ts';
export * from './vehicles.ts';
