import type { KarvaanDialect } from './karvaan-client.module.ts';

export const accountDialect: KarvaanDialect = async () => {};
