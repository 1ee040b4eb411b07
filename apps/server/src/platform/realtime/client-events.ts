import type { EventSchemas, SocketRefusal } from '@tabi/contracts';
import type { Socket } from 'socket.io';
import type { z } from 'zod';
import { AppError } from '../errors.ts';
import type { RealtimeSocket } from './realtime.ts';

type Log = { error: (obj: object, msg: string) => void };

/** One handler per event of the map, given the payload as its schema parsed it. */
export type ClientEventHandlers<M extends EventSchemas> = {
  [E in keyof M]: (payload: z.output<M[E]>) => void | Promise<void>;
};

function invalidPayload(event: string, error: z.ZodError): SocketRefusal {
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.issues) fieldErrors[issue.path.join('.') || 'payload'] ??= issue.message;
  const [field, message] = Object.entries(fieldErrors)[0] ?? ['payload', 'Invalid payload'];
  // A message that names its field ('Message cannot be empty') or is about the whole payload reads alone.
  const named = field === 'payload' || message.toLowerCase().startsWith(field.toLowerCase());
  return { event, message: named ? message : `${field} ${message}`, code: 'VALIDATION_FAILED', fieldErrors };
}

/**
 * Registers a socket's handlers for the client events of one of the contracts' maps (the user events,
 * or the admin events on an admin's socket). A payload is parsed with its event's schema on arrival:
 * one that does not match never reaches the handler, and the client is told with the `error` event,
 * whose message says what is wrong. A handler that refuses with an `AppError` is answered with its
 * message and code. A handler that fails otherwise is logged and answered the same way: the
 * client learns its event was not handled, and a rejection never reaches the process.
 */
export function onClientEvents<M extends EventSchemas>(
  socket: RealtimeSocket,
  schemas: M,
  handlers: ClientEventHandlers<M>,
  log: Log,
): void {
  // socket.io types `on` from the contracts' whole map, and TypeScript loses each event's own payload
  // type in this loop: the handlers' type above ties each handler to its event's schema.
  const listening = socket as unknown as Socket;
  for (const [event, schema] of Object.entries(schemas)) {
    const handler = handlers[event as keyof M] as (payload: unknown) => void | Promise<void>;
    listening.on(event, async (payload: unknown) => {
      const parsed = schema.safeParse(payload);
      if (!parsed.success) {
        socket.emit('error', invalidPayload(event, parsed.error));
        return;
      }
      try {
        await handler(parsed.data);
      } catch (error) {
        // A rule the service enforces (a missing user, a refused role): the client is told which.
        if (error instanceof AppError) {
          const { fieldErrors } = error.extra;
          socket.emit('error', {
            event,
            message: error.message,
            code: error.code,
            ...(fieldErrors && { fieldErrors }),
          });
          return;
        }
        log.error(
          { err: error, event, userId: socket.data.viewer.userId },
          'realtime: a client event failed',
        );
        socket.emit('error', {
          event,
          message: 'Something went wrong on our side. Please try again.',
          code: 'INTERNAL',
        });
      }
    });
  }
}
