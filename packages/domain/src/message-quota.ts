/**
 * The monthly message allowance (DOMAIN.md, "Messages"; ADR 35). A company's package sets how many SMS
 * segments a month it includes; usage counts the segments of texts sent in the company's calendar month.
 */

/** How a text counts against the allowance: service texts keep flowing near the cap, the others pause. */
export type MessageKind = 'service' | 'feedback' | 'marketing';

/**
 * The template codes that are not service texts. Everything else a guest receives about their own ride, car
 * or turn (dispatched, car ready, your turn, a staff reply, the answer to HELP) is service.
 */
const NON_SERVICE: Readonly<Record<string, MessageKind>> = {
  'party.dropped-off': 'feedback',
  'feedback.request': 'feedback',
  marketing: 'marketing',
};

export const messageKindOf = (templateCode: string): MessageKind => NON_SERVICE[templateCode] ?? 'service';

/** Usage (as a share of the allowance) at which the company is told, once a month each. */
export const QUOTA_ALERT_PERCENTS = [80, 100] as const;
export type QuotaAlertPercent = (typeof QUOTA_ALERT_PERCENTS)[number];

/** From this share of the allowance on, feedback and marketing texts pause; the rest is kept for service. */
export const NON_SERVICE_PAUSE_PERCENT = 90;

/** A company without a package has no allowance (null): nothing is counted against a cap. */
export type MessageAllowance = number | null;

/** Whole percent of the allowance used, rounded down; 100 or more once it is spent (an allowance of 0 is spent). */
export function usagePercent(used: number, allowance: MessageAllowance): number | null {
  if (allowance === null) return null;
  if (allowance <= 0) return 100;
  return Math.floor((used * 100) / allowance);
}

/** Whether a text of this kind may be sent with `used` segments already sent this month. */
export function mayText(kind: MessageKind, used: number, allowance: MessageAllowance): boolean {
  if (kind === 'service') return true;
  const percent = usagePercent(used, allowance);
  return percent === null || percent < NON_SERVICE_PAUSE_PERCENT;
}

/**
 * The alert thresholds usage has reached this month. The company is told of each once: the caller records
 * which it has told, so a repeated check tells nothing twice. A package with no allowance alerts nothing.
 */
export function alertsReached(used: number, allowance: MessageAllowance): QuotaAlertPercent[] {
  if (allowance === null || allowance <= 0) return [];
  return QUOTA_ALERT_PERCENTS.filter((percent) => used * 100 >= percent * allowance);
}
