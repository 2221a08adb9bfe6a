import type { SearchResult } from '@curbside/contract';
import { inScope } from '@curbside/db';
import { plateSearchForm, seesCompanyMoney } from '@curbside/domain';
import type { CompanyUserPrincipal, Deps } from '../../context.ts';
import * as search from './search.repository.ts';

/** The screen a role must open to be shown each kind of result: a search never shows more than the screens do. */
export const SCREEN_OF_KIND = {
  parties: 'TrasactionManagement/RecordManagement',
  permits: 'ParkingPermit/ParkingManagement',
  waitList: 'WaitList',
  staff: 'Usermanagent/Users',
  places: 'Locations/Location',
} as const;

type Kind = keyof typeof SCREEN_OF_KIND;

/** The forms of the key each column is compared in (ADR 91). */
export function needleOf(key: string): search.Needle {
  const text = key.trim();
  const digits = text.replace(/\D/g, '').replace(/^0+/, '');
  const plate = plateSearchForm(text);
  return {
    text,
    digits: digits.length >= 3 ? digits : null,
    number: /^\d{1,15}$/.test(text) ? Number(text) : null,
    plate: plate.length >= 2 ? plate : null,
    rooms: [...new Set([text, text.toUpperCase(), text.toLowerCase()])],
  };
}

/** A time as the contract writes it (PostgreSQL's JSON writes `2026-03-01T09:00:00+00:00`). */
const iso = (at: string) => new Date(at).toISOString();

/**
 * Search/GetSearchResult: one read transaction in the caller's company (row-level security holds it there too),
 * each kind the caller's role opens, the best ten of each, in one statement; money only for a role that sees the company's money.
 */
export async function getSearchResult(
  deps: Deps,
  user: CompanyUserPrincipal,
  key: string,
): Promise<SearchResult> {
  const needle = needleOf(key);
  const opens = (kind: Kind) => user.menuCodes.has(SCREEN_OF_KIND[kind]);
  const money = seesCompanyMoney(user.rules);
  const { companyId } = user;
  return inScope(deps.db, { kind: 'company', companyId }, async (tx) => {
    await search.useThresholds(tx);
    const found = await search.searchKinds(tx, {
      parties: opens('parties') ? search.findParties(tx, companyId, needle, money) : undefined,
      permits: opens('permits') ? search.findPermits(tx, companyId, needle, money) : undefined,
      waitList: opens('waitList') ? search.findWaitListGuests(tx, companyId, needle) : undefined,
      staff: opens('staff') ? search.findStaff(tx, companyId, needle) : undefined,
      places: opens('places') ? search.findPlaces(tx, companyId, needle) : undefined,
    });
    const result: SearchResult = { key: needle.text };
    if (found.parties)
      result.parties = found.parties.map((row) => ({ ...row, scheduledAt: iso(row.scheduledAt) }));
    if (found.permits) result.permits = found.permits.map((row) => ({ ...row, startsAt: iso(row.startsAt) }));
    if (found.waitList)
      result.waitList = found.waitList.map((row) => ({ ...row, createdAt: iso(row.createdAt) }));
    if (found.staff) result.staff = found.staff;
    if (found.places) result.places = found.places;
    return result;
  });
}
