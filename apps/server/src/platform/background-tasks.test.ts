import { describe, expect, it } from 'vitest';
import { createBackgroundTasks } from './background-tasks.ts';

/** A promise the test settles by hand: no timers, the order of events is the test's. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

function tasksWithLog() {
  const logged: { obj: object; msg: string }[] = [];
  const tasks = createBackgroundTasks({ error: (obj, msg) => logged.push({ obj, msg }) });
  return { tasks, logged };
}

describe('background tasks', () => {
  it('drain waits for every task in flight, and for a task one of them starts meanwhile', async () => {
    const { tasks } = tasksWithLog();
    const first = gate();
    const done: string[] = [];
    tasks.run(async () => {
      await first.opened;
      done.push('first');
      tasks.run(async () => void done.push('started by the first'), 'never fails');
    }, 'never fails');

    const drained = tasks.drain().then(() => done.push('drained'));
    first.open();
    await drained;
    expect(done).toEqual(['first', 'started by the first', 'drained']);
  });

  it('logs a failure with its message and context, and drain still resolves', async () => {
    const { tasks, logged } = tasksWithLog();
    const error = new Error('SMTP is down');
    tasks.run(
      async () => {
        throw error;
      },
      'a booking notice could not be delivered',
      { bookingId: 'b-1' },
    );
    tasks.run(() => {
      throw error;
    }, 'thrown before any promise');
    await tasks.drain();
    expect(logged.sort((a, b) => a.msg.localeCompare(b.msg))).toEqual([
      { obj: { err: error, bookingId: 'b-1' }, msg: 'a booking notice could not be delivered' },
      { obj: { err: error }, msg: 'thrown before any promise' },
    ]);
  });
});
