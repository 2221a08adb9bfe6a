import { type SQL, sql } from 'drizzle-orm';
import type { CompanyUserPrincipal } from './context.ts';

/*
 * Who reads which parties. Dispatch owns parties, but messaging (below it, ADR 57) must ask the same question
 * before it shows a party's texts, so the rule stands here, under both, written once.
 */

/** The screen whose holders dispatch any party; everyone else acts only on parties assigned to them. */
export const BOARD_SCREEN = 'TrasactionManagement/RecordManagement';

export const dispatches = (user: CompanyUserPrincipal): boolean => user.menuCodes.has(BOARD_SCREEN);

/**
 * Who reads a party (its drawer, its messages): a board holder reads any party of the company; anyone else
 * only a party assigned to them. Every read of one party asks this; a read of many asks `seenPartiesWhere`.
 */
export const seesParty = (user: CompanyUserPrincipal, party: { driverId: string | null }): boolean =>
  dispatches(user) || party.driverId === user.userId;

/** `seesParty` as a condition on a party's driver column, for reads of many parties. */
export const seenPartiesWhere = (user: CompanyUserPrincipal, driverColumn: SQL): SQL =>
  dispatches(user) ? sql`true` : sql`${driverColumn} = ${user.userId}`;
