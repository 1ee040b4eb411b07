import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';

/**
 * A page about one booking whose data could not be had: missing or someone else's (said alike, so an id
 * tells nothing), with the way to My bookings; or any other failure, with its message and a retry.
 */
export function BookingPageFailure({
  notFound,
  notFoundTitle,
  notFoundText,
  failedTitle,
  error,
  onRetry,
  retrying,
}: {
  notFound: boolean;
  notFoundTitle: string;
  notFoundText: string;
  failedTitle: string;
  error: Error;
  onRetry: () => void;
  retrying: boolean;
}) {
  if (notFound)
    return (
      <EmptyState
        as="h1"
        icon={<SearchX />}
        title={notFoundTitle}
        description={notFoundText}
        action={
          <Button asChild>
            <Link to="/bookings">My bookings</Link>
          </Button>
        }
      />
    );
  return (
    <ErrorState as="h1" title={failedTitle} message={error.message} onRetry={onRetry} retrying={retrying} />
  );
}
