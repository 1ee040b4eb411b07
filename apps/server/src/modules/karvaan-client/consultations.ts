import { tz } from '@date-fns/tz';
import {
  type Consultation,
  type KarvaanScheduleTab,
  karvaanConsultation,
  karvaanConsultationAliases,
  karvaanConsultationInput,
  karvaanConsultationUpdate,
  karvaanScheduleTab,
  type ListResponse,
  limits,
} from '@tabi/contracts';
import { format } from 'date-fns';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { allow } from '../../platform/auth/guard.ts';
import { karvaanContextOf, karvaanOnlyRoute } from '../../platform/karvaan-edge.ts';
import { eachInData, withLargestPage } from './answers.ts';
import { asCaller } from './as-caller.ts';
import type { KarvaanDialect } from './karvaan-client.module.ts';

const answer = eachInData<Consultation>(karvaanConsultation);
const adminList = '/api/admin/consultations';

/**
 * Consultations: the home page's "Schedule a Call" form (our schedule route, read in our names), and the
 * admin console's list with its tabs and status buttons, which it asks for at paths we never had: they
 * translate to our admin list and status change.
 */
export const consultationDialect: KarvaanDialect = async (app, { edge, config, now }) => {
  const aliases = karvaanConsultationAliases;
  edge.adapt({
    method: 'POST',
    url: '/api/consultations/schedule',
    aliases,
    body: karvaanConsultationInput,
    answer,
  });
  edge.adapt({
    method: 'GET',
    url: adminList,
    aliases: `${aliases} The old console asks \`GET /karvaan/api/consultations\` (this list, 100 a page), \`/consultations/pending/list\` (status new), \`/consultations/today/list\` and \`/consultations/upcoming/list\` (the calls asked for today, and from tomorrow on, in the operator's time zone, in the order of the calls).`,
    query: withLargestPage,
    answer,
  });
  edge.adapt({
    method: 'PUT',
    url: '/api/admin/consultations/:id',
    aliases: `${aliases} The old console asks \`PATCH /karvaan/api/consultations/:id/status {status}\`.`,
    body: karvaanConsultationUpdate,
    answer,
  });

  /** One page of our list, translated; our refusal as it is. */
  const listPage = (status?: 'new') => async (request: FastifyRequest, reply: FastifyReply) => {
    const query = new URLSearchParams({ limit: String(limits.pageSizeMax), ...(status ? { status } : {}) });
    const response = await asCaller(app, request)('GET', `${adminList}?${query}`);
    const body = response.json();
    return reply
      .status(response.statusCode)
      .send(response.statusCode < 300 ? answer(body, karvaanContextOf(request)) : body);
  };

  /** Every page of our list (we have no date filter), the tab's calls kept, translated. */
  const scheduleTab = (tab: KarvaanScheduleTab) => async (request: FastifyRequest, reply: FastifyReply) => {
    const call = asCaller(app, request);
    const all: Consultation[] = [];
    for (let page = 1; ; page++) {
      const response = await call('GET', `${adminList}?limit=${limits.pageSizeMax}&page=${page}`);
      if (response.statusCode >= 300) return reply.status(response.statusCode).send(response.json());
      const body = response.json() as ListResponse<Consultation>;
      all.push(...body.data);
      if (page >= body.pages) break;
    }
    const today = format(now(), 'yyyy-MM-dd', { in: tz(config.TIMEZONE) });
    const data = karvaanScheduleTab(all, tab, today);
    return answer(
      { success: true, data, count: data.length, total: data.length, page: 1, pages: 1 },
      karvaanContextOf(request),
    );
  };

  app.get('/api/consultations', karvaanOnlyRoute('Consultations, 100 a page', allow('admin')), listPage());
  app.get(
    '/api/consultations/pending/list',
    karvaanOnlyRoute('New consultations, 100 a page', allow('admin')),
    listPage('new'),
  );
  app.get(
    '/api/consultations/today/list',
    karvaanOnlyRoute("Consultations asked for today (the operator's day)", allow('admin')),
    scheduleTab('today'),
  );
  app.get(
    '/api/consultations/upcoming/list',
    karvaanOnlyRoute('Consultations asked for tomorrow on', allow('admin')),
    scheduleTab('upcoming'),
  );

  app.patch<{ Params: { id: string } }>(
    '/api/consultations/:id/status',
    karvaanOnlyRoute(
      "Change a consultation's status: our `PUT /api/admin/consultations/:id`",
      allow('admin'),
    ),
    async (request, reply) => {
      const response = await asCaller(app, request)(
        'PUT',
        `${adminList}/${encodeURIComponent(request.params.id)}`,
        // The console sends its status alone; only that is passed on.
        karvaanConsultationUpdate({ status: (request.body as { status?: unknown } | null)?.status }),
      );
      const body = response.json();
      return reply
        .status(response.statusCode)
        .send(response.statusCode < 300 ? answer(body, karvaanContextOf(request)) : body);
    },
  );
};
