/*
 * The format every text of the site's content is written in, so the web can render it and the server can
 * index it without JSX: plain strings with three marks, and blocks of them.
 */

/**
 * The marks an editor can type: `[label](href)` for a link (a site path such as `/tours`, `mailto:`,
 * `tel:`, `#section` or a web address), `**words**` for emphasis and backticks for a technical name (a
 * storage key). Nothing else in a text is markup, and a text is never HTML.
 */
export const richTextMarks = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*|`([^`]+)`/g;

/** The words a reader sees: "Open [My bookings](/bookings)" -> "Open My bookings". */
export function plainText(text: string) {
  return text.replace(
    richTextMarks,
    (_whole, label?: string, _href?: string, strong?: string, code?: string) => label ?? strong ?? code ?? '',
  );
}

/**
 * One block of running text: a paragraph (a string), a list, or a sub-heading (an h3). Strings carry the
 * marks above.
 */
export type PolicyBlock = string | { list: readonly string[]; ordered?: boolean } | { subheading: string };

/**
 * Blocks as one text, still in the marks: paragraphs separated by a blank line, list items as lines
 * starting with '- ' (or '1. ', '2. ' in an ordered list), a sub-heading as a paragraph in `**`.
 */
export function blocksToText(blocks: readonly PolicyBlock[]) {
  return blocks
    .map((block) => {
      if (typeof block === 'string') return block;
      if ('subheading' in block) return `**${block.subheading}**`;
      return block.list.map((item, index) => `${block.ordered ? `${index + 1}.` : '-'} ${item}`).join('\n');
    })
    .join('\n\n');
}
