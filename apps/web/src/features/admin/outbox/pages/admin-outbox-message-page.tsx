import { ArrowLeft, MailQuestion } from 'lucide-react';
import { Link, useLocation, useParams } from 'react-router';
import { isApiError } from '../../../../api/api-error.ts';
import { errorMessage } from '../../../../api/field-errors.ts';
import { usePublicConfig } from '../../../../api/public-config.ts';
import { Alert } from '../../../../ui/alert.tsx';
import { Button } from '../../../../ui/button.tsx';
import { useDocumentMeta } from '../../../../ui/document-meta.ts';
import { EmptyState } from '../../../../ui/empty-state.tsx';
import { ErrorState } from '../../../../ui/error-state.tsx';
import { RelativeTime } from '../../../../ui/relative-time.tsx';
import { Skeleton } from '../../../../ui/skeleton.tsx';
import { formatZonedDateTime } from '../../../../ui/zoned-time.ts';
import { AdminPageHeader } from '../../shared/components/admin-page-header.tsx';
import { useOutboxMessage } from '../api/get-outbox-message.ts';
import { OutboxMessageBody } from '../components/outbox-message-body.tsx';
import type { OutboxLinkState } from '../components/outbox-table.tsx';

/** The list's address to go back to: the page and search it was opened from, when it says. */
function listHrefFrom(state: unknown) {
  const listSearch = (state as Partial<OutboxLinkState> | null)?.listSearch;
  return typeof listSearch === 'string' && listSearch.startsWith('?')
    ? `/admin/outbox${listSearch}`
    : '/admin/outbox';
}

/** /admin/outbox/:id: one kept e-mail, its recipient and date, and its HTML or text body. */
export function AdminOutboxMessagePage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const query = useOutboxMessage(id);
  const message = query.data;
  const backHref = listHrefFrom(location.state);
  const zone = usePublicConfig().data?.timezone;
  useDocumentMeta(
    message ? message.subject : 'E-mail',
    'An e-mail kept in the outbox instead of being sent.',
  );

  const back = (
    <Link
      to={backHref}
      className="mb-4 inline-flex items-center gap-1.5 text-sm font-semibold text-primary-700 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden />
      Back to the outbox
    </Link>
  );

  if (query.isError && isApiError(query.error) && query.error.status === 404) {
    return (
      <EmptyState
        as="h1"
        icon={<MailQuestion />}
        title="E-mail not found"
        description="It may have been cleared from the outbox, or the link is incomplete."
        action={
          <Button asChild variant="outline">
            <Link to={backHref}>Back to the outbox</Link>
          </Button>
        }
      />
    );
  }

  if (query.isError) {
    return (
      <div>
        {back}
        <ErrorState
          as="h1"
          title="The e-mail could not be loaded"
          message={errorMessage(query.error, 'Please check your connection and try again.')}
          onRetry={() => query.refetch()}
          retrying={query.isFetching}
        />
      </div>
    );
  }

  if (!message) {
    return (
      <div>
        {back}
        <div role="status" aria-label="Loading the e-mail">
          <Skeleton className="h-10 w-2/3" />
          <Skeleton className="mt-3 h-5 w-1/3" />
          <Skeleton className="mt-8 h-[60vh] w-full rounded-2xl" />
        </div>
      </div>
    );
  }

  return (
    <div>
      {back}
      <AdminPageHeader title={message.subject} description="Kept in the outbox instead of being sent." />
      <dl className="mb-6 grid grid-cols-[auto_minmax(0,1fr)] gap-x-6 gap-y-3 rounded-2xl border border-sand-200 bg-white p-4 text-sm">
        <dt className="font-semibold text-ink-600">To</dt>
        <dd className="break-all text-ink-900">{message.to}</dd>
        <dt className="font-semibold text-ink-600">Date</dt>
        <dd className="text-ink-900">
          {zone && formatZonedDateTime(message.createdAt, zone, 'short')}{' '}
          <span className="text-ink-600">
            (<RelativeTime iso={message.createdAt} className="text-sm" />)
          </span>
        </dd>
        {message.attachments.length > 0 && (
          <>
            <dt className="font-semibold text-ink-600">Attached</dt>
            <dd className="break-all text-ink-900">
              {message.attachments.map((file) => file.filename).join(', ')}
            </dd>
          </>
        )}
      </dl>
      {message.hiddenLinks > 0 && (
        <Alert tone="info" title="The link in this e-mail is hidden" className="mb-6">
          It opens {message.to}&apos;s account (a password reset, an address confirmation or an undo), so only
          its addressee may follow it. To help a traveller who did not get it, ask them to request a new one
          from the sign-in page or their profile.
        </Alert>
      )}
      <OutboxMessageBody message={message} />
    </div>
  );
}
