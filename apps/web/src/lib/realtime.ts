import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { invalidateTags } from './tags.ts';

export const EVENTS_URL = '/api/events';

export interface RealtimeEvent {
  type: string;
  tags: string[];
  /** The parties the change named, when it named a few. */
  parties?: string[];
  /** The wait-list entries the change named, when it named a few. */
  waitListEntries?: string[];
}

/** The rows an event may name, each list patched by the screens that show those rows (ADRs 30 and 46). */
export const NAMED_ROWS = ['parties', 'waitListEntries'] as const;
export type NamedRows = (typeof NAMED_ROWS)[number];

type RowPatcher = (ids: readonly string[]) => void;
const patchers = new Map<NamedRows, Map<string, Set<RowPatcher>>>(
  NAMED_ROWS.map((kind) => [kind, new Map()]),
);

/**
 * While mounted, the queries of the entry at `path` are not refreshed by an event that names `kind` rows:
 * `patch` gets their ids instead (the board patches those cards, ADR 30; the wait-list stand those guests,
 * ADR 46). Other events refresh it as before.
 */
export function useRowPatches(kind: NamedRows, path: string, patch: RowPatcher): void {
  const latest = useRef(patch);
  latest.current = patch;
  useEffect(() => {
    const entry: RowPatcher = (ids) => latest.current(ids);
    const byPath = patchers.get(kind) ?? new Map<string, Set<RowPatcher>>();
    patchers.set(kind, byPath);
    const set = byPath.get(path) ?? new Set();
    set.add(entry);
    byPath.set(path, set);
    return () => {
      set.delete(entry);
      if (set.size === 0) byPath.delete(path);
    };
  }, [kind, path]);
}

const idsOf = (value: object, key: NamedRows) => {
  const named = key in value ? (value as Record<NamedRows, unknown>)[key] : undefined;
  return Array.isArray(named) ? named.filter((id): id is string => typeof id === 'string') : [];
};

export function parseRealtimeEvent(raw: string): RealtimeEvent | null {
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const type = 'type' in value && typeof value.type === 'string' ? value.type : null;
    const tags = 'tags' in value && Array.isArray(value.tags) ? value.tags : null;
    if (type === null || tags === null) return null;
    const event: RealtimeEvent = { type, tags: tags.filter((tag): tag is string => typeof tag === 'string') };
    for (const kind of NAMED_ROWS) {
      const ids = idsOf(value, kind);
      if (ids.length > 0) event[kind] = ids;
    }
    return event;
  } catch {
    return null;
  }
}

/**
 * Refreshes every query of an entry that reads one of the event's tags; an entry with a patcher mounted is
 * patched instead when the event names the rows it patches.
 */
export function applyRealtimeEvent(client: QueryClient, event: RealtimeEvent): void {
  const patched = new Set<string>();
  for (const kind of NAMED_ROWS) {
    const ids = event[kind];
    if (!ids || ids.length === 0) continue;
    for (const [path, set] of patchers.get(kind) ?? []) {
      patched.add(path);
      for (const patch of set) patch(ids);
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

/** An event as it arrives: what it changed is refreshed, then every listener hears it. */
export function receiveRealtimeEvent(client: QueryClient, event: RealtimeEvent): void {
  applyRealtimeEvent(client, event);
  for (const listener of listeners) listener(event);
}

/** A driver's latest position, as the server streams it to who may open the driver map (ADR 74). */
export interface DriverPosition {
  driverId: string;
  latitude: number;
  longitude: number;
  recordedAt: string;
}

type PositionListener = (positions: DriverPosition[]) => void;
const positionListeners = new Set<PositionListener>();

/** Hears drivers' positions as they arrive (the driver map). Answers the function that stops listening. */
export function onDriverPositions(listener: PositionListener): () => void {
  positionListeners.add(listener);
  return () => positionListeners.delete(listener);
}

/** Hands positions heard on the stream to the screens listening. */
export function deliverDriverPositions(positions: DriverPosition[]): void {
  for (const listener of positionListeners) listener(positions);
}

const isPosition = (value: unknown): value is DriverPosition =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as DriverPosition).driverId === 'string' &&
  typeof (value as DriverPosition).latitude === 'number' &&
  typeof (value as DriverPosition).longitude === 'number' &&
  typeof (value as DriverPosition).recordedAt === 'string';

export function parsePositions(raw: string): DriverPosition[] {
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter(isPosition) : [];
  } catch {
    return [];
  }
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
        if (event) receiveRealtimeEvent(client, event);
      };
      // The server names its events `change`; unnamed events arrive as `message`.
      source.addEventListener('change', receive);
      source.addEventListener('message', receive);
      source.addEventListener('position', (message: MessageEvent<string>) => {
        const positions = parsePositions(message.data);
        if (positions.length > 0) deliverDriverPositions(positions);
      });
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
