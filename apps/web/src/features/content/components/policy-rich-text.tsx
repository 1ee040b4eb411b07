import { type PolicyBlock, richTextMarks } from '@tabi/site-content';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * A line of text from the site's content, with the marks an editor can type (`richTextMarks`):
 * `[label](href)` for a link (a path inside the site becomes a router link; `mailto:`, `tel:`, `#section`
 * and web addresses stay plain links), `**words**` for emphasis and backticks for a technical name (a
 * storage key). The text is never injected as HTML.
 */
export function RichText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(richTextMarks)) {
    const [whole, label, href, strong, code] = match;
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push(
      label && href ? (
        <TextLink key={match.index} href={href}>
          {label}
        </TextLink>
      ) : strong ? (
        <strong key={match.index}>{strong}</strong>
      ) : (
        <code
          key={match.index}
          className="rounded bg-sand-100 px-1.5 py-0.5 font-mono text-[0.875em] text-ink-900"
        >
          {code}
        </code>
      ),
    );
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}

function TextLink({ href, children }: { href: string; children: ReactNode }) {
  if (href.startsWith('/')) return <Link to={href}>{children}</Link>;
  const external = /^https?:/.test(href);
  return (
    <a href={href} {...(external ? { rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}

/**
 * Blocks of content as running text: a paragraph per string, a list (numbered when ordered) and a
 * sub-heading (an h3). Every content page renders its blocks here; the `Prose` around them styles them.
 */
export function RichBlocks({ blocks }: { blocks: readonly PolicyBlock[] }) {
  return blocks.map((block, index) => (
    // Blocks are fixed text from the content package: their order never changes while shown.
    // biome-ignore lint/suspicious/noArrayIndexKey: see above
    <RichBlock key={index} block={block} />
  ));
}

function RichBlock({ block }: { block: PolicyBlock }) {
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
