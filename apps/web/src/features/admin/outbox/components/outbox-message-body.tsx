import type { OutboxMessage } from '@tabi/contracts';
import { useState } from 'react';
import { cn } from '../../../../ui/cn.ts';

type Version = 'html' | 'text';

const versionLabels: Record<Version, string> = { html: 'HTML', text: 'Plain text' };

/**
 * The body of a kept e-mail: its HTML version as the recipient would see it, in a sandboxed frame
 * (`sandbox=""`: no scripts, forms, plugins or same-origin access, so a mail cannot act as the admin),
 * or its plain-text version. A text-only mail shows its text.
 */
export function OutboxMessageBody({ message }: { message: OutboxMessage }) {
  const [version, setVersion] = useState<Version>(message.html === null ? 'text' : 'html');

  return (
    <section aria-labelledby="outbox-body-heading" className="rounded-2xl border border-sand-200 bg-white">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-sand-200 px-4 py-3">
        <h2 id="outbox-body-heading" className="text-base font-bold text-ink-900">
          Message
        </h2>
        {message.html === null ? (
          <p className="text-sm text-ink-600">Text only: this e-mail has no HTML version.</p>
        ) : (
          <fieldset className="inline-flex rounded-lg bg-sand-100 p-1">
            <legend className="sr-only">Version shown</legend>
            {(['html', 'text'] as const).map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={version === option}
                onClick={() => setVersion(option)}
                className={cn(
                  'h-8 cursor-pointer rounded-md px-3 text-sm font-semibold transition-colors duration-150',
                  version === option ? 'bg-white text-ink-900 shadow-sm' : 'text-ink-600 hover:text-ink-900',
                )}
              >
                {versionLabels[option]}
              </button>
            ))}
          </fieldset>
        )}
      </div>
      {version === 'html' && message.html !== null ? (
        <iframe
          sandbox=""
          srcDoc={message.html}
          title={`HTML version of “${message.subject}”`}
          className="block h-[70vh] min-h-96 w-full rounded-b-2xl bg-white"
        />
      ) : (
        <pre className="overflow-x-auto p-4 font-sans text-sm leading-relaxed break-words whitespace-pre-wrap text-ink-900 sm:p-6">
          {message.text}
        </pre>
      )}
    </section>
  );
}
