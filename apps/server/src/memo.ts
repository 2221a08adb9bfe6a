interface Held<V> {
  value: V;
  company: string;
  until: number;
  /** What the value counts against the memo's byte budget (`sizeOf`). */
  bytes: number;
}

export interface MemoBounds<V> {
  lifetimeMs: number;
  maxEntries: number;
  /** At most this many bytes are kept, as `sizeOf` counts them, the oldest forgotten first. */
  maxBytes?: number;
  sizeOf?: (value: V) => number;
}

/**
 * Values read from the database kept in memory until their company changes (ADR 45). A change forgets every
 * value of its company; a value read while its company changed is not kept (it may predate the change); and
 * nothing is kept longer than `lifetimeMs`, whatever the events say, so a change that published nothing is
 * seen within that time. At most `maxEntries` are kept, and at most `maxBytes`, the oldest forgotten first; an
 * expired value is dropped within its lifetime again whether or not it is asked for (issue 29: a burst of
 * board answers was held at rest until its keys were asked again).
 */
export class Memo<V> {
  private readonly held = new Map<string, Held<V>>();
  /** A counter of forgetting, and when each company (or everything) was last forgotten on it. */
  private sequence = 0;
  private readonly companyChangedAt = new Map<string, number>();
  private everythingChangedAt = 0;
  /** The loads under way, by key, and the count of forgetting when each began. */
  private readonly loading = new Map<string, { startedAt: number; value: Promise<V | null> }>();

  /** The bytes held, as `sizeOf` counts them. */
  private heldBytes = 0;
  /** The timer that drops expired values, while any value is held. */
  private sweeping: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly options: MemoBounds<V>,
    private readonly companyOf: (value: V) => string,
  ) {}

  /**
   * The value kept under `key`, else `load`'s (kept unless null). A caller asking while another's load of the
   * same key is under way shares that load when nothing of its company (`company`, when the caller knows it;
   * else of any company) was forgotten since it began: its answer is then as fresh as one kept would be, and
   * a burst of callers after a change costs one read instead of one each (issue 29).
   */
  async get(key: string, load: () => Promise<V | null>, company?: string): Promise<V | null> {
    const now = Date.now();
    const held = this.held.get(key);
    if (held && held.until > now) return held.value;
    if (held) this.drop(key, held);
    const running = this.loading.get(key);
    if (running && !this.changedSince(running.startedAt, company)) return running.value;
    const startedAt = this.sequence;
    const loaded = { startedAt, value: this.loadAndKeep(key, load, startedAt, now) };
    this.loading.set(key, loaded);
    try {
      return await loaded.value;
    } finally {
      if (this.loading.get(key) === loaded) this.loading.delete(key);
    }
  }

  /** The value kept under `key`, if one is and has not expired at `now`; nothing is read. */
  peek(key: string, now = Date.now()): V | undefined {
    const held = this.held.get(key);
    return held && held.until > now ? held.value : undefined;
  }

  /** Where the memo stands: a read that takes this mark before it reads keeps what it read with `keepRead`. */
  mark(): number {
    return this.sequence;
  }

  /**
   * Values that one read, begun at `mark`, found: each kept unless its company was forgotten since, as `get` keeps
   * the value of a load (it may predate the change that forgot it).
   */
  keepRead(values: Iterable<[key: string, value: V]>, mark: number): void {
    const now = Date.now();
    for (const [key, value] of values) {
      const company = this.companyOf(value);
      if (!this.changedSince(mark, company)) this.keep(key, value, company, now);
    }
  }

  private async loadAndKeep(
    key: string,
    load: () => Promise<V | null>,
    startedAt: number,
    now: number,
  ): Promise<V | null> {
    const value = await load();
    if (value === null) return null;
    const company = this.companyOf(value);
    if (!this.changedSince(startedAt, company)) this.keep(key, value, company, now);
    return value;
  }

  /** Keeps `value` last in line (the map's order is the order of expiry), forgetting the oldest past the bounds. */
  private keep(key: string, value: V, company: string, now: number): void {
    const bytes = this.options.sizeOf?.(value) ?? 0;
    const maxBytes = this.options.maxBytes ?? Number.POSITIVE_INFINITY;
    if (bytes > maxBytes) return;
    const previous = this.held.get(key);
    if (previous) this.drop(key, previous);
    for (const [oldest, held] of this.held) {
      if (this.held.size < this.options.maxEntries && this.heldBytes + bytes <= maxBytes) break;
      this.drop(oldest, held);
    }
    this.held.set(key, { value, company, until: now + this.options.lifetimeMs, bytes });
    this.heldBytes += bytes;
    this.sweepLater();
  }

  private drop(key: string, held: Held<V>): void {
    this.held.delete(key);
    this.heldBytes -= held.bytes;
  }

  /** Drops the expired values when the oldest expires, and again while any is held. */
  private sweepLater(): void {
    const oldest = this.held.values().next().value;
    if (this.sweeping !== undefined || oldest === undefined) return;
    this.sweeping = setTimeout(
      () => {
        this.sweeping = undefined;
        const now = Date.now();
        for (const [key, held] of this.held) {
          if (held.until > now) break;
          this.drop(key, held);
        }
        this.sweepLater();
      },
      Math.max(oldest.until - Date.now(), 0),
    );
    // A held value never keeps the process alive.
    this.sweeping.unref?.();
  }

  /** Whether `company` (any company when not given) or everything was forgotten after `sequence`. */
  private changedSince(sequence: number, company: string | undefined): boolean {
    if (this.everythingChangedAt > sequence) return true;
    if (company === undefined) return this.sequence > sequence;
    return (this.companyChangedAt.get(company) ?? 0) > sequence;
  }

  /** Forgets every value of `company`, and every value being read for it now. */
  forget(company: string): void {
    this.sequence += 1;
    this.companyChangedAt.set(company, this.sequence);
    for (const [key, held] of this.held) if (held.company === company) this.drop(key, held);
  }

  forgetEverything(): void {
    this.sequence += 1;
    this.everythingChangedAt = this.sequence;
    this.held.clear();
    this.heldBytes = 0;
  }

  get size(): number {
    return this.held.size;
  }

  /** The bytes held, as `sizeOf` counts them. */
  get bytes(): number {
    return this.heldBytes;
  }
}
