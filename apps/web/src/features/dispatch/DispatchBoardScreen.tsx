import type { BoardCard } from '@curbside/contract';
import { Button, Stack, useDirection } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenLoader } from '../../components/chunks.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { ErrorState } from '../../components/ErrorState.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { dayInZone } from '../../lib/dates.ts';
import { describeError } from '../../lib/errors.ts';
import { useSignedInSession } from '../../lib/session.tsx';
import { useNow } from '../../lib/useNow.ts';
import { type BulkResult, type PartyAction, usePartyActions } from './actions.tsx';
import { BoardFilters } from './BoardFilters.tsx';
import { BoardLane } from './BoardLane.tsx';
import { BoardLanes } from './BoardLanes.tsx';
import { BoardLayout } from './BoardLayout.tsx';
import { BulkBar, BulkResultAlert } from './BulkBar.tsx';
import type { CardContext, FocusRequest } from './laneCards.tsx';
import { ShortcutHelp } from './ShortcutHelp.tsx';
import { BOARD_LANES } from './status.tsx';
import { useBoard } from './useBoard.ts';
import { useBoardFilter } from './useBoardFilter.ts';
import { useBoardKeys } from './useBoardKeys.ts';
import { DEFAULT_BOARD_SETTINGS, useBoardSettings } from './useBoardSettings.ts';
import { useOpenedFrom } from './useOpenedFrom.ts';

// The drawer (payments, notes, history) and the new-booking dialog load when opened, not with the board (ADR 0042).
const PartyDrawer = lazy(() => import('./PartyDrawer.tsx').then((m) => ({ default: m.PartyDrawer })));
const ReservationDialog = lazy(() =>
  import('../../entities/party/ReservationDialog.tsx').then((m) => ({ default: m.ReservationDialog })),
);

/** The location most cards start from, when most of them (at least half) do. */
function usualOrigin(cards: readonly BoardCard[]): string | null {
  const tally = new Map<string, number>();
  for (const card of cards) tally.set(card.fromLocationId, (tally.get(card.fromLocationId) ?? 0) + 1);
  let best: [string, number] | null = null;
  for (const entry of tally) if (!best || entry[1] > best[1]) best = entry;
  return best && best[1] * 2 >= cards.length && cards.length > 1 ? best[0] : null;
}

/** The dispatch board: the day's parties in status lanes, with filters, bulk actions, a drawer and shortcuts. */
export default function DispatchBoardScreen() {
  const { t } = useTranslation('dispatch');
  const session = useSignedInSession();
  const timeZone = session.company?.timeZone;
  const { dir } = useDirection();
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;

  const filters = useBoardFilter(timeZone);
  const { date, status } = filters;
  const board = useBoard(filters.query);
  const { settings, update } = useBoardSettings(session.user.id);

  const lanes = useMemo<readonly number[]>(
    () => (status ? [status] : settings.order.filter((lane) => !settings.hidden.includes(lane))),
    [status, settings.order, settings.hidden],
  );
  const byLane = board.lanes;
  const counts = board.counts;
  const countOf = (laneStatus: number) => counts.get(laneStatus) ?? byLane.get(laneStatus)?.length ?? 0;
  // A lane the user folded, or one with no cards, is a narrow strip: the lanes with cards get the width.
  const isFolded = (laneStatus: number) =>
    lanes.length > 1 && (settings.folded.includes(laneStatus) || countOf(laneStatus) === 0);
  const onFold = (laneStatus: number) =>
    update({
      folded: settings.folded.includes(laneStatus)
        ? settings.folded.filter((folded) => folded !== laneStatus)
        : [...settings.folded, laneStatus],
    });
  // The keyboard moves between the cards of open lanes (a folded lane's cards are not drawn).
  const openLanes = useMemo(
    () => (narrow ? lanes : lanes.filter((laneStatus) => !settings.folded.includes(laneStatus))),
    [narrow, lanes, settings.folded],
  );
  // The origin of most cards (the hotel itself, usually) goes without saying on a card's route.
  const usualFromId = useMemo(() => usualOrigin(board.cards), [board.cards]);
  const ordered = useMemo(() => openLanes.flatMap((lane) => byLane.get(lane) ?? []), [openLanes, byLane]);
  const partyById = useMemo(() => new Map(ordered.map((party) => [party.id, party])), [ordered]);

  // A clock for the waiting times of pending parties.
  const now = useNow(30_000);

  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const [bulkResult, setBulkResult] = useState<BulkResult | null>(null);
  // The booking dialog is drawn only while open, so Mantine never saw where the focus was: the screen gives it back.
  const booking = useOpenedFrom<true>();
  // The drawer's first opening too (it loads as it opens); later openings Mantine's own return covers.
  const drawer = useOpenedFrom<string>();
  const drawerId = drawer.value;
  const creating = booking.value !== null;
  // Loaded with the first party opened, then kept: closing it animates and gives the focus back to the card.
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  if (drawerId !== null && !drawerLoaded) setDrawerLoaded(true);
  const startBooking = useCallback(() => booking.open(true), [booking.open]);
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null);
  const focusSeq = useRef(0);
  // A request is served once, by one lane: a card that moves to another lane later does not take the focus again.
  const onFocusServed = useCallback(
    (seq: number) => setFocusRequest((previous) => (previous?.seq === seq ? null : previous)),
    [],
  );
  const [activeLane, setActiveLane] = useState<string>(String(status ?? BOARD_LANES[0]));
  const searchRef = useRef<HTMLInputElement>(null);

  // The chosen cards as the board shows them now: a bulk call sends the version of each.
  const selectedParties = useMemo(
    () => [...selected].flatMap((id) => partyById.get(id) ?? []),
    [selected, partyById],
  );
  const onBulkResult = useCallback((result: BulkResult) => {
    setBulkResult(result);
    const done = new Set(result.succeeded.map((party) => party.id));
    setSelected((previous) => new Set([...previous].filter((id) => !done.has(id))));
  }, []);
  const actions = usePartyActions({ defaultDate: date, onBulkResult });
  // The card the user last acted on, and the lane it was in: when the action moves it to another lane, its old
  // element (which had the focus) is gone, and the focus follows the card to its new place.
  // One that leaves the board (dropped off, cancelled) hands the focus to the card that takes its place.
  const following = useRef<{ id: string; status: number; index: number } | null>(null);
  const lanesRef = useRef(byLane);
  lanesRef.current = byLane;
  const runRef = useRef(actions.run);
  runRef.current = actions.run;
  const onAction = useCallback((party: BoardCard, action: PartyAction) => {
    const index = lanesRef.current.get(party.status)?.findIndex((card) => card.id === party.id) ?? -1;
    following.current = { id: party.id, status: party.status, index };
    void runRef.current(party, action);
  }, []);
  // Another day or filter is another set of cards: nothing to follow there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the filter changes, only
  useEffect(() => {
    following.current = null;
  }, [filters.query]);

  const toggle = useCallback(
    (id: string) =>
      setSelected((previous) => {
        const next = new Set(previous);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [],
  );

  const focusCard = useCallback(
    (party: BoardCard | undefined) => {
      if (!party) return;
      setFocusedId(party.id);
      focusSeq.current += 1;
      setFocusRequest({ id: party.id, seq: focusSeq.current });
      if (narrow) setActiveLane(String(party.status));
    },
    [narrow],
  );
  const focused = focusedId ? partyById.get(focusedId) : undefined;
  const keysEnabled = !actions.dialogOpen && drawerId === null && !creating;
  // Once no dialog or drawer is open (each gave the focus back to the card's old element), and only if the user
  // is still on that card.
  useEffect(() => {
    const mark = following.current;
    if (!mark || !keysEnabled) return;
    const party = partyById.get(mark.id);
    if (party?.status === mark.status) return;
    following.current = null;
    const lane = byLane.get(mark.status) ?? [];
    const next = party ?? lane[Math.min(mark.index, lane.length - 1)];
    if (focusedId === mark.id) focusCard(next);
  }, [partyById, byLane, keysEnabled, focusedId, focusCard]);
  useBoardKeys({
    enabled: keysEnabled,
    dir,
    narrow,
    lanes: openLanes,
    byLane,
    visible: narrow ? (byLane.get(Number(activeLane)) ?? []) : ordered,
    focused,
    activeLane,
    setActiveLane,
    focusCard,
    run: onAction,
    toggle,
    searchRef,
    onNew: startBooking,
  });

  const cards: CardContext = {
    compact: settings.compact,
    usualFromId,
    now,
    timeZone,
    selected,
    focusedId,
    pending: actions.pending,
    onToggle: toggle,
    onOpen: drawer.open,
    onFocus: setFocusedId,
    onAction,
  };
  const lane = (laneStatus: number, showHeading = true) => (
    <BoardLane
      key={laneStatus}
      status={laneStatus}
      count={countOf(laneStatus)}
      folded={isFolded(laneStatus)}
      onFold={countOf(laneStatus) > 0 && lanes.length > 1 ? onFold : undefined}
      parties={byLane.get(laneStatus) ?? []}
      loadingMore={board.loading.has(laneStatus)}
      onNeedMore={board.loadMore}
      cards={cards}
      focusRequest={focusRequest}
      onFocusServed={onFocusServed}
      showHeading={showHeading}
    />
  );

  let body: ReactNode;
  if (board.first.isPending) body = <ScreenLoader />;
  else if (board.first.error && !board.first.data) {
    body = (
      <ErrorState
        title={t('dispatch.loadFailed')}
        message={describeError(board.first.error, t)}
        onRetry={() => void board.first.refetch()}
      />
    );
  } else if (board.cards.length === 0) {
    body = (
      <EmptyState
        title={t('dispatch.empty')}
        description={t('dispatch.emptyHint')}
        action={
          <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={startBooking}>
            {t('dispatch.newReservation')}
          </Button>
        }
      />
    );
  } else {
    body = (
      <BoardLanes
        lanes={lanes}
        counts={counts}
        narrow={narrow}
        activeLane={activeLane}
        onActiveLane={setActiveLane}
        renderLane={lane}
        compact={settings.compact}
        folded={isFolded}
      />
    );
  }

  return (
    <Stack gap="sm">
      <PageHeader
        texts="dispatch:dispatch"
        actions={
          <>
            <ShortcutHelp />
            <BoardLayout
              settings={settings}
              onChange={update}
              onReset={() => update(DEFAULT_BOARD_SETTINGS)}
            />
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={startBooking}>
              {t('dispatch.newReservation')}
            </Button>
          </>
        }
      />
      <BoardFilters
        filters={filters}
        today={dayInZone(new Date(), timeZone)}
        onStatus={setActiveLane}
        refreshing={board.first.isFetching && !board.first.isPending}
        searchRef={searchRef}
      />
      <BulkBar
        selected={selectedParties.length}
        onAction={(action) => void actions.runBulk(action, selectedParties)}
        onClear={() => setSelected(new Set())}
      />
      {bulkResult ? (
        <BulkResultAlert
          result={bulkResult}
          numberOf={(id) => String(partyById.get(id)?.number ?? id)}
          onClose={() => setBulkResult(null)}
        />
      ) : null}
      {body}
      {actions.dialogs}
      {drawerLoaded ? (
        <Suspense fallback={null}>
          <PartyDrawer
            partyId={drawerId}
            onClose={drawer.close}
            onAction={onAction}
            pending={actions.pending}
          />
        </Suspense>
      ) : null}
      {creating ? (
        <Suspense fallback={null}>
          <ReservationDialog
            opened={creating}
            onClose={booking.close}
            // The dialog stays open after a new booking: its payment step comes next, and it closes itself.
            onSaved={() => void board.first.refetch()}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}
