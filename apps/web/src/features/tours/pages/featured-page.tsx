import { Sparkles } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../ui/button.tsx';
import { cn } from '../../../ui/cn.ts';
import { useDocumentMeta } from '../../../ui/document-meta.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { Pagination } from '../../../ui/pagination.tsx';
import { useTours } from '../api/list-tours.ts';
import { TourGrid } from '../components/tour-grid.tsx';
import { featuredListParams, pageFromSearch } from '../route-loaders.ts';

export function FeaturedPage() {
  useDocumentMeta(
    'Featured tours',
    'The tours our Kyoto team features: the guided days across Japan that travellers remember longest.',
  );
  const [searchParams] = useSearchParams();
  const page = pageFromSearch(searchParams);
  const query = useTours(featuredListParams(page));

  const top = useRef<HTMLDivElement>(null);
  const previous = useRef(page);
  useEffect(() => {
    if (previous.current !== page) top.current?.scrollIntoView({ block: 'start' });
    previous.current = page;
  }, [page]);

  return (
    <div className="mx-auto max-w-7xl px-4 pt-10 pb-16 sm:px-6 lg:px-8">
      <div ref={top} className="scroll-mt-24">
        <p className="inline-flex items-center gap-2 text-sm font-semibold tracking-wide text-accent-700 uppercase">
          <Sparkles className="size-4" aria-hidden />
          Hand-picked
        </p>
        <h1 className="mt-2 text-3xl font-extrabold text-ink-900 sm:text-4xl">Featured tours</h1>
        <p className="mt-2 max-w-2xl text-ink-600">
          Chosen by our guides in Kyoto for what makes them special: the people you meet, the places few
          visitors see, and the stories behind them.
        </p>
      </div>
      <div className="mt-8">
        {query.isError ? (
          <ErrorState
            title="Featured tours could not be loaded"
            message={query.error.message}
            onRetry={() => query.refetch()}
            retrying={query.isFetching}
          />
        ) : query.data && query.data.data.length === 0 ? (
          <EmptyState
            icon={<Sparkles />}
            title="No featured tours right now"
            description="Our team is choosing the next ones. In the meantime, every tour is open for booking."
            action={
              <Button asChild>
                <Link to="/tours">Browse all tours</Link>
              </Button>
            }
          />
        ) : (
          <>
            <TourGrid
              tours={query.data?.data}
              skeletonCount={8}
              headingLevel="h2"
              eagerCount={4}
              className={cn('transition-opacity duration-150', query.isPlaceholderData && 'opacity-60')}
            />
            {query.data && (
              <Pagination
                className="mt-10"
                label="Featured tour pages"
                page={query.data.page}
                pages={query.data.pages}
                hrefFor={(p) => (p > 1 ? `?page=${p}` : '/featured')}
              />
            )}
          </>
        )}
      </div>
    </div>
  );
}
