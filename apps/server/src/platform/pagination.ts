import type { ListResponse, PageQuery } from '@tabi/contracts';

/**
 * Rows to skip before `page` (pages count from 1). Every list pages through this and `listEnvelope`,
 * so a list cannot skip or repeat a row at a page boundary that another list gets right.
 */
export const offsetOf = ({ page, limit }: PageQuery) => (page - 1) * limit;

/**
 * The spec's list envelope: `count` items on this page, `total` matches, `pages` page count. A list that
 * stops counting at a cap passes `lowerBound`: then more than `total` match.
 */
export function listEnvelope<T>(
  data: T[],
  total: number,
  { page, limit }: PageQuery,
  lowerBound = false,
): ListResponse<T> {
  const envelope = {
    success: true as const,
    data,
    count: data.length,
    total,
    page,
    pages: Math.ceil(total / limit),
  };
  return lowerBound ? { ...envelope, totalIsLowerBound: true } : envelope;
}
