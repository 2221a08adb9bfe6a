import {
  type contract,
  type FeedbackResponse,
  type FeedbackSettings,
  type ParsedBodyOf,
  RATING_SCALE_BOTTOM,
  RATING_SCALE_TOP,
  type ResponseOf,
  VALIDATION_MESSAGES,
} from '@curbside/contract';
import { inScope, schema, type Tx } from '@curbside/db';
import { PARTY_STATUS, zonedDayRange } from '@curbside/domain';
import { and, count, desc, eq, gte, ilike, inArray, lt, or, sql } from 'drizzle-orm';
import type { CompanyUserPrincipal, Deps, GuestPrincipal, RequestContext } from '../../context.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { audit } from '../../plugins/audit.ts';
import { publish } from '../../plugins/realtime.ts';
import { likePattern, pageRows } from '../../resources/table-store.ts';
import { findDetails, findSummaries } from '../dispatch/parties.repository.ts';
import { settingsOf } from './feedback-settings.ts';
import { ownTexts } from './own-questions.repository.ts';
import { surveyQuestions } from './questions.service.ts';

const r = schema.feedbackResponses;
const p = schema.parties;

type Survey = ResponseOf<typeof contract.feedback.getFeedbackSurvey>;
type Answer = ParsedBodyOf<typeof contract.feedback.saveFeedBackResponse>;
type ListBody = ParsedBodyOf<typeof contract.feedback.getFeedbackResponses>;

/** The event a low score sends the company's browsers: the desk hears of it while the guest is still near. */
export const LOW_SCORE_EVENT = 'feedback.low-score';

async function surveyOf(tx: Tx, companyId: string, partyId: string) {
  const party = await findDetails(tx, companyId, partyId);
  if (!party) throw notFound('guest_link');
  const settings = await settingsOf(tx, companyId);
  const [company] = await tx
    .select({ name: schema.companies.name })
    .from(schema.companies)
    .where(eq(schema.companies.id, companyId));
  const [given] = await tx
    .select({ n: count() })
    .from(r)
    .where(and(eq(r.companyId, companyId), eq(r.partyId, partyId)));
  return { party, settings, companyName: company?.name ?? '', answered: (given?.n ?? 0) > 0 };
}

const isOpen = (status: number, settings: FeedbackSettings) =>
  settings.surveyEnabled && status === PARTY_STATUS.DroppedOff;

/** Feedback/GetFeedbackSurvey: what the guest's survey page shows, by the link's key; it changes nothing. */
export async function survey(deps: Deps, guest: GuestPrincipal<'party'>): Promise<Survey> {
  const { companyId, id: partyId } = guest;
  return inScope(deps.db, { kind: 'company', companyId }, async (tx) => {
    const { party, settings, companyName, answered } = await surveyOf(tx, companyId, partyId);
    return {
      companyName,
      guestName: party.guestName,
      fromLocationName: party.fromLocationName,
      toLocationName: party.toLocationName,
      open: isOpen(party.status, settings),
      answered,
      ratingScale: settings.ratingScale,
      reviewSiteUrl: settings.reviewSiteUrl,
      questions: await surveyQuestions(tx, companyId),
    };
  });
}

/** The extra answers, each to a question the company asks, in the form its type takes. */
function checkAnswers(
  answers: Answer['answers'],
  questions: Awaited<ReturnType<typeof surveyQuestions>>,
  settings: FeedbackSettings,
): void {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const seen = new Set<string>();
  answers.forEach((answer, index) => {
    const question = byId.get(answer.questionId);
    const score = Number(answer.answer);
    const fits =
      question &&
      !seen.has(answer.questionId) &&
      (question.answerType === 'text' ||
        (question.answerType === 'yesNo' && ['yes', 'no', ''].includes(answer.answer)) ||
        (question.answerType === 'rating' &&
          (answer.answer === '' ||
            (Number.isInteger(score) &&
              score >= RATING_SCALE_BOTTOM[settings.ratingScale] &&
              score <= RATING_SCALE_TOP[settings.ratingScale]))));
    seen.add(answer.questionId);
    if (!fits) {
      throw badRequest('An answer does not fit its question.', [
        {
          path: `body.answers.${index}.answer`,
          code: 'invalidAnswer',
          message: VALIDATION_MESSAGES.invalidAnswer,
        },
      ]);
    }
  });
}

/**
 * Feedback/SaveFeedBackResponse: the guest's survey of a finished ride, by the link's key. One per party: the
 * unique key decides, so a second (or two at once) is 409 and the first stays. A score at or below the
 * threshold is marked low and alerts the desk (the company's browsers) after the commit.
 */
export async function saveResponse(
  deps: Deps,
  ctx: RequestContext,
  guest: GuestPrincipal<'party'>,
  input: Answer,
) {
  const { companyId, id: partyId } = guest;
  return inScope(deps.db, { kind: 'company', companyId }, async (tx) => {
    const { party, settings, answered } = await surveyOf(tx, companyId, partyId);
    if (answered) throw conflict('This ride has its feedback already. Thank you!', 'FEEDBACK_ALREADY_GIVEN');
    if (!isOpen(party.status, settings)) {
      throw conflict('Feedback opens once the ride is finished.', 'FEEDBACK_NOT_OPEN');
    }
    const bottom = RATING_SCALE_BOTTOM[settings.ratingScale];
    const top = RATING_SCALE_TOP[settings.ratingScale];
    if (input.score < bottom || input.score > top) {
      throw badRequest('The score is outside the rating scale.', [
        { path: 'body.score', code: 'withinRatingScale', message: `From ${bottom} to ${top}` },
      ]);
    }
    checkAnswers(input.answers, await surveyQuestions(tx, companyId), settings);
    const lowScore = input.score <= settings.alertThreshold;
    const [saved] = await tx
      .insert(r)
      .values({
        companyId,
        partyId,
        ratingScale: settings.ratingScale,
        score: input.score,
        comment: input.comment,
        answers: input.answers.filter((answer) => answer.answer !== ''),
        lowScore,
      })
      .onConflictDoNothing()
      .returning({ id: r.id });
    // A second submission that raced this one past the check above: the unique key kept the first.
    if (!saved) throw conflict('This ride has its feedback already. Thank you!', 'FEEDBACK_ALREADY_GIVEN');
    // The guest is anonymous: the audit row names the party and the score, not the words.
    await audit(tx, ctx, {
      companyId,
      action: 'feedback_response.created',
      entity: 'feedback_response',
      entityId: saved.id,
      after: { partyId, score: input.score, ratingScale: settings.ratingScale, lowScore },
    });
    await publish(tx, {
      companyId,
      type: lowScore ? LOW_SCORE_EVENT : 'feedback.received',
      tags: ['feedbackResponses'],
    });
    // Every respondent is invited to the review site, whatever the score (no gating).
    return { saved: true as const, reviewSiteUrl: settings.reviewSiteUrl };
  });
}

const satisfied = sql`(${r.score} >= case when ${r.ratingScale} = 'stars' then 4 else 8 end)`;
const percentOf = (part: number, whole: number) =>
  whole > 0 ? Math.round((1000 * part) / whole) / 10 : null;

/**
 * Feedback/GetFeedbackResponses: responses given on the days of the company's calendar, newest first, beside
 * their ride's facts; the figures count every response of the range, not just the page.
 */
export async function listResponses(deps: Deps, caller: CompanyUserPrincipal, body: ListBody) {
  const timeZone = caller.companyTimeZone;
  const { start, end } = zonedDayRange(body.fromDate, body.toDate, timeZone);
  const where = and(
    eq(r.companyId, caller.companyId),
    gte(r.createdAt, start),
    lt(r.createdAt, end),
    body.lowOnly ? eq(r.lowScore, true) : undefined,
    body.search
      ? or(
          ilike(r.comment, likePattern(body.search)),
          sql`exists (select 1 from ${p} where ${p.companyId} = ${r.companyId} and ${p.id} = ${r.partyId} and ${p.guestName} ilike ${likePattern(body.search)})`,
        )
      : undefined,
  );
  return inScope(deps.db, { kind: 'company', companyId: caller.companyId }, async (tx) => {
    const day = sql<string>`to_char(${r.createdAt} at time zone ${timeZone}, 'YYYY-MM-DD')`;
    const byDay = await tx
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
      .where(where)
      // By position: the zone is a parameter, and each mention of it would be a new one PostgreSQL cannot match.
      .groupBy(sql`1`)
      .orderBy(sql`1`);
    const sum = (key: keyof (typeof byDay)[number]) => byDay.reduce((n, row) => n + Number(row[key]), 0);
    const responses = sum('responses');
    const tenScale = sum('tenScale');
    const figures = {
      responses,
      csat: percentOf(sum('satisfied'), responses),
      nps: tenScale > 0 ? Math.round((100 * (sum('promoters') - sum('detractors'))) / tenScale) : null,
      lowScores: sum('lowScores'),
      days: byDay.map((row) => ({
        day: row.day,
        responses: row.responses,
        csat: percentOf(row.satisfied, row.responses),
        lowScores: row.lowScores,
      })),
    };
    const rows = await pageRows(
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
        .where(where)
        .orderBy(desc(r.createdAt), desc(r.id)),
      body,
    );
    const parties = new Map(
      (
        await findSummaries(
          tx,
          caller.companyId,
          rows.length
            ? inArray(
                p.id,
                rows.map((row) => row.partyId),
              )
            : sql`false`,
        )
      ).map((party) => [party.id, party]),
    );
    const questionIds = [...new Set(rows.flatMap((row) => row.answers.map((a) => a.questionId)))];
    const q = schema.feedbackQuestions;
    const texts = new Map(
      [
        ...(questionIds.length
          ? await tx.select({ id: q.id, text: q.text }).from(q).where(inArray(q.id, questionIds))
          : []),
        // The company's own questions answer by the same ids (no id is in both tables).
        ...(await ownTexts(tx, caller.companyId, questionIds)),
      ].map((row) => [row.id, row.text]),
    );
    const items: FeedbackResponse[] = rows.map((row) => {
      const party = parties.get(row.partyId);
      return {
        id: row.id,
        createdAt: row.createdAt.toISOString(),
        partyNumber: party?.number ?? 0,
        guestName: party?.guestName ?? '',
        fromLocationName: party?.fromLocationName ?? '',
        toLocationName: party?.toLocationName ?? '',
        driverName: party?.driverName ?? party?.otherDriverName ?? null,
        quotedWaitMinutes: party?.quotedWaitMinutes ?? null,
        actualWaitMinutes: row.pickedUpAt
          ? Math.max(0, Math.round((row.pickedUpAt.getTime() - row.waitFrom.getTime()) / 60_000))
          : null,
        ratingScale: row.ratingScale,
        score: row.score,
        lowScore: row.lowScore,
        comment: row.comment,
        answers: row.answers.map((answer) => ({ ...answer, text: texts.get(answer.questionId) ?? '' })),
      };
    });
    return { items, total: responses, page: body.page, pageSize: body.pageSize, figures };
  });
}
