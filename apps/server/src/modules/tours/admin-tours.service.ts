import { tz } from '@date-fns/tz';
import type { AdminTourFilters, AdminTourSummary, ListResponse } from '@tabi/contracts';
import { format } from 'date-fns';
import { listEnvelope } from '../../platform/pagination.ts';
import type { AdminToursRepository } from './admin-tours.repository.ts';
import { toTourSummary } from './tours.mapper.ts';

type Deps = { tours: AdminToursRepository; currency: string; now: () => Date; timezone: string };

export function createAdminToursService({ tours, currency, now, timezone }: Deps) {
  return {
    /** A page of every tour, archived ones too; upcoming means from today in the operator's zone. */
    async list(filters: AdminTourFilters): Promise<ListResponse<AdminTourSummary>> {
      const today = format(now(), 'yyyy-MM-dd', { in: tz(timezone) });
      const { rows, total } = await tours.list(filters, today);
      return listEnvelope(
        rows.map((row) => ({ ...toTourSummary(row, currency), upcomingBookings: row.upcomingBookings })),
        total,
        filters,
      );
    },
  };
}

export type AdminToursService = ReturnType<typeof createAdminToursService>;
