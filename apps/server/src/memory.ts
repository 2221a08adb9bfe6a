import type { EventPosition, Tag } from '@curbside/contract';
import { type Database, heardAtCommit, onCommitted } from '@curbside/db';
import { dateIn } from '@curbside/domain';
import { type ChangeEvent, type EventHub, POSITIONS_EVENT } from './events.ts';
import { WrittenJson } from './lib/written-json.ts';
import { Memo, type MemoBounds } from './memo.ts';

/** The key of the platform's own principals (the super-admin's sessions), which belong to no company. */
const PLATFORM = '';

/**
 * All the memory knows of a principal: the company whose changes forget it, or none (the platform's). The
 * principal itself is the request context's type, which stands above the memory and is given to it.
 */
export type KeptPrincipal = { kind: 'user'; companyId: string } | { kind: 'platform' };

const companyOfPrincipal = (principal: KeptPrincipal): string =>
  principal.kind === 'user' ? principal.companyId : PLATFORM;

/** The tags whose change may change who a signed-in caller is: their session, user, role, screens and rules. */
const PRINCIPAL_TAGS: ReadonlySet<Tag> = new Set(['session', 'users', 'roles', 'accessRules', 'menu']);

/** The event of a transaction that ended sessions outside any tagged call (sign-out, a password reset). */
export const SESSIONS_ENDED = 'sessions.ended';

/**
 * Whether an event may change who a signed-in caller of its company is: sessions ended, or a change of users,
 * roles, screens or rules. What was read of a caller before it is read again (kept principals, open streams).
 */
export const mayChangeCallers = (event: ChangeEvent): boolean =>
  event.type === SESSIONS_ENDED || event.tags.some((tag) => PRINCIPAL_TAGS.has(tag));

/**
 * The tags of a guest's or a driver's activity: bookings, the wait list, messages, permits sold. Their events are
 * many (fifty kiosks booking at once make fifty) and change nothing a company sets up, so what is kept of its set-up
 * stays through them (ADR 152). Any other event of the company forgets it.
 */
const ACTIVITY_TAGS: ReadonlySet<Tag> = new Set([
  'parties',
  'waitList',
  'messages',
  'notifications',
  'parkingPermits',
]);

/** Whether an event may change what a company has set up (its kiosks and their settings, its profile, package). */
export const mayChangeSetUp = (event: ChangeEvent): boolean =>
  event.tags.length === 0 || event.tags.some((tag) => !ACTIVITY_TAGS.has(tag));

/** What can be forgotten by company, whatever it keeps. */
interface Forgetting {
  forget(company: string): void;
  forgetEverything(): void;
}

/** An event stamped by this process (`publishEvent`), heard at its commit or coming back through NOTIFY. */
type Stamped = ChangeEvent & { origin: string };

/** At most this many own events wait for their other half; more means NOTIFYs were lost (a connection down). */
const MAX_HALF_HEARD = 10_000;

/** How long a principal or an answer is kept at most; see ADR 45 for why these figures. */
const PRINCIPAL_LIFETIME_MS = 5_000;
const ANSWER_LIFETIME_MS = 10_000;
/**
 * The JSON of the answers kept, at most (ADR 160): a board's is 0.2–0.5 MB, and its object graph is kept beside
 * it, so 500 of them could hold the embedded server's whole memory budget; this keeps 60 to 160 boards.
 */
const ANSWER_BYTES = 32 * 2 ** 20;

/** A kept answer of a read, written as JSON once when it was read, and the company whose changes forget it. */
type KeptAnswer = { company: string; answer: WrittenJson<unknown> };
/** Kept answers (the board's, a company's places) count their written JSON against one budget each (ADR 160). */
const answerBounds = {
  maxEntries: 500,
  maxBytes: ANSWER_BYTES,
  sizeOf: (kept: KeptAnswer) => kept.answer.body.length,
};

/**
 * What the server keeps in memory between requests (ADR 45): the principal behind each session cookie, so a
 * signed-in call does not read the session first, and the answers of reads worth keeping (the board's), by
 * caller and input. Both are forgotten on the events of their company: another process's as NOTIFY brings
 * them, this process's own as soon as their transaction commits, before the call that made them answers.
 */
export class ServerMemory<P extends KeptPrincipal> {
  readonly principals = new Memo<P>(
    { lifetimeMs: PRINCIPAL_LIFETIME_MS, maxEntries: 50_000 },
    companyOfPrincipal,
  );
  readonly answers = new Memo<KeptAnswer>(
    { lifetimeMs: ANSWER_LIFETIME_MS, ...answerBounds },
    (kept) => kept.company,
  );

  /** The memos of what companies set up (`keptSetUp`), forgotten on any event but activity's. */
  private readonly setUps = new Set<Forgetting>();
  /**
   * The answers of reads of what a company set up (its places), kept through its activity as `keptSetUp`
   * values are: a burst of bookings forgets the board's answers, not these (ADR 161).
   */
  readonly setUpAnswers = this.keptSetUp<KeptAnswer>((kept) => kept.company, answerBounds);

  /**
   * A memo of what a company has set up and a call reads every time (a kiosk device's row, its settings, the
   * company's package), kept as principals are (ADR 45) but forgotten on any of its company's events except
   * those of activity alone (ADR 152), so a burst of bookings does not forget what every booking reads.
   */
  keptSetUp<V>(
    companyOf: (value: V) => string,
    bounds: Omit<MemoBounds<V>, 'lifetimeMs'> = { maxEntries: 10_000 },
  ): Memo<V> {
    const memo = new Memo<V>({ lifetimeMs: PRINCIPAL_LIFETIME_MS, ...bounds }, companyOf);
    this.setUps.add(memo);
    return memo;
  }

  /** The latest event position heard of each company (ADR 95). */
  private readonly heardUpTo = new Map<string, number>();
  /**
   * This process's own events by origin, heard one way (at commit, or through NOTIFY) and awaiting the other.
   * Entries whose NOTIFY was lost are dropped when the connection is back, or when too many wait.
   */
  private readonly ownHalfHeard = new Map<string, 'committed' | 'notified'>();
  /** The positions this process's own events came back with, until the call that made each asks (ADR 148). */
  private readonly ownPositions = new Map<string, number>();

  /** The position one of this process's events took, once its NOTIFY has brought it (asked once). */
  ownPosition(origin: string): number | undefined {
    const position = this.ownPositions.get(origin);
    this.ownPositions.delete(origin);
    return position;
  }

  /** Whether a caller has been answered a change of its company that this process has not heard of yet. */
  isBehind(seen: EventPosition): boolean {
    return (this.heardUpTo.get(seen.companyId) ?? 0) < seen.position;
  }

  /**
   * Catches up with `companyId` as of `position`, just read from the database: every change up to it has
   * committed, and what is kept of the company may predate some of them, so it is forgotten (ADR 95).
   */
  caughtUp(companyId: string, position: number): void {
    this.answers.forget(companyId);
    this.principals.forget(companyId);
    for (const memo of this.setUps) memo.forget(companyId);
    this.noteHeard(companyId, position);
  }

  private noteHeard(companyId: string, position: number | undefined): void {
    if (position !== undefined && position > (this.heardUpTo.get(companyId) ?? 0)) {
      this.heardUpTo.set(companyId, position);
    }
  }

  /** Hears every company's events: this process's on `db` at commit, every process's on `hub`. */
  watch(hub: EventHub, db: Database): () => void {
    const stopHub = hub.watchAll(
      (event) => {
        if (heardAtCommit(db, event)) this.ownNotified(event);
        else this.heard(event);
      },
      // Events may have been missed while the database connection was lost.
      () => {
        this.principals.forgetEverything();
        this.answers.forgetEverything();
        for (const memo of this.setUps) memo.forgetEverything();
        this.ownHalfHeard.clear();
        this.ownPositions.clear();
      },
    );
    const stopCommitted = onCommitted(db, (payload) => this.ownCommitted(payload as Stamped));
    return () => {
      stopHub();
      stopCommitted();
    };
  }

  /**
   * One of this process's events, heard as its transaction committed. It has no position yet: the database gives
   * it one inside the commit and its NOTIFY brings it (ADR 148).
   */
  private ownCommitted(event: Stamped): void {
    if (this.ownHalfHeard.get(event.origin) === 'notified') this.ownHalfHeard.delete(event.origin);
    else this.halfHeard(event.origin, 'committed');
    this.heard(event);
  }

  /**
   * One of this process's events coming back through NOTIFY with its position. Heard already at its commit, only
   * its position is noted: NOTIFYs arrive in the order of the commits, so every change up to it has been acted on.
   * But NOTIFY may bring it before its commit is heard here (the embedded database delivers it inside the
   * commit; PostgreSQL's listening connection may answer before the committing one), and the streams hear it
   * right after this: what is kept must already be forgotten then (ADR 128).
   */
  private ownNotified(event: Stamped): void {
    if (event.position !== undefined) {
      // Events announced outside a call are never asked for: past the bound, all are dropped.
      if (this.ownPositions.size >= MAX_HALF_HEARD) this.ownPositions.clear();
      this.ownPositions.set(event.origin, event.position);
    }
    if (this.ownHalfHeard.get(event.origin) === 'committed') {
      this.ownHalfHeard.delete(event.origin);
      if (event.companyId !== null) this.noteHeard(event.companyId, event.position);
      return;
    }
    this.halfHeard(event.origin, 'notified');
    this.heard(event);
  }

  private halfHeard(origin: string, how: 'committed' | 'notified'): void {
    if (this.ownHalfHeard.size >= MAX_HALF_HEARD) this.ownHalfHeard.clear();
    this.ownHalfHeard.set(origin, how);
  }

  private heard(event: ChangeEvent): void {
    if (event.companyId === null) {
      if (event.type === SESSIONS_ENDED) this.principals.forget(PLATFORM);
      // The platform's changes (a package's features, say) may change any company's set-up.
      else for (const memo of this.setUps) memo.forgetEverything();
      return;
    }
    // Positions stream many times a second and change nothing kept: the board's answers stay (ADR 74).
    if (event.type === POSITIONS_EVENT) return;
    this.answers.forget(event.companyId);
    if (mayChangeCallers(event)) this.principals.forget(event.companyId);
    if (mayChangeSetUp(event)) for (const memo of this.setUps) memo.forget(event.companyId);
    this.noteHeard(event.companyId, event.position);
  }
}

/**
 * A memo of a company's set-up (`ServerMemory.keptSetUp`) per server memory, made on its first use: a module keeps
 * what it reads on every call without holding the memory itself (ADRs 152, 162): paired devices, package
 * features, a booking's set-up, the board's written cards.
 */
export function setUpKept<V>(companyOf: (value: V) => string, bounds?: Omit<MemoBounds<V>, 'lifetimeMs'>) {
  const memos = new WeakMap<object, Memo<V>>();
  return <P extends KeptPrincipal>(memory: ServerMemory<P>): Memo<V> => {
    const known = memos.get(memory);
    if (known) return known;
    const memo = memory.keptSetUp(companyOf, bounds);
    memos.set(memory, memo);
    return memo;
  };
}

/**
 * The answer of a read kept until its company changes (ADR 45), by caller (their screens and rules shape it;
 * their company too: a super-admin's support view reads one company after another under one id), the company's
 * day (today's lanes) and input. It is kept written as JSON (written once when read, unless `load` wrote it, ADR
 * 178): the mount sends that. A read of what the company set up is kept `throughActivity`: only a change of its
 * set-up forgets it (ADR 161).
 */
export async function keptAnswer<T extends object, P extends KeptPrincipal>(
  memory: ServerMemory<P>,
  caller: { userId: string; companyId: string; companyTimeZone: string },
  read: string,
  input: unknown,
  load: () => Promise<T | WrittenJson<T>>,
  kept: 'untilAnyChange' | 'throughActivity' = 'untilAnyChange',
): Promise<WrittenJson<T>> {
  const key = [
    caller.companyId,
    caller.userId,
    read,
    dateIn(caller.companyTimeZone),
    JSON.stringify(input),
  ].join('|');
  const memo = kept === 'throughActivity' ? memory.setUpAnswers : memory.answers;
  const answer = await memo.get(
    key,
    async () => ({ company: caller.companyId, answer: WrittenJson.of(await load()) }),
    caller.companyId,
  );
  return answer?.answer as WrittenJson<T>;
}
