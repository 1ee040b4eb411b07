export * from './images.ts';
export * from './ratings.ts';
export * from './reviews.ts';
export * from './settings.ts';
export * from './tours.ts';
export * from './users.ts';
