import {
  type EntityResponse,
  type KarvaanContext,
  type KarvaanSaleTerms,
  karvaanKeepImageAlts,
  karvaanTour,
  karvaanTourAliases,
  karvaanTourBySlug,
  karvaanTourInput,
  karvaanTourInputAliases,
  karvaanTourListAliases,
  karvaanTourListQuery,
  karvaanTourSlug,
  karvaanTourSummary,
  karvaanTourUpdate,
  karvaanTourUpdateAliases,
  karvaanUpload,
  karvaanUploadAliases,
  karvaanUploads,
  type ListResponse,
  type Tour,
  type TourSummary,
  type UploadResponse,
  type UploadsResponse,
} from '@tabi/contracts';
import type { FastifyInstance } from 'fastify';
import { karvaanContextOf } from '../../platform/karvaan-edge.ts';
import type { KarvaanDialect } from './karvaan-client.module.ts';

/**
 * A tour as `GET /api/posts/:id` answers it; undefined when it answers none (no such tour, not an id):
 * the route being adapted then gives its own answer to that.
 */
async function ourTour(app: FastifyInstance, id: string): Promise<Tour | undefined> {
  const response = await app.inject({ method: 'GET', url: `/api/posts/${encodeURIComponent(id)}` });
  if (response.statusCode >= 400 && response.statusCode < 500) return undefined;
  if (response.statusCode !== 200) throw new Error(`GET /api/posts/${id} answered ${response.statusCode}`);
  return (response.json() as EntityResponse<Tour>).data;
}

/**
 * Tours: the home page, the tour list (search, sort, the language filter), a tour's page and its booking
 * page (found through the list's `slug`), and the admin's tour list, form, featuring and pictures.
 */
export const tourDialect: KarvaanDialect = async (app, { edge, config }) => {
  // Without online payment every booking is paid at the meeting point (modules/config).
  const terms: KarvaanSaleTerms = { paysAtMeetingPoint: !config.STRIPE_SECRET_KEY };
  const oneTour = (payload: unknown, context: KarvaanContext) => {
    const body = payload as EntityResponse<Tour>;
    return { ...body, data: karvaanTour(body.data, context, terms) };
  };

  edge.adapt({
    method: 'GET',
    url: '/api/posts',
    aliases: karvaanTourListAliases,
    query: karvaanTourListQuery,
    answer: async (payload, context, request) => {
      const asked = Object.fromEntries(new URLSearchParams(request.url.split('?')[1] ?? ''));
      const slug = karvaanTourSlug(asked);
      if (slug !== undefined) {
        const tour = await ourTour(app, slug);
        return karvaanTourBySlug(tour && karvaanTour(tour, context, terms));
      }
      // The items lack what only a tour's page has; each is read as it (cached per tour). A tour
      // deleted since the list was read is left out.
      const list = payload as ListResponse<TourSummary>;
      const items = await Promise.all(
        list.data.map(async (summary) => {
          const tour = await ourTour(app, summary._id);
          return tour && karvaanTourSummary(summary, context, tour);
        }),
      );
      const data = items.filter((item) => item !== undefined);
      return { ...list, data, count: data.length };
    },
  });
  edge.adapt({ method: 'GET', url: '/api/posts/:id', aliases: karvaanTourAliases, answer: oneTour });

  edge.adapt({
    method: 'POST',
    url: '/api/posts',
    aliases: `${karvaanTourInputAliases} ${karvaanTourAliases}`,
    body: (body, request) => karvaanTourInput(body, karvaanContextOf(request)),
    answer: oneTour,
  });
  edge.adapt({
    method: 'PUT',
    url: '/api/posts/:id',
    aliases: `${karvaanTourUpdateAliases} ${karvaanTourAliases}`,
    // The client's pictures carry no alt text: each keeps the one the tour has for it.
    body: async (body, request) => {
      const update = karvaanTourUpdate(body, karvaanContextOf(request));
      const images = (update as { images?: unknown } | null)?.images;
      if (!Array.isArray(images) || images.length === 0) return update;
      const tour = await ourTour(app, (request.params as { id: string }).id);
      return tour ? karvaanKeepImageAlts(update, tour.images) : update;
    },
    answer: oneTour,
  });
  edge.adapt({
    method: 'PUT',
    url: '/api/admin/posts/:id/feature',
    aliases: karvaanTourAliases,
    answer: oneTour,
  });

  edge.adapt({
    method: 'POST',
    url: '/api/upload',
    aliases: karvaanUploadAliases,
    answer: (payload, context) => karvaanUpload(payload as UploadResponse, context),
  });
  edge.adapt({
    method: 'POST',
    url: '/api/upload/multiple',
    aliases: karvaanUploadAliases,
    answer: (payload, context) => karvaanUploads(payload as UploadsResponse, context),
  });
};
