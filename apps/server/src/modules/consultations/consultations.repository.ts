import type { Consultation, ConsultationListQuery, ConsultationStatus } from '@tabi/contracts';
import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { consultations, tours } from '../../db/schema/index.ts';
import { containing } from '../../platform/like-pattern.ts';
import { offsetOf } from '../../platform/pagination.ts';

export type NewConsultation = Omit<
  typeof consultations.$inferInsert,
  'id' | 'status' | 'createdAt' | 'updatedAt'
>;
export type StatusChange = {
  status: ConsultationStatus;
  /** Absent: the note stays as it is. */
  adminNote?: string | null;
  by: string;
  at: Date;
};

export function createConsultationsRepository(db: Db) {
  const selectConsultations = () =>
    db
      .select({
        id: consultations.id,
        name: consultations.name,
        email: consultations.email,
        phone: consultations.phone,
        preferredDate: consultations.preferredDate,
        preferredTime: consultations.preferredTime,
        topic: consultations.topic,
        message: consultations.message,
        tourId: tours.id,
        tourTitle: tours.title,
        status: consultations.status,
        adminNote: consultations.adminNote,
        handledAt: consultations.handledAt,
        createdAt: consultations.createdAt,
        updatedAt: consultations.updatedAt,
      })
      .from(consultations)
      .leftJoin(tours, eq(tours.id, consultations.tourId));

  type Row = Awaited<ReturnType<ReturnType<typeof selectConsultations>['execute']>>[number];
  const toConsultation = ({ id, tourId, tourTitle, handledAt, createdAt, updatedAt, ...row }: Row) => ({
    _id: id,
    ...row,
    tour: tourId && tourTitle !== null ? { _id: tourId, title: tourTitle } : null,
    handledAt: handledAt?.toISOString() ?? null,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  });

  return {
    async create(values: NewConsultation): Promise<string> {
      const [row] = await db.insert(consultations).values(values).returning({ id: consultations.id });
      return row!.id;
    },

    async find(id: string): Promise<Consultation | undefined> {
      const [row] = await selectConsultations().where(eq(consultations.id, id));
      return row && toConsultation(row);
    },

    async list(query: ConsultationListQuery): Promise<{ rows: Consultation[]; total: number }> {
      const where: SQL | undefined = and(
        query.status ? eq(consultations.status, query.status) : undefined,
        query.q
          ? or(
              ilike(consultations.name, containing(query.q)),
              ilike(consultations.email, containing(query.q)),
            )
          : undefined,
      );
      const [rows, [counted]] = await Promise.all([
        selectConsultations()
          .where(where)
          .orderBy(desc(consultations.createdAt), desc(consultations.id))
          .limit(query.limit)
          .offset(offsetOf(query)),
        db.select({ total: sql<number>`count(*)::int` }).from(consultations).where(where),
      ]);
      return { rows: rows.map(toConsultation), total: counted?.total ?? 0 };
    },

    /** The title of a tour, or undefined when there is no such tour. */
    async tourTitle(tourId: string): Promise<string | undefined> {
      const [row] = await db.select({ title: tours.title }).from(tours).where(eq(tours.id, tourId));
      return row?.title;
    },

    /**
     * Handled keeps the first time it was handled and by whom (editing the note later changes neither);
     * back to new forgets both.
     */
    async changeStatus(id: string, change: StatusChange): Promise<boolean> {
      const handled = change.status === 'handled';
      const updated = await db
        .update(consultations)
        .set({
          status: change.status,
          handledAt: handled
            ? sql`coalesce(${consultations.handledAt}, ${change.at.toISOString()}::timestamptz)`
            : null,
          handledBy: handled ? sql`coalesce(${consultations.handledBy}, ${change.by}::uuid)` : null,
          ...(change.adminNote !== undefined ? { adminNote: change.adminNote } : {}),
        })
        .where(eq(consultations.id, id))
        .returning({ id: consultations.id });
      return updated.length > 0;
    },
  };
}

export type ConsultationsRepository = ReturnType<typeof createConsultationsRepository>;
