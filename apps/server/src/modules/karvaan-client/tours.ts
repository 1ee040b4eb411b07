import type { KarvaanDialect } from './karvaan-client.module.ts';

export const tourDialect: KarvaanDialect = async () => {};
