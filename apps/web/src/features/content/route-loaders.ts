import type { LoaderFunctionArgs, RouterContextProvider } from 'react-router';
import { publicConfigQueryOptions } from '../../api/public-config.ts';
import { prefetchForPage, queryClientContext } from '../../api/query-client.ts';

type LoaderArgs = LoaderFunctionArgs<Readonly<RouterContextProvider>>;

/**
 * The content pages that say how travellers pay choose their words by the server's payment mode
 * (`byPaymentMode` in @tabi/site-content). Their loader waits for the config, unlike the tours' loaders:
 * these pages have no loading state, so they must not render before the mode is known, or the words
 * would change under the reader. On the server it reads the server's own config, which then travels with the HTML;
 * the browser's query client already holds it on arrival (and keeps it for the config's stale time), so
 * this asks the network only on the first visit to such a page inside the app. Prefetching never fails:
 * a config that cannot be read leaves the meeting point's words, as the rest of the app does.
 */
export async function paymentWordingLoader({ context }: LoaderArgs) {
  await prefetchForPage(context.get(queryClientContext), publicConfigQueryOptions);
  return null;
}
