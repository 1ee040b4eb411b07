import type { ListResponse, OutboxFilters, OutboxMessage, OutboxMessageSummary } from '@tabi/contracts';
import { notFound } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import type { OutboxRepository } from '../../platform/mail/outbox.repository.ts';
import { listEnvelope } from '../../platform/pagination.ts';
import { hideAccountLinks } from './account-links.ts';

const messageNotFound = () => notFound('Message not found');

/**
 * The admin reads what an installation without SMTP kept instead of sending (the mailer writes it),
 * with the links that open an account hidden: the kept mail itself is unchanged.
 */
export function createOutboxService(outbox: OutboxRepository) {
  return {
    async list(filters: OutboxFilters): Promise<ListResponse<OutboxMessageSummary>> {
      const { rows, total, lowerBound } = await outbox.list(filters);
      const shown = rows.map((row) => ({ ...row, preview: hideAccountLinks(row.preview).body }));
      return listEnvelope(shown, total, filters, lowerBound);
    },

    async get(id: string): Promise<OutboxMessage> {
      const message = isUuid(id) ? await outbox.find(id) : undefined;
      if (!message) throw messageNotFound();
      const text = hideAccountLinks(message.text);
      return {
        ...message,
        text: text.body,
        html: message.html === null ? null : hideAccountLinks(message.html).body,
        hiddenLinks: text.hidden,
      };
    },
  };
}

export type OutboxService = ReturnType<typeof createOutboxService>;
