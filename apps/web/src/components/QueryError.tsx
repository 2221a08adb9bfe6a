import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../lib/errors.ts';
import { ScreenLoader } from './chunks.tsx';
import { ErrorState } from './ErrorState.tsx';

interface FailedQuery {
  error: unknown;
  refetch: () => unknown;
}

interface LoadingQuery extends FailedQuery {
  isPending: boolean;
  data?: unknown;
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

/**
 * What a screen shows instead of its query's data: the loader while it loads, its QueryError (under `header`,
 * if any) when it failed; null once the data is there.
 */
export function loadingOrFailed(query: LoadingQuery, failedTitle: string, header?: ReactNode): ReactNode {
  if (query.isPending) return <ScreenLoader />;
  if (query.error || query.data === undefined) {
    return (
      <>
        {header}
        <QueryError title={failedTitle} query={query} />
      </>
    );
  }
  return null;
}
