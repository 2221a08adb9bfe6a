import { useState } from 'react';

/**
 * Work a person starts and waits for (a save, a removal): `busy` while it runs, and what it failed with, worded
 * by `describe`, in `failure` until the next run. `run` answers whether the work succeeded.
 */
export function useWork(describe: (error: unknown) => string) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
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
