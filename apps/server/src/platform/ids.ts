const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A path id that is not a UUID names nothing: callers answer 404 without asking the database. */
export const isUuid = (value: string): boolean => uuidPattern.test(value);
