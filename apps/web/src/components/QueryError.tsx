import { useTranslation } from 'react-i18next';
import { describeError } from '../lib/errors.ts';
import { ErrorState } from './ErrorState.tsx';

interface FailedQuery {
  error: unknown;
  refetch: () => unknown;
}

/** The error state of a screen whose query failed: what went wrong, and a retry that runs the query again. */
export function QueryError({ title, query }: { title: string; query: FailedQuery }) {
  const { t } = useTranslation();
  return (
    <ErrorState
      title={title}
      message={query.error ? describeError(query.error, t) : undefined}
      onRetry={() => void query.refetch()}
    />
  );
}
