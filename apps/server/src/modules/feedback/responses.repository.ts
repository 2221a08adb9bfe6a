import { schema, type Tx } from '@curbside/db';
import { and, count, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { likePattern, type PageRange, pageRows } from '../../resources/paging.ts';
import { findSummaries } from '../dispatch/parties.repository.ts';

/** The reads and writes of guests' survey responses: one per party, and the company's list with its figures. */
const r = schema.feedbackResponses;
const p = schema.parties;

/** Whether the party's guest answered the survey already. */
export async function hasResponse(tx: Tx, companyId: string, partyId: string): Promise<boolean> {
  const [given] = await tx
    .select({ n: count() })
    .from(r)
    .where(and(eq(r.companyId, companyId), eq(r.partyId, partyId)));
  return (given?.n ?? 0) > 0;
}

/** Keeps a response; answers its id, or undefined when the party has one already (the unique key keeps the first). */
export async function insertResponse(tx: Tx, response: typeof r.$inferInsert) {
  const [saved] = await tx.insert(r).values(response).onConflictDoNothing().returning({ id: r.id });
  return saved?.id;
}

export interface ResponseFilter {
  companyId: string;
  start: Date;
  end: Date;
  lowOnly?: boolean | undefined;
  /** In the comment or the guest's name. */
  search?: string | undefined;
}

const whereOf = (f: ResponseFilter) =>
  and(
    eq(r.companyId, f.companyId),
    gte(r.createdAt, f.start),
    lt(r.createdAt, f.end),
    f.lowOnly ? eq(r.lowScore, true) : undefined,
    f.search
      ? or(
          ilike(r.comment, likePattern(f.search)),
          sql`exists (select 1 from ${p} where ${p.companyId} = ${r.companyId} and ${p.id} = ${r.partyId} and ${p.guestName} ilike ${likePattern(f.search)})`,
        )
      : undefined,
  );

const satisfied = sql`(${r.score} >= case when ${r.ratingScale} = 'stars' then 4 else 8 end)`;

/** The counts of the responses matching the filter per day of the company's calendar (in `timeZone`). */
export async function countsByDay(tx: Tx, filter: ResponseFilter, timeZone: string) {
  const day = sql<string>`to_char(${r.createdAt} at time zone ${timeZone}, 'YYYY-MM-DD')`;
  return (
    tx
      .select({
        day,
        responses: sql<number>`count(*)::int`,
        satisfied: sql<number>`count(*) filter (where ${satisfied})::int`,
        lowScores: sql<number>`count(*) filter (where ${r.lowScore})::int`,
        tenScale: sql<number>`count(*) filter (where ${r.ratingScale} = 'zeroToTen')::int`,
        promoters: sql<number>`count(*) filter (where ${r.ratingScale} = 'zeroToTen' and ${r.score} >= 9)::int`,
        detractors: sql<number>`count(*) filter (where ${r.ratingScale} = 'zeroToTen' and ${r.score} <= 6)::int`,
      })
      .from(r)
      .where(whereOf(filter))
      // By position: the zone is a parameter, and each mention of it would be a new one PostgreSQL cannot match.
      .groupBy(sql`1`)
      .orderBy(sql`1`)
  );
}

/** A page of the responses matching the filter, newest first, with when their ride's wait began and ended. */
export async function responsePage(tx: Tx, filter: ResponseFilter, page: PageRange) {
  return pageRows(
    tx
      .select({
        id: r.id,
        createdAt: r.createdAt,
        partyId: r.partyId,
        ratingScale: r.ratingScale,
        score: r.score,
        lowScore: r.lowScore,
        comment: r.comment,
        answers: r.answers,
        pickedUpAt: p.pickedUpAt,
        waitFrom: sql<Date>`greatest(${p.createdAt}, ${p.scheduledAt})`.mapWith(p.createdAt),
      })
      .from(r)
      .innerJoin(p, and(eq(p.companyId, r.companyId), eq(p.id, r.partyId)))
      .where(whereOf(filter))
      .orderBy(desc(r.createdAt), desc(r.id)),
    page,
  );
}

/** The summaries of the company's parties among `ids`. */
export function partySummaries(tx: Tx, companyId: string, ids: readonly string[]) {
  const among: SQL = ids.length ? inArray(p.id, [...ids]) : sql`false`;
  return findSummaries(tx, companyId, among);
}
