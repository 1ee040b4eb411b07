import type { PaymentMode } from '@tabi/site-content';
import { usePaymentMode } from '../../api/public-config.ts';

/**
 * The mode a content page is written in (the content's `byPaymentMode`). The content routes' loader has
 * the config before the page renders, so the mode is known; a config that cannot be read counts as the
 * meeting point, as everywhere. (Rendered outside the router, as in a component test, the page shows the
 * meeting point until it is read.)
 */
export function useContentPaymentMode(): PaymentMode {
  return usePaymentMode() ?? 'at-meeting-point';
}
