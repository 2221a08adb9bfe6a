/**
 * Read-your-writes across server processes (ADR 95). Every change a company makes is announced with the
 * company's next event position; the answer of a changing call carries it in `POSITION_HEADER`, and the browser
 * sends the latest it has been given in `SEEN_HEADER` with every call. A process that has not yet heard of that
 * position reads the database rather than what it keeps in memory.
 */
export const POSITION_HEADER = 'curbside-position';
export const SEEN_HEADER = 'curbside-seen';

export interface EventPosition {
  companyId: string;
  position: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const formatPosition = ({ companyId, position }: EventPosition): string => `${companyId}:${position}`;

/** The position a header holds, or undefined for anything else (a header is the caller's to choose). */
export function parsePosition(value: unknown): EventPosition | undefined {
  if (typeof value !== 'string' || value.length > 60) return undefined;
  const [companyId = '', digits = ''] = value.split(':');
  if (!UUID.test(companyId) || !/^\d{1,15}$/.test(digits)) return undefined;
  return { companyId: companyId.toLowerCase(), position: Number(digits) };
}

/** The later of two positions of one company; a position of another company replaces the one held. */
export const laterPosition = (held: EventPosition | undefined, next: EventPosition): EventPosition =>
  held && held.companyId === next.companyId && held.position > next.position ? held : next;
