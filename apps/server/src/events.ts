import type { Tag } from '@curbside/contract';
import { type DatabaseHandle, outsideAnnouncement } from '@curbside/db';

/**
 * A change that browsers should know about. `tags` are what it changed (the contract's tags); the web client
 * refreshes the queries of every entry that reads one of them.
 */
export interface ChangeEvent {
  companyId: string | null;
  type: string;
  tags: readonly Tag[];
  /** The parties the change named, when it named a few: a board patches their cards (ADR 30). */
  parties?: readonly string[];
  /** The wait-list entries the change named, when it named a few: a stand patches those guests (ADR 46). */
  waitListEntries?: readonly string[];
  /** Drivers' latest positions (ADR 74): streamed only to callers with the driver map, never to the memory. */
  positions?: readonly DriverPositionEvent[];
  /** The company's event position this change took (ADR 95); none for the platform's events. */
  position?: number;
}

/** A driver's position as the dispatcher's map receives it. */
export interface DriverPositionEvent {
  driverId: string;
  latitude: number;
  longitude: number;
  recordedAt: string;
}

/** The type of an event that carries only positions: it changes no answer anyone keeps (ADR 74). */
export const POSITIONS_EVENT = 'driver.positions';

type Listener = (event: ChangeEvent) => void;
interface Subscriber {
  companyId: string | null;
  listener: Listener;
  /** Called when events may have been missed (the database connection was lost and is back). */
  resync: (() => void) | undefined;
}

/**
 * Fans the events of every server process out to this process's subscribers. Events travel through
 * PostgreSQL LISTEN/NOTIFY (one listening connection per process; in-process with PGlite).
 */
export class EventHub {
  private readonly listeners = new Set<Subscriber>();
  /** The server's own listeners to every company's events (ADR 45), apart from the browsers' streams. */
  private readonly watchers = new Set<Omit<Subscriber, 'companyId'>>();
  private stopListening: (() => Promise<void>) | undefined;

  async start(database: DatabaseHandle): Promise<void> {
    this.stopListening = await database.listen(
      // An embedded database may deliver a NOTIFY while the committing call is still running, in its context.
      (payload) => outsideAnnouncement(() => this.deliver(payload)),
      () => {
        for (const watcher of this.watchers) watcher.resync?.();
        for (const subscriber of [...this.listeners]) subscriber.resync?.();
      },
    );
  }

  private deliver(payload: string): void {
    let published: ChangeEvent & { origin?: string };
    try {
      published = JSON.parse(payload) as ChangeEvent & { origin?: string };
    } catch {
      return;
    }
    // Where it was published matters only to the server's own watchers (ADR 45), not to browsers.
    for (const watcher of this.watchers) watcher.listener(published);
    const { origin: _origin, ...event } = published;
    for (const subscriber of this.listeners) {
      if (subscriber.companyId === event.companyId) subscriber.listener(event);
    }
  }

  subscribe(companyId: string | null, listener: Listener, resync?: () => void): () => void {
    const entry = { companyId, listener, resync };
    this.listeners.add(entry);
    return () => this.listeners.delete(entry);
  }

  /** Hears the events of every company, and `resync` when some may have been missed. */
  watchAll(listener: Listener, resync: () => void): () => void {
    const entry = { listener, resync };
    this.watchers.add(entry);
    return () => this.watchers.delete(entry);
  }

  get subscriberCount(): number {
    return this.listeners.size;
  }

  async stop(): Promise<void> {
    await this.stopListening?.();
    this.listeners.clear();
    this.watchers.clear();
  }
}
