import type { OutboxMessageSummary } from '@tabi/contracts';
import { Link } from 'react-router';
import { RelativeTime } from '../../../../ui/relative-time.tsx';
import { Cell, ResponsiveTable } from '../../shared/components/responsive-table.tsx';

type OutboxTableProps = {
  messages: OutboxMessageSummary[];
  /** The list's own query (`?q=booking&page=2`), handed to the message page for its way back. */
  listSearch: string;
  busy?: boolean;
};

/** What the message page reads from its link's state to lead back to the same page of the list. */
export type OutboxLinkState = { listSearch: string };

const headers = ['Message', 'Recipient', 'Kept'];

/**
 * A page of kept e-mails, newest first: a table on wide screens, one card per e-mail on phones. The
 * whole row opens the message (its subject is the link, stretched over the row).
 */
export function OutboxTable({ messages, listSearch, busy }: OutboxTableProps) {
  const state: OutboxLinkState = { listSearch };
  return (
    <ResponsiveTable
      caption="Kept e-mails"
      headers={headers}
      busy={busy}
      actions={false}
      bodyClassName="max-md:space-y-3"
    >
      {messages.map((message) => (
        <tr
          key={message._id}
          className="relative transition-colors duration-150 hover:bg-sand-50 max-md:grid max-md:grid-cols-[minmax(0,1fr)_auto] max-md:gap-x-4 max-md:gap-y-2 max-md:rounded-2xl max-md:border max-md:border-sand-200 max-md:bg-white max-md:p-4"
        >
          <Cell className="max-md:col-span-2 md:pl-4">
            <Link
              to={`/admin/outbox/${message._id}`}
              state={state}
              className="font-semibold text-ink-900 after:absolute after:inset-0 after:content-[''] hover:text-primary-700 hover:underline"
            >
              {message.subject}
            </Link>
            <p className="mt-0.5 line-clamp-2 max-w-2xl text-ink-600">{message.preview}</p>
          </Cell>
          <Cell label="To">
            <span className="break-all text-ink-900">{message.to}</span>
          </Cell>
          <Cell label="Kept" className="whitespace-nowrap md:pr-4">
            <RelativeTime iso={message.createdAt} className="text-sm" />
          </Cell>
        </tr>
      ))}
    </ResponsiveTable>
  );
}
