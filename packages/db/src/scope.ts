import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import { eq, type SQL, sql } from 'drizzle-orm';
import { heldInsert } from './built-once.ts';
import { type Database, EVENTS_CHANNEL, oneTripOf, type Tx } from './client.ts';
import { type CommitFollowUp, commitFollowUps, SETTINGS_MARK } from './round-trips.ts';
import { announcedEvents, companyEventPositions } from './schema/events.ts';
import { APP_ROLE } from './tenancy.ts';

/** Who a transaction acts for: one company, or the platform (sign-in lookups, the super-admin, workers). */
export type Scope = { kind: 'company'; companyId: string } | { kind: 'platform' };

type CommittedListener = (payload: object) => void;
/** This process's listeners to the events its own transactions publish, by database (see `onCommitted`). */
const committedListeners = new WeakMap<Database, Set<CommittedListener>>();
/** The events each transaction in progress has published, heard in this process once it commits. */
const publishedIn = new WeakMap<Tx, Published>();
/** What a transaction in progress has published, and the company of its last ordered event, if any. */
interface Published {
  db: Database;
  payloads: object[];
  orderedFor?: string;
}
/** A random name per database handle, stamped on the events heard here at commit (see `heardAtCommit`). */
const origins = new WeakMap<Database, string>();
/** How many events this process has stamped: each event's origin is its handle's name and this count. */
let stamped = 0;

function originOf(db: Database): string {
  const known = origins.get(db);
  if (known) return known;
  const origin = randomBytes(8).toString('hex');
  origins.set(db, origin);
  return origin;
}

function hear(db: Database, payloads: readonly object[]): void {
  const listeners = committedListeners.get(db);
  if (!listeners) return;
  for (const payload of payloads) for (const listener of listeners) listener(payload);
}

/**
 * Calls `listener` with every event this process publishes on `db`, as soon as its transaction has committed
 * and before the call that made it answers. Other processes hear it later, through NOTIFY; what a process
 * keeps in memory forgets a change of its own at once this way (ADR 45). Answers the function that stops.
 */
export function onCommitted(db: Database, listener: CommittedListener): () => void {
  const listeners = committedListeners.get(db) ?? new Set<CommittedListener>();
  listeners.add(listener);
  committedListeners.set(db, listeners);
  return () => listeners.delete(listener);
}

/**
 * Whether an event that came back through NOTIFY was already heard here at its commit (`onCommitted`), so a
 * listener to both need not act on it twice.
 */
export function heardAtCommit(db: Database, payload: object): payload is { origin: string } {
  const origin = origins.get(db);
  return (
    origin !== undefined &&
    'origin' in payload &&
    typeof payload.origin === 'string' &&
    payload.origin.startsWith(`${origin}.`)
  );
}

/**
 * What a call announces, at the end of each transaction it runs (ADR 95): the event is then part of the commit,
 * delivered with it or not at all, and a process that dies after the commit cannot leave the others' kept
 * answers stale. `event` is given what the transaction's work answered (a new row names itself); it answers
 * nothing when there is nothing to announce (a read, or a call whose services announce for themselves).
 */
export interface Announcement {
  event: (result: unknown) => object | undefined;
  /** Set once a transaction has announced `event`. */
  announced: boolean;
  /** Set when the call has answered: work it left running (a message sent in the background) announces nothing. */
  answered: boolean;
  /**
   * The company of the last event the call announced, and that event's stamp when this process hears its own
   * events: the database numbers it as it commits (ADR 148), so the call learns the position once it has
   * answered, from the event's NOTIFY if it has come back, else from the database (`positionAfter`).
   */
  company: string | undefined;
  origin?: string | undefined;
  /**
   * The company's position read in the round trip of the commit of the call's last transaction that announced
   * (PostgreSQL, ADR 162): at least its event's, so `positionAfter` need not read it again.
   */
  committedAt?: { companyId: string; position: number } | undefined;
}

const announcing = new AsyncLocalStorage<Announcement>();

/**
 * Runs `work` outside any call's announcement: what a listener does on hearing an event (a stream reading its
 * caller again) is not the work of the call whose commit it heard, even where the event arrives in its context.
 */
export const outsideAnnouncement = <T>(work: () => T): T => announcing.exit(work);

/** Runs `work` with its transactions announcing `announcement`'s event as they commit. */
export function announceWhile<T>(announcement: Announcement, work: () => Promise<T>): Promise<T> {
  return announcing.run(announcement, work);
}

/** A string as an SQL literal (standard-conforming strings, the default of both databases). */
function literal(value: string): string {
  if (value.includes('\u0000')) throw new Error('An SQL literal cannot hold U+0000.');
  return `'${value.replaceAll("'", "''")}'`;
}

/** The statement that sets a transaction's role and scope for row-level security, as literal text. */
function scopeSettings(scope: Scope): string {
  const companyId = scope.kind === 'company' ? scope.companyId : '';
  const platform = scope.kind === 'platform' ? 'on' : 'off';
  return `select set_config('role', ${literal(APP_ROLE)}, true), set_config('app.company_id', ${literal(
    companyId,
  )}, true), set_config('app.platform', ${literal(platform)}, true)`;
}

/**
 * Runs `work` in one transaction as the application role, with the company (or platform scope) set for
 * row-level security. Every business operation goes through here.
 */
export async function inScope<T>(db: Database, scope: Scope, work: (tx: Tx) => Promise<T>): Promise<T> {
  const published: Published = { db, payloads: [] };
  const call = announcing.getStore();
  const announcement = call?.answered ? undefined : call;
  const followUp: CommitFollowUp = {};
  const result = await commitFollowUps.run(followUp, () =>
    transactionIn(db, scope, published, followUp, work),
  );
  // What listeners do on hearing it (a stream reading its caller again) is not the call's work to announce.
  outsideAnnouncement(() => hear(db, published.payloads));
  const companyId = published.orderedFor;
  if (announcement && companyId && followUp.rows) {
    announcement.committedAt = { companyId, position: Number(followUp.rows[0]?.position ?? 0) };
  }
  return result;
}

/**
 * `inScope`'s transaction. When the call's event is announced in it, the company's position is asked to be read
 * with the commit, in its round trip: the answer carries it (ADR 148), and reading it after would take one more.
 */
function transactionIn<T>(
  db: Database,
  scope: Scope,
  published: Published,
  followUp: CommitFollowUp,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  const call = announcing.getStore();
  const announcement = call?.answered ? undefined : call;
  return db.transaction(async (tx) => {
    publishedIn.set(tx, published);
    // Literal text marked as settings, so that PostgreSQL's driver sends it with the transaction's `begin` and its
    // first statement (round-trips.ts).
    await tx.execute(sql.raw(`${SETTINGS_MARK}${scopeSettings(scope)}`));
    const value = await work(tx);
    // Every transaction of a changing call announces, the last one too: one that only read announces a change
    // that has not happened yet, which costs a reader a reload and nothing else.
    const event = announcement?.event(value);
    if (announcement && event) {
      await publishEvent(tx, event);
      announcement.announced = true;
    }
    if (announcement && published.orderedFor) followUp.text = positionQuery(published.orderedFor);
    return value;
  });
}

/** An ordered event's row, numbered and sent as the transaction commits (held: nothing reads its answer). */
const announce = heldInsert(announcedEvents, ['companyId', 'payload']);

/**
 * Publishes an event to every server process. NOTIFY inside a transaction is delivered only when the
 * transaction commits, so listeners never hear of a change that was rolled back; this process's own
 * listeners (`onCommitted`) hear it right after the commit, stamped with a distinct `origin`. An event of a
 * company takes the company's next position (ADR 95) inside the commit (ADR 148): it is written to
 * `announced_events`, whose deferred trigger numbers it, sends it and deletes it as the transaction commits, so
 * positions follow the order of the commits and the company's position row is locked only inside the commit.
 * The events heard here at commit have no position yet; their NOTIFY brings it. An event that changes nothing
 * anyone keeps (a driver's position, ADR 129) is `ordered: false`: it takes no position, so it neither queues on
 * the company's row nor makes a process forget what it keeps.
 */
export async function publishEvent(
  tx: Tx | Database,
  payload: object,
  options: { ordered?: boolean } = {},
): Promise<void> {
  const pending = publishedIn.get(tx as Tx);
  const db = pending ? pending.db : (tx as Database);
  const { sent, origin } = stamp(db, payload);
  const companyId =
    'companyId' in payload && typeof payload.companyId === 'string' ? payload.companyId : null;
  if (companyId && options.ordered !== false) {
    await announce(tx, { companyId, payload: JSON.stringify(sent) });
    if (pending) pending.orderedFor = companyId;
    const call = announcing.getStore();
    if (call) {
      call.company = companyId;
      call.origin = origin;
      // Its commit's position is not known yet: the one an earlier transaction's commit read is below it.
      call.committedAt = undefined;
    }
  } else {
    await tx.execute(sql`select ${notice(sent)}`);
  }
  if (pending) pending.payloads.push(sent);
  else if (origin) outsideAnnouncement(() => hear(db, [sent]));
}

/**
 * An event as sent: stamped with a distinct origin when this process hears its own events at commit, so its
 * NOTIFY is recognised when it comes back.
 */
function stamp(db: Database, payload: object): { sent: object; origin: string | undefined } {
  stamped += 1;
  const origin = committedListeners.has(db) ? `${originOf(db)}.${stamped}` : undefined;
  return { sent: origin ? { ...payload, origin } : payload, origin };
}

const notice = (sent: object): SQL => sql`pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(sent)})`;

/**
 * The position a call's answer carries once the call has answered (ADR 95, 148): its last event's own, when
 * `heard` has it from the event's NOTIFY, else the company's position read after the call's commits, which is at
 * least that. A process that has heard that position has heard the call's changes; one that has not catches up,
 * as for the exact position.
 */
export async function positionAfter(
  db: Database,
  announcement: Announcement,
  heard: (origin: string) => number | undefined = () => undefined,
): Promise<{ companyId: string; position: number } | undefined> {
  const companyId = announcement.company;
  if (!companyId) return undefined;
  const exact = announcement.origin === undefined ? undefined : heard(announcement.origin);
  if (exact !== undefined) return { companyId, position: exact };
  if (announcement.committedAt?.companyId === companyId) return announcement.committedAt;
  const position = await outsideAnnouncement(() => companyPositionNow(db, companyId));
  return { companyId, position };
}

/**
 * The position of the last event announced for `companyId`, read in a transaction of its own: in one round trip
 * (the scope's settings and the read sent together) where the database was opened here, else by `inScope`.
 * Each changing call whose event has not come back yet reads it (ADR 148), so its four round trips counted.
 */
export async function companyPositionNow(db: Database, companyId: string): Promise<number> {
  const oneTrip = oneTripOf(db);
  if (!oneTrip) return inScope(db, { kind: 'company', companyId }, (tx) => eventPositionOf(tx, companyId));
  const [row] = await oneTrip(positionQuery(companyId));
  return Number(row?.position ?? 0);
}

/** The company's event position, read in its scope, as literal text (one simple query's statements). */
const positionQuery = (companyId: string) =>
  `${scopeSettings({ kind: 'company', companyId })}; select position from company_event_positions where company_id = ${literal(companyId)}`;

/**
 * An unordered event (`publishEvent`'s `ordered: false`) of a business transaction as an expression, to send it
 * in one of the transaction's own statements rather than in one more (ADR 147: a driver's position report is
 * one statement). Delivered with the commit, or not at all; this process's listeners hear it at the commit.
 */
export function unorderedNotice(tx: Tx, payload: object): SQL {
  const pending = publishedIn.get(tx);
  if (!pending) throw new Error('An event is sent inside a transaction of inScope.');
  const { sent } = stamp(pending.db, payload);
  pending.payloads.push(sent);
  return notice(sent);
}

/** The position of the last event announced for `companyId` (0 before any). */
export async function eventPositionOf(tx: Tx, companyId: string): Promise<number> {
  const [row] = await tx
    .select({ position: companyEventPositions.position })
    .from(companyEventPositions)
    .where(eq(companyEventPositions.companyId, companyId));
  return row?.position ?? 0;
}
