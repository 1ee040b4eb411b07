import { policy } from '@tabi/contracts';
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
 * then deleted: at start (a server that was down catches up) and every hour. Every process may sweep; a
 * row is deleted once, by whichever gets there first. `sweep` runs one round (tests call it after
 * moving the clock); `stop` ends the rounds and waits for one in flight, before the database closes.
 */
export function startAssistantRetention({ assistants, now, log, everyMs = 60 * 60_000 }: Options) {
  let running: Promise<number> | undefined;

  async function round(): Promise<number> {
    try {
      const deleted = await assistants.deleteIdleSince(
        new Date(now().getTime() - policy.assistantRetentionDays * day),
      );
      if (deleted > 0) log.info({ deleted }, 'assistant: deleted conversations past their retention');
      return deleted;
    } catch (error) {
      log.warn({ err: error }, 'assistant: the retention sweep failed');
      return 0;
    }
  }

  const sweep = () => {
    running ??= round().finally(() => {
      running = undefined;
    });
    return running;
  };
  void sweep();
  const timer = setInterval(() => void sweep(), everyMs);
  timer.unref();
  return {
    sweep,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
