import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './EmptyState.tsx';
import { loadingOrFailed } from './QueryError.tsx';

interface ContentQuery<Data> {
  isPending: boolean;
  error: unknown;
  data?: Data | undefined;
  refetch: () => unknown;
}

interface QueryContentProps<Data> {
  query: ContentQuery<Data>;
  /** The i18n section (`namespace:section`) whose `failed`, `empty` and `emptyHint` speak for the query. */
  texts: string;
  /** Whether the answer holds nothing to show. */
  isEmpty: (data: Data) => boolean;
  /** The content drawn from the answer. */
  children: (data: Data) => ReactNode;
}

/**
 * The part of a screen one query fills: its loader or its failure with a retry (loadingOrFailed), the empty
 * state when the answer holds nothing, else the content drawn from the answer.
 */
export function QueryContent<Data>({ query, texts, isEmpty, children }: QueryContentProps<Data>) {
  const { t } = useTranslation();
  const waiting = loadingOrFailed(query, t(`${texts}.failed`));
  if (waiting || query.data === undefined) return waiting;
  if (isEmpty(query.data)) {
    return <EmptyState title={t(`${texts}.empty`)} description={t(`${texts}.emptyHint`)} />;
  }
  return children(query.data);
}
