import type { PartyStatus } from '@curbside/domain';

/** The board's lanes, in the order a dispatcher reads them (narrow screens show them as tabs). */
export const BOARD_LANES: readonly PartyStatus[] = [1, 9, 8, 7, 2, 3, 4];
