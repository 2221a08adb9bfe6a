import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { dayInZone } from '../../lib/dates.ts';
import { BOARD_LANES } from './status.tsx';
import type { BoardFilter } from './useBoard.ts';

/** Every status a link (a dashboard tile) may filter the board by: the lanes first, then finished ones. */
export const STATUS_FILTERS = [...BOARD_LANES, 5, 6, 10] as const;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function parseStatus(value: string | null): number | null {
  const status = Number(value);
  return value && (STATUS_FILTERS as readonly number[]).includes(status) ? status : null;
}

/**
 * The board's filters, kept in the address so a dashboard tile can link to a filtered board: the day (today in
 * the company's zone unless the address names one), status, driver, location and the search typed.
 */
export function useBoardFilter(timeZone: string | undefined) {
  const [params, setParams] = useSearchParams();
  const rawDate = params.get('date');
  const date = rawDate && ISO_DAY.test(rawDate) ? rawDate : dayInZone(new Date(), timeZone);
  const status = parseStatus(params.get('status'));
  const driverId = params.get('driverId') || null;
  const locationId = params.get('locationId') || null;
  const search = (params.get('search') ?? '').trim();
  /** Sets (or, with null, removes) one filter of the address. */
  const setParam = useCallback(
    (name: string, value: string | null) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (value) next.set(name, value);
          else next.delete(name);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  // The search box's text as typed; the address follows it after a pause.
  const [searchText, setSearchText] = useState(search);
  const [debouncedSearch] = useDebouncedValue(searchText.trim(), 300);
  // Only the typed text drives the address; a changed address does not retype the box.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the debounced text changes, only
  useEffect(() => {
    if (debouncedSearch !== search) setParam('search', debouncedSearch || null);
  }, [debouncedSearch]);

  const query = useMemo<BoardFilter>(
    () => ({
      date,
      ...(status ? { statuses: [status] } : {}),
      ...(driverId ? { driverId } : {}),
      ...(locationId ? { locationId } : {}),
      ...(search ? { search } : {}),
    }),
    [date, status, driverId, locationId, search],
  );
  return { date, status, driverId, locationId, searchText, setSearchText, setParam, query };
}

export type BoardFilterState = ReturnType<typeof useBoardFilter>;
