import type { Endpoint, ResponseOf } from '@curbside/contract';
import type { EndpointRef, InputOf } from '../lib/api.ts';
import { useChange } from '../lib/query.ts';
import { useWork } from '../lib/useWork.ts';

const keepError = (error: unknown) => error;

/**
 * A change a screen makes with its own busy state and last failure: the call, then the refresh of every list
 * reading what it wrote (useChange). Answers the result, or undefined when the call failed (the error is kept).
 */
export function useAction<E extends Endpoint>(endpoint: EndpointRef<E>) {
  const change = useChange(endpoint);
  const work = useWork(keepError);
  const run = async (input: InputOf<E>): Promise<ResponseOf<E> | undefined> => {
    let result: ResponseOf<E> | undefined;
    const done = await work.run(async () => {
      result = await change(input);
    });
    return done ? result : undefined;
  };
  return { run, pending: work.busy, error: work.failure, reset: () => work.setFailure(null) };
}
