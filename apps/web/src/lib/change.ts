import type { Endpoint } from '@curbside/contract';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callEndpoint, type InputOf } from './api.ts';

/** Calls a changing entry, then refreshes the lists it changes (other browsers learn it from server events). */
export function useChange<E extends Endpoint>(endpoint: E, paths: readonly string[]) {
  const client = useQueryClient();
  return useCallback(
    async (input: InputOf<E>) => {
      const result = await callEndpoint(endpoint, input);
      await Promise.all(paths.map((path) => client.invalidateQueries({ queryKey: [path] })));
      return result;
    },
    [client, endpoint, paths],
  );
}

/** Keeps the previous page on screen while the next one loads. */
export const keepPrevious = { placeholderData: keepPreviousData };
