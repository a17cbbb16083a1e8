import { LoadErrorAlert } from '../../../lib/loading/LoadErrorAlert.tsx';

/** A read that failed: what failed, the server's reason when it gave one, and Try again. */
export function QueryError({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
}) {
  const detail = error instanceof Error ? error.message : undefined;
  return <LoadErrorAlert message={title} detail={detail} onRetry={onRetry} />;
}
