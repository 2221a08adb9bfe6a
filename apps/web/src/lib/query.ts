import type { Endpoint, ResponseOf } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import {
  keepPreviousData,
  MutationCache,
  QueryCache,
  QueryClient,
  type UseQueryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError, callEndpoint, type EndpointRef, type InputOf, isApiError } from './api.ts';
import { describeError, problemFieldErrors } from './errors.ts';
import { i18n } from './i18n.ts';
import { cancelTags, invalidateTags } from './tags.ts';

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

/** Puts back what an optimistic change altered in the cache. */
export type Undo = () => void;

export interface WriteOptions<E extends Endpoint> {
  /**
   * Shows the change before the server answers: alters the cached answers (`client.setQueryData`) and answers
   * how to put them back. The hook first stops the refreshes in flight of what the entry writes (they would
   * overwrite the change), puts the answers back when the call fails, and refreshes them either way.
   */
  optimistic?: (input: InputOf<E>, client: QueryClient) => Undo;
  /** Told of a success after what it wrote is refreshed (a dialog that closes, a form that resets). */
  onSuccess?: (result: ResponseOf<E>, input: InputOf<E>) => void;
  /** The screen's own words for a failure, where it explains a refusal better than the server's code. */
  describe?: (error: unknown) => string;
}

export interface Write<E extends Endpoint> {
  /**
   * Makes the change; answers its result (null when the entry answers no data), or undefined when it failed:
   * the failure stays in `error`, `message` and `fieldErrors` until the next run or `reset`.
   */
  run: (input: InputOf<E>) => Promise<ResponseOf<E> | undefined>;
  /** The same change, rejecting with the failure: for a form that pins it on its fields itself. */
  call: (input: InputOf<E>) => Promise<ResponseOf<E>>;
  /** True while the change runs. */
  busy: boolean;
  /** True once the last run succeeded; `data` is its answer and `input` what it was given. */
  done: boolean;
  data: ResponseOf<E> | undefined;
  input: InputOf<E> | undefined;
  /** The last run's failure: the server's problem (`ApiError`), or null. */
  error: ApiError | null;
  /** The failure in the person's language: the server's code worded (ADR 21), or the screen's `describe`. */
  message: string | null;
  /** The problem's field errors in the person's language, keyed by the form's field names. */
  fieldErrors: Record<string, string>;
  reset: () => void;
}

/** Refusals that say the screen shows what is no longer so: changed (409) or gone (404) since it was read. */
const STALE = new Set([404, 409]);

interface Context {
  undo?: Undo | undefined;
}

/**
 * The one way the web changes something (ADR 58). Calls a changing contract entry with a busy state, keeps the
 * failure worded for the screen, and refreshes every query of an entry that reads a tag this one writes (other
 * browsers learn the same tags from server events). A conflict or a row gone since it was read means the screen
 * is stale, so those refresh too.
 */
export function useWrite<E extends Endpoint>(
  endpoint: EndpointRef<E>,
  options: WriteOptions<E> = {},
): Write<E> {
  const client = useQueryClient();
  const { optimistic, onSuccess, describe } = options;
  const writes = endpoint.writes ?? [];
  const mutation = useMutation<ResponseOf<E>, ApiError, InputOf<E>, Context>({
    mutationFn: (input) => callEndpoint(endpoint, input),
    onMutate: async (input) => {
      if (!optimistic) return {};
      await cancelTags(client, writes);
      return { undo: optimistic(input, client) };
    },
    onSuccess: async (result, input) => {
      await invalidateTags(client, writes);
      onSuccess?.(result, input);
    },
    onError: async (error, _input, context) => {
      context?.undo?.();
      if (context?.undo || STALE.has(error.status)) await invalidateTags(client, writes);
    },
  });
  const { mutateAsync: call, error } = mutation;
  const run = useCallback(
    (input: InputOf<E>) => call(input).catch((): ResponseOf<E> | undefined => undefined),
    [call],
  );
  return {
    run,
    call,
    busy: mutation.isPending,
    done: mutation.isSuccess,
    data: mutation.data,
    input: mutation.variables,
    error,
    message: error ? (describe ? describe(error) : describeError(error, i18n.t)) : null,
    fieldErrors: problemFieldErrors(error),
    reset: mutation.reset,
  };
}
