import { type MutationKey, useMutationState } from '@tanstack/react-query';

/**
 * The ids of the items that mutations under `key` are changing right now (their variables carry the
 * item's `id`): their rows show busy until the server answers, several at once if need be.
 */
export function usePendingIds(key: MutationKey): ReadonlySet<string> {
  const ids = useMutationState({
    filters: { mutationKey: key, status: 'pending' },
    select: (mutation) => {
      const variables = mutation.state.variables;
      return typeof variables === 'object' && variables !== null && 'id' in variables
        ? String(variables.id)
        : undefined;
    },
  });
  return new Set(ids.filter((id) => id !== undefined));
}
