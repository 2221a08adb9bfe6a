import type { Endpoint, ResponseOf } from '@curbside/contract';
import { useState } from 'react';
import type { EndpointRef, InputOf } from '../lib/api.ts';
import { useChange } from '../lib/query.ts';

/**
 * A change a screen makes with its own busy state and last failure: the call, then the refresh of every list
 * reading what it wrote (useChange). Answers the result, or undefined when the call failed (the error is kept).
 */
export function useAction<E extends Endpoint>(endpoint: EndpointRef<E>) {
  const change = useChange(endpoint);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const run = async (input: InputOf<E>): Promise<ResponseOf<E> | undefined> => {
    setPending(true);
    setError(null);
    try {
      return await change(input);
    } catch (failure) {
      setError(failure);
      return undefined;
    } finally {
      setPending(false);
    }
  };
  return { run, pending, error, reset: () => setError(null) };
}
