import {
  type AdminStats,
  type Booking,
  type KarvaanTourFacts,
  karvaanAdminStats,
  karvaanAdminStatsAliases,
  karvaanApproveRefundInput,
  karvaanBooking,
  karvaanBookingAliases,
  karvaanBookingInput,
  karvaanBookingInputAliases,
  karvaanDenyRefundInput,
  karvaanRefundInputAliases,
  limits,
  type Tour,
} from '@tabi/contracts';
import type { FastifyInstance } from 'fastify';
import { eachInData, withLargestPage } from './answers.ts';
import type { KarvaanDialect } from './karvaan-client.module.ts';

const answer = eachInData<Booking>(karvaanBooking);

/** The category and rating of each tour the public catalog still shows (an archived one it does not). */
async function catalogFacts(app: FastifyInstance, ids: string[]): Promise<Map<string, KarvaanTourFacts>> {
  const facts = new Map<string, KarvaanTourFacts>();
  await Promise.all(
    ids.map(async (id) => {
      const response = await app.inject({ method: 'GET', url: `/api/posts/${id}` });
      if (response.statusCode !== 200) return;
      const tour = (response.json() as { data: Tour }).data;
      facts.set(id, {
        category: tour.category,
        averageRating: tour.averageRating,
        ratingsCount: tour.ratingsCount,
      });
    }),
  );
  return facts;
}

/**
 * Bookings: booking a tour, My Bookings and cancelling, the admin's bookings, status changes and refund
 * decisions, and the admin dashboard's figures (its latest bookings are bookings to the client too).
 */
export const bookingDialect: KarvaanDialect = async (app, { edge }) => {
  const aliases = karvaanBookingAliases;
  edge.adapt({
    method: 'POST',
    url: '/api/bookings',
    aliases: `${karvaanBookingInputAliases} ${aliases}`,
    body: karvaanBookingInput,
    answer,
  });
  for (const url of ['/api/bookings/my-bookings', '/api/bookings', '/api/admin/bookings'])
    edge.adapt({
      method: 'GET',
      url,
      aliases: `Without \`limit\`, the largest page (${limits.pageSizeMax}). ${aliases}`,
      query: withLargestPage,
      answer,
    });
  edge.adapt({ method: 'GET', url: '/api/bookings/:id', aliases, answer });
  edge.adapt({ method: 'PUT', url: '/api/bookings/:id/cancel', aliases, answer });
  edge.adapt({ method: 'PUT', url: '/api/admin/bookings/:id', aliases, answer });
  edge.adapt({
    method: 'PUT',
    url: '/api/bookings/:id/refund/approve',
    aliases: `${karvaanRefundInputAliases} ${aliases}`,
    body: karvaanApproveRefundInput,
    answer,
  });
  edge.adapt({
    method: 'PUT',
    url: '/api/bookings/:id/refund/deny',
    aliases: `${karvaanRefundInputAliases} ${aliases}`,
    body: karvaanDenyRefundInput,
    answer,
  });

  edge.adapt({
    method: 'GET',
    url: '/api/admin/stats',
    aliases: karvaanAdminStatsAliases,
    answer: async (payload) => {
      const body = payload as { data: AdminStats };
      const popular = body.data.topToursByBookings.map((row) => row.tour._id);
      return { ...body, data: karvaanAdminStats(body.data, await catalogFacts(app, popular)) };
    },
  });
};
