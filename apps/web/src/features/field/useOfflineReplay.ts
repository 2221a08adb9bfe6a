import { routes } from '@curbside/contract/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint, isApiError } from '../../lib/api.ts';
import { describeError } from '../../lib/errors.ts';
import { type QueuedAction, type ReplayOutcome, replayQueue } from '../../lib/offline-queue.ts';
import { invalidateTags } from '../../lib/tags.ts';

/** The calls an action taken offline may be: each named by its path in the queue. */
const QUEUEABLE = new Map([[routes.transportation.pickUp.path as string, routes.transportation.pickUp]]);

/**
 * Sends what waits when the network returns (the `online` event), when the screen opens and when asked; says
 * how many were sent and which the server refused (a party changed meanwhile: nothing is done twice).
 */
export function useOfflineReplay() {
  const { t } = useTranslation('field');
  const client = useQueryClient();
  const [sent, setSent] = useState(0);
  const [refused, setRefused] = useState<string[]>([]);

  const send = useCallback(
    async (action: QueuedAction): Promise<ReplayOutcome> => {
      const route = QUEUEABLE.get(action.path);
      if (!route) return 'done';
      try {
        await callEndpoint(route, { body: action.body as { partyId: string; version: number } });
      } catch (error) {
        if (isApiError(error) && error.status === 0) return 'offline';
        setRefused((before) => [
          ...before,
          t('offline.refused', { label: action.label, reason: describeError(error, t) }),
        ]);
      }
      return 'done';
    },
    [t],
  );

  const replay = useCallback(async () => {
    const count = await replayQueue(send);
    if (count > 0) {
      setSent((before) => before + count);
      await invalidateTags(client, ['parties']);
    }
  }, [client, send]);

  useEffect(() => {
    void replay();
    window.addEventListener('online', replay);
    return () => window.removeEventListener('online', replay);
  }, [replay]);

  return { replay, sent, refused };
}
