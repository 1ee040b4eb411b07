import type { KarvaanDialect } from './karvaan-client.module.ts';

export const consultationDialect: KarvaanDialect = async () => {};
