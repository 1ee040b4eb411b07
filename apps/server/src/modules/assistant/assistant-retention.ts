import { policy } from '@tabi/contracts';
import { startPeriodicRounds } from '../../platform/periodic-rounds.ts';
import type { AssistantRepository } from './assistant.repository.ts';

type Options = {
  assistants: Pick<AssistantRepository, 'deleteIdleSince'>;
  now: () => Date;
  log: { info: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };
  everyMs?: number;
};

const day = 24 * 60 * 60_000;

/**
 * Conversations with the assistant are kept `policy.assistantRetentionDays` after their last message,
 * then deleted: at start and every hour. Every process may sweep; a row is deleted once, by whichever
 * gets there first.
 */
export function startAssistantRetention({ assistants, now, log, everyMs = 60 * 60_000 }: Options) {
  return startPeriodicRounds({
    async round() {
      const deleted = await assistants.deleteIdleSince(
        new Date(now().getTime() - policy.assistantRetentionDays * day),
      );
      if (deleted > 0) log.info({ deleted }, 'assistant: deleted conversations past their retention');
      return deleted;
    },
    everyMs,
    failure: 'assistant: the retention sweep failed',
    log,
  });
}
