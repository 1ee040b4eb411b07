import { Inbox } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { useDocumentMeta } from '../../../../ui/document-meta.ts';
import { AdminPageHeader } from '../../shared/components/admin-page-header.tsx';
import { AdminRequestList } from '../../shared/components/admin-request-list.tsx';
import { ListSkeleton } from '../../shared/components/list-skeleton.tsx';
import { tablePageSize } from '../../shared/lib/table-page-size.ts';
import { useOutbox } from '../api/list-outbox.ts';
import { OutboxFiltersForm } from '../components/outbox-filters-form.tsx';
import { OutboxTable } from '../components/outbox-table.tsx';
import { adminOutboxHref, outboxFiltersFrom } from '../lib/outbox-filters.ts';

/** /admin/outbox: the e-mails the product would have sent, newest first, searched and paged from the address. */
export function AdminOutboxPage() {
  useDocumentMeta('Outbox', 'The e-mails Tabi Tours kept instead of sending.');
  const location = useLocation();
  const navigate = useNavigate();
  const { q, page } = outboxFiltersFrom(new URLSearchParams(location.search));
  const query = useOutbox({ q, page, limit: tablePageSize });
  const apply = (next: string | undefined) => void navigate(adminOutboxHref(next));

  return (
    <div>
      <AdminPageHeader
        title="Outbox"
        description="Without an SMTP server (SMTP_URL unset), every e-mail the product sends is kept here instead: booking confirmations, password resets, replies to consultations."
      />

      <OutboxFiltersForm q={q} onApply={apply} />

      <AdminRequestList
        query={query}
        noun="e-mail"
        filtered={Boolean(q)}
        onClearFilters={() => apply(undefined)}
        emptyIcon={<Inbox />}
        emptyHints={{
          filtered: 'Try part of the recipient’s address or another word of the subject.',
          unfiltered:
            'Mail lands here when SMTP_URL is not set. With SMTP_URL set, mail is sent for real and nothing new arrives here.',
        }}
        skeleton={<ListSkeleton label="Loading e-mails" />}
        hrefFor={(target) => adminOutboxHref(q, target)}
      >
        {(messages) => (
          <OutboxTable messages={messages} listSearch={location.search} busy={query.isPlaceholderData} />
        )}
      </AdminRequestList>
    </div>
  );
}
