import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** `[label](href)`, `**words**` or a `name` in backticks; nothing else in the text is read as markup. */
const marks = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*|`([^`]+)`/g;

/**
 * A line of text from the content data, with the marks an editor can type: `[label](href)` for a link
 * (a path inside the site becomes a router link; `mailto:`, `tel:`, `#section` and web addresses stay
 * plain links), `**words**` for emphasis and backticks for a technical name (a storage key). The text is never injected as HTML.
 */
export function RichText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(marks)) {
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
