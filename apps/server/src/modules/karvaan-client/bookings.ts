import type { KarvaanDialect } from './karvaan-client.module.ts';

export const bookingDialect: KarvaanDialect = async () => {};
