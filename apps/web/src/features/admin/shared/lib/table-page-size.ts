import { limits } from '@tabi/contracts';

/**
 * Rows on a page of an admin table: about two screens of its dense rows at 1280 px, within what the list
 * endpoints accept (`limits.pageSizeMax`, 100). Fewer than that keeps a page's every row and menu quick
 * to draw.
 */
export const tablePageSize = Math.min(50, limits.pageSizeMax);
