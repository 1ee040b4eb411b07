export * from './auth.ts';
export * from './common.ts';
export * from './constants.ts';
export * from './errors.ts';
export * from './health.ts';
export * from './ratings.ts';
export * from './reviews.ts';
export * from './tours.ts';
