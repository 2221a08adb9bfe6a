import type { Endpoint, ResponseOf } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import {
  keepPreviousData,
  MutationCache,
  QueryCache,
  QueryClient,
  type UseQueryOptions,
  useQuery,
} from '@tanstack/react-query';
import { ApiError, callEndpoint, type EndpointRef, type InputOf, isApiError } from './api.ts';

export type ApiQueryKey = readonly [string, unknown];

export function apiQueryKey<E extends Endpoint>(endpoint: EndpointRef<E>, input?: InputOf<E>): ApiQueryKey {
  return [endpoint.path, input ?? {}] as const;
}

export const sessionQueryKey: ApiQueryKey = [routes.login.getCurrentSession.path, {}];

/** Codes that answer a wrong secret, not an ended session. */
const CREDENTIAL_CODES = new Set(['INVALID_CREDENTIALS', 'ACCOUNT_LOCKED', 'RATE_LIMITED']);

export function createQueryClient(options: { retry?: boolean } = {}): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        // An ended session answers 401 to any call: forget it, and the route guards send the user to sign in.
        if (isApiError(error) && error.status === 401 && query.queryKey[0] !== sessionQueryKey[0]) {
          client.setQueryData(sessionQueryKey, null);
        }
      },
    }),
    mutationCache: new MutationCache({
      onError: (error) => {
        if (isApiError(error) && error.status === 401 && !CREDENTIAL_CODES.has(error.code)) {
          client.setQueryData(sessionQueryKey, null);
        }
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry:
          options.retry === false
            ? false
            : (failureCount, error) => {
                if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
                return failureCount < 2;
              },
      },
      mutations: { retry: false },
    },
  });
  return client;
}

export type ApiQueryOptions<E extends Endpoint> = Omit<
  UseQueryOptions<ResponseOf<E>, ApiError, ResponseOf<E>, ApiQueryKey>,
  'queryKey' | 'queryFn'
>;

/** A query over one contract entry; its key is `[endpoint.path, input]`. */
export function useApiQuery<E extends Endpoint>(
  endpoint: EndpointRef<E>,
  input: InputOf<E>,
  options?: ApiQueryOptions<E>,
) {
  return useQuery<ResponseOf<E>, ApiError, ResponseOf<E>, ApiQueryKey>({
    queryKey: apiQueryKey(endpoint, input),
    queryFn: ({ signal }) => callEndpoint(endpoint, input, { signal }),
    ...options,
  });
}

/** Keeps the previous page on screen while the next one loads. */
export const keepPrevious = { placeholderData: keepPreviousData };
