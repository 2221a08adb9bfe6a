import { routes } from '@curbside/contract/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { callEndpoint } from '../../lib/api.ts';
import { apiQueryKey, useApiQuery } from '../../lib/query.ts';
import { useRowPatches } from '../../lib/realtime.ts';
import { patchStand, type StandAnswer } from './stand-patch.ts';

const STAND = routes.waitList.getWaitListLocations;
const WHOLE = { body: {} };
/** The most guests one patch asks for (the call's limit); more wait for the next read. */
const PATCH_LIMIT = 100;

/**
 * The host stand's list, live (ADR 46): a change that names its guests is patched in by reading just those
 * guests; the patches run one after another (ids heard meanwhile are read together next), so an older answer
 * never lands after a newer one. A change naming none, a reconnection, a failed patch, or a patch heard
 * while the whole list is being read reads the whole list again.
 */
export function useStand() {
  const client = useQueryClient();
  const stand = useApiQuery(STAND, WHOLE);
  const pending = useRef(new Set<string>());
  const running = useRef(false);
  const key = apiQueryKey(STAND, WHOLE);

  const reload = () => {
    pending.current.clear();
    void client.invalidateQueries({ queryKey: key });
  };

  const drain = async () => {
    running.current = true;
    try {
      while (pending.current.size > 0) {
        // A whole read under way may have read before this change: only a new whole read is sure to hold it.
        if (client.isFetching({ queryKey: key }) > 0 || !client.getQueryData(key)) return reload();
        const ids = [...pending.current].slice(0, PATCH_LIMIT);
        for (const id of ids) pending.current.delete(id);
        const answer = await callEndpoint(STAND, { body: { entryIds: ids } });
        client.setQueryData<StandAnswer>(key, (held) =>
          held ? patchStand(held, ids, answer.items, Date.now()) : held,
        );
      }
    } catch {
      reload();
    } finally {
      running.current = false;
    }
  };

  useRowPatches('waitListEntries', STAND.path, (ids) => {
    for (const id of ids) pending.current.add(id);
    if (!running.current) void drain();
  });

  return stand;
}
