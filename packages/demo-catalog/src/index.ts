// The demo catalog as data: the tours, customers and reviews a first start shows, the pictures drawn
// for them, and the seeded random source that places both. Writing it to a database is the server's
// job (apps/server/src/seed), so nothing here imports the server or any database code.
export * from './illustrations.ts';
export * from './people.ts';
export * from './random.ts';
export * from './tours.ts';
