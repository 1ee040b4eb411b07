import { type ServerEvent, type ServerEventPayload, serverToClientEventSchemas } from '@tabi/contracts';

/*
 * What arrives over the socket is checked with the contracts' schema of its event before any feature
 * sees it: a type hint is not a check. Loaded with the socket client, so zod stays out of the first
 * bundle.
 */

/** The payload as its event's schema reads it, or undefined when it does not match. */
export function parseServerEvent<E extends ServerEvent>(
  event: E,
  payload: unknown,
): ServerEventPayload<E> | undefined {
  const parsed = serverToClientEventSchemas[event].safeParse(payload);
  // The schema is the one of `event`; TypeScript only sees the union of all of them.
  return parsed.success ? (parsed.data as ServerEventPayload<E>) : undefined;
}
