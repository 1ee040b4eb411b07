import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from './button.tsx';
import { EmptyState } from './empty-state.tsx';
import { ErrorState } from './error-state.tsx';

type TourUnavailableProps = {
  /** The tour does not exist: "Tour not found", with the way back to the list. */
  notFound: boolean;
  /** What "Tour not found" adds on this page. */
  notFoundDescription: string;
  /** Otherwise it could not be loaded: the error's message, with Retry. */
  message: string;
  onRetry: () => void;
  retrying: boolean;
};

/** The page's h1 when a page about one tour has no tour to show. */
export function TourUnavailable({
  notFound,
  notFoundDescription,
  message,
  onRetry,
  retrying,
}: TourUnavailableProps) {
  if (notFound) {
    return (
      <EmptyState
        className="mx-auto mt-10 max-w-2xl"
        icon={<SearchX />}
        title="Tour not found"
        as="h1"
        description={notFoundDescription}
        action={
          <Button asChild>
            <Link to="/tours">Back to all tours</Link>
          </Button>
        }
      />
    );
  }
  return (
    <ErrorState
      as="h1"
      className="mx-auto mt-10 max-w-2xl"
      title="This tour could not be loaded"
      message={message}
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}
