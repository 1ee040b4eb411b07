/** An ILIKE pattern matching `text` anywhere: `%` and `_` typed in a search are letters, not wildcards. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;
