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
import { inScope, type Tx } from '@curbside/db';
import { PARTY_STATUS, zonedDayRange } from '@curbside/domain';
import type { CompanyUserPrincipal, Deps, GuestPrincipal, RequestContext } from '../../context.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { audit } from '../../plugins/audit.ts';
import { publish } from '../../plugins/realtime.ts';
import { companyNameAndZone } from '../company/company.repository.ts';
import { findDetails } from '../dispatch/parties.repository.ts';
import { settingsOf } from './feedback-settings.ts';
import * as ownQuestions from './own-questions.repository.ts';
import * as questions from './questions.repository.ts';
import { surveyQuestions } from './questions.service.ts';
import * as responses from './responses.repository.ts';

type Survey = ResponseOf<typeof contract.feedback.getFeedbackSurvey>;
type Answer = ParsedBodyOf<typeof contract.feedback.saveFeedBackResponse>;
type ListBody = ParsedBodyOf<typeof contract.feedback.getFeedbackResponses>;

/** The event a low score sends the company's browsers: the desk hears of it while the guest is still near. */
export const LOW_SCORE_EVENT = 'feedback.low-score';

async function surveyOf(tx: Tx, companyId: string, partyId: string) {
  const party = await findDetails(tx, companyId, partyId);
  if (!party) throw notFound('guest_link');
  const settings = await settingsOf(tx, companyId);
  const company = await companyNameAndZone(tx, companyId);
  const answered = await responses.hasResponse(tx, companyId, partyId);
  return { party, settings, companyName: company.name, answered };
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
  asked: Awaited<ReturnType<typeof surveyQuestions>>,
  settings: FeedbackSettings,
): void {
  const byId = new Map(asked.map((question) => [question.id, question]));
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
    const savedId = await responses.insertResponse(tx, {
      companyId,
      partyId,
      ratingScale: settings.ratingScale,
      score: input.score,
      comment: input.comment,
      answers: input.answers.filter((answer) => answer.answer !== ''),
      lowScore,
    });
    // A second submission that raced this one past the check above: the unique key kept the first.
    if (!savedId) throw conflict('This ride has its feedback already. Thank you!', 'FEEDBACK_ALREADY_GIVEN');
    // The guest is anonymous: the audit row names the party and the score, not the words.
    await audit(tx, ctx, {
      companyId,
      action: 'feedback_response.created',
      entity: 'feedback_response',
      entityId: savedId,
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

const percentOf = (part: number, whole: number) =>
  whole > 0 ? Math.round((1000 * part) / whole) / 10 : null;

/**
 * Feedback/GetFeedbackResponses: responses given on the days of the company's calendar, newest first, beside
 * their ride's facts; the figures count every response of the range, not just the page.
 */
export async function listResponses(deps: Deps, caller: CompanyUserPrincipal, body: ListBody) {
  const timeZone = caller.companyTimeZone;
  const { start, end } = zonedDayRange(body.fromDate, body.toDate, timeZone);
  const filter = { companyId: caller.companyId, start, end, lowOnly: body.lowOnly, search: body.search };
  return inScope(deps.db, { kind: 'company', companyId: caller.companyId }, async (tx) => {
    const byDay = await responses.countsByDay(tx, filter, timeZone);
    const sum = (key: keyof (typeof byDay)[number]) => byDay.reduce((n, row) => n + Number(row[key]), 0);
    const total = sum('responses');
    const tenScale = sum('tenScale');
    const figures = {
      responses: total,
      csat: percentOf(sum('satisfied'), total),
      nps: tenScale > 0 ? Math.round((100 * (sum('promoters') - sum('detractors'))) / tenScale) : null,
      lowScores: sum('lowScores'),
      days: byDay.map((row) => ({
        day: row.day,
        responses: row.responses,
        csat: percentOf(row.satisfied, row.responses),
        lowScores: row.lowScores,
      })),
    };
    const rows = await responses.responsePage(tx, filter, body);
    const parties = new Map(
      (
        await responses.partySummaries(
          tx,
          caller.companyId,
          rows.map((row) => row.partyId),
        )
      ).map((party) => [party.id, party]),
    );
    const questionIds = [...new Set(rows.flatMap((row) => row.answers.map((a) => a.questionId)))];
    // The company's own questions answer by the same ids (no id is in both tables).
    const texts = new Map([
      ...(await questions.questionTexts(tx, questionIds)),
      ...(await ownQuestions.ownTexts(tx, caller.companyId, questionIds)).map(
        (row) => [row.id, row.text] as const,
      ),
    ]);
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
    return { items, total, page: body.page, pageSize: body.pageSize, figures };
  });
}
