import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { invalidateTags } from './tags.ts';

export const EVENTS_URL = '/api/events';

export interface RealtimeEvent {
  type: string;
  tags: string[];
}

export function parseRealtimeEvent(raw: string): RealtimeEvent | null {
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const type = 'type' in value && typeof value.type === 'string' ? value.type : null;
    const tags = 'tags' in value && Array.isArray(value.tags) ? value.tags : null;
    if (type === null || tags === null) return null;
    return { type, tags: tags.filter((tag): tag is string => typeof tag === 'string') };
  } catch {
    return null;
  }
}

/** Refreshes every query of an entry that reads one of the event's tags. */
export function applyRealtimeEvent(client: QueryClient, event: RealtimeEvent): void {
  void invalidateTags(client, event.tags);
}

export function backoffDelay(attempt: number): number {
  const base = Math.min(30_000, 1_000 * 2 ** attempt);
  return base + Math.floor(Math.random() * 500);
}

/** One server-sent-events subscription while `enabled`, reconnecting with backoff. */
export function useRealtime(enabled: boolean): void {
  const client = useQueryClient();

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let stopped = false;

    const connect = () => {
      source = new EventSource(EVENTS_URL);
      source.onopen = () => {
        // Events may have been missed while disconnected: refresh what is on screen.
        if (attempt > 0) void client.invalidateQueries();
        attempt = 0;
      };
      const receive = (message: MessageEvent<string>) => {
        const event = parseRealtimeEvent(message.data);
        if (event) applyRealtimeEvent(client, event);
      };
      // The server names its events `change`; unnamed events arrive as `message`.
      source.addEventListener('change', receive);
      source.addEventListener('message', receive);
      source.onerror = () => {
        source?.close();
        if (stopped) return;
        timer = setTimeout(connect, backoffDelay(attempt));
        attempt += 1;
      };
    };

    connect();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      source?.close();
    };
  }, [enabled, client]);
}
