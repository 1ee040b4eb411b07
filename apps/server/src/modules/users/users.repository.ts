import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export function createUsersRepository(db: Db) {
  return {
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(eq(sql`lower(${users.email})`, normaliseEmail(email)));
      return row;
    },

    async create(user: NewUser): Promise<UserRow> {
      const [row] = await db
        .insert(users)
        .values({ ...user, email: normaliseEmail(user.email) })
        .returning();
      return row!;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
