import { useState } from 'react';

/**
 * Work a person starts and waits for (a save, a removal): `busy` while it runs, and what it failed with, as
 * `describe` keeps it (worded for the screen, or the error itself), in `failure` until the next run. `run`
 * answers whether the work succeeded.
 */
export function useWork<Failure = string>(describe: (error: unknown) => Failure) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const run = async (work: () => Promise<unknown>): Promise<boolean> => {
    setBusy(true);
    setFailure(null);
    try {
      await work();
      return true;
    } catch (error) {
      setFailure(describe(error));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, failure, setFailure, run };
}
