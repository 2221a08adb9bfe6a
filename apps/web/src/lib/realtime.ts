import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { invalidateTags } from './tags.ts';

export const EVENTS_URL = '/api/events';

export interface RealtimeEvent {
  type: string;
  tags: string[];
  /** The parties the change named, when it named a few. */
  parties?: string[];
}

type PartyPatcher = (partyIds: readonly string[]) => void;
const patchers = new Map<string, Set<PartyPatcher>>();

/**
 * While mounted, the queries of the entry at `path` are not refreshed by an event that names its parties:
 * `patch` gets their ids instead (the board patches those cards, ADR 30). Other events refresh it as before.
 */
export function usePartyPatches(path: string, patch: PartyPatcher): void {
  const latest = useRef(patch);
  latest.current = patch;
  useEffect(() => {
    const entry: PartyPatcher = (ids) => latest.current(ids);
    const set = patchers.get(path) ?? new Set();
    set.add(entry);
    patchers.set(path, set);
    return () => {
      set.delete(entry);
      if (set.size === 0) patchers.delete(path);
    };
  }, [path]);
}

export function parseRealtimeEvent(raw: string): RealtimeEvent | null {
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const type = 'type' in value && typeof value.type === 'string' ? value.type : null;
    const tags = 'tags' in value && Array.isArray(value.tags) ? value.tags : null;
    if (type === null || tags === null) return null;
    const parties = 'parties' in value && Array.isArray(value.parties) ? value.parties : [];
    const ids = parties.filter((id): id is string => typeof id === 'string');
    return {
      type,
      tags: tags.filter((tag): tag is string => typeof tag === 'string'),
      ...(ids.length > 0 ? { parties: ids } : {}),
    };
  } catch {
    return null;
  }
}

/**
 * Refreshes every query of an entry that reads one of the event's tags; an entry with a patcher mounted is
 * patched instead when the event names its parties.
 */
export function applyRealtimeEvent(client: QueryClient, event: RealtimeEvent): void {
  const parties = event.parties;
  const patched = new Set<string>();
  if (parties && parties.length > 0) {
    for (const [path, set] of patchers) {
      patched.add(path);
      for (const patch of set) patch(parties);
    }
  }
  void invalidateTags(client, event.tags, patched);
}

type RealtimeListener = (event: RealtimeEvent) => void;
const listeners = new Set<RealtimeListener>();

/**
 * Hears every event of the company as it arrives, for what is more than a refresh (the desk's alert when a
 * guest rates a ride low). Answers the function that stops listening.
 */
export function onRealtimeEvent(listener: RealtimeListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
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
        if (!event) return;
        applyRealtimeEvent(client, event);
        for (const listener of listeners) listener(event);
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
