export * from './images.ts';
export * from './mail.ts';
export * from './ratings.ts';
export * from './reviews.ts';
export * from './sessions.ts';
export * from './settings.ts';
export * from './tours.ts';
export * from './users.ts';
