import type { ListResponse, OutboxFilters, OutboxMessage, OutboxMessageSummary } from '@tabi/contracts';
import { notFound } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import type { OutboxRepository } from '../../platform/mail/outbox.repository.ts';
import { listEnvelope } from '../../platform/pagination.ts';

const messageNotFound = () => notFound('Message not found');

/** The admin reads what an installation without SMTP kept instead of sending (the mailer writes it). */
export function createOutboxService(outbox: OutboxRepository) {
  return {
    async list(filters: OutboxFilters): Promise<ListResponse<OutboxMessageSummary>> {
      const { rows, total } = await outbox.list(filters);
      return listEnvelope(rows, total, filters);
    },

    async get(id: string): Promise<OutboxMessage> {
      const message = isUuid(id) ? await outbox.find(id) : undefined;
      if (!message) throw messageNotFound();
      return message;
    },
  };
}

export type OutboxService = ReturnType<typeof createOutboxService>;
