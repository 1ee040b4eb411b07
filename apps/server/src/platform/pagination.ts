import type { ListResponse, PageQuery } from '@tabi/contracts';

export const offsetOf = ({ page, limit }: PageQuery) => (page - 1) * limit;

/** The spec's list envelope: `count` items on this page, `total` matches, `pages` page count. */
export function listEnvelope<T>(data: T[], total: number, { page, limit }: PageQuery): ListResponse<T> {
  return { success: true, data, count: data.length, total, page, pages: Math.ceil(total / limit) };
}
