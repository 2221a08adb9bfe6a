import { contract, type PartySummary } from '@curbside/contract';
import {
  Box,
  Button,
  Group,
  Paper,
  ScrollArea,
  Select,
  Stack,
  Tabs,
  Text,
  TextInput,
  useDirection,
} from '@mantine/core';
import { useDebouncedValue, useHotkeys, useMediaQuery } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ScreenLoader } from '../../components/chunks.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { ErrorState } from '../../components/ErrorState.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { StatusIcon } from '../../entities/party/PartyStatusBadge.tsx';
import { dayInZone } from '../../lib/dates.ts';
import { describeError } from '../../lib/errors.ts';
import { keepPrevious, useApiQuery } from '../../lib/query.ts';
import { useSignedInSession } from '../../lib/session.tsx';
import { type BulkResult, type PartyAction, usePartyActions } from './actions.tsx';
import { BoardLane, type FocusRequest } from './BoardLane.tsx';
import { BulkBar, BulkResultAlert } from './BulkBar.tsx';
import { PartyDrawer } from './PartyDrawer.tsx';
import { ShortcutHelp } from './ShortcutHelp.tsx';
import { BOARD_LANES } from './status.tsx';

const ReservationDialog = lazy(() =>
  import('../../entities/party/ReservationDialog.tsx').then((m) => ({ default: m.ReservationDialog })),
);

/** Every status a link (a dashboard tile) may filter the board by: the lanes first, then finished ones. */
const STATUS_FILTERS = [...BOARD_LANES, 5, 6, 10] as const;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function parseStatus(value: string | null): number | null {
  const status = Number(value);
  return value && (STATUS_FILTERS as readonly number[]).includes(status) ? status : null;
}

/** `a`, `p`, `t`, `d` on the focused card: the first of these actions the card offers. */
const SHORTCUT_ACTIONS: Record<string, readonly PartyAction[]> = {
  a: ['AssignDriver', 'ConvertGMapToDispatch'],
  p: ['PickUp'],
  t: ['Intransit'],
  d: ['DropOff'],
};

/** The dispatch board: the day's parties in status lanes, with filters, bulk actions, a drawer and shortcuts. */
export default function DispatchBoardScreen() {
  const { t } = useTranslation('dispatch');
  const session = useSignedInSession();
  const timeZone = session.company?.timeZone;
  const { dir } = useDirection();
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;

  // Filters live in the address, so a dashboard tile can link to a filtered board.
  const [params, setParams] = useSearchParams();
  const rawDate = params.get('date');
  const date = rawDate && ISO_DAY.test(rawDate) ? rawDate : dayInZone(new Date(), timeZone);
  const status = parseStatus(params.get('status'));
  const driverId = params.get('driverId') || null;
  const locationId = params.get('locationId') || null;
  const search = (params.get('search') ?? '').trim();
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

  const [searchText, setSearchText] = useState(search);
  const [debouncedSearch] = useDebouncedValue(searchText.trim(), 300);
  // Only the typed text drives the address; a changed address does not retype the box.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the debounced text changes, only
  useEffect(() => {
    if (debouncedSearch !== search) setParam('search', debouncedSearch || null);
  }, [debouncedSearch]);

  const board = useApiQuery(
    contract.transportation.getRecordManagementByOption,
    {
      body: {
        date,
        page: 1,
        pageSize: 2000,
        ...(status ? { statuses: [status] } : {}),
        ...(driverId ? { driverId } : {}),
        ...(locationId ? { locationId } : {}),
        ...(search ? { search } : {}),
      },
    },
    keepPrevious,
  );
  const drivers = useApiQuery(contract.transportation.getDriverList, { query: { status: 'all' } });
  const locations = useApiQuery(contract.transportation.locations, {});

  const lanes = useMemo<readonly number[]>(() => (status ? [status] : BOARD_LANES), [status]);
  const byLane = useMemo(() => {
    const map = new Map<number, PartySummary[]>(lanes.map((lane) => [lane, []]));
    for (const party of board.data?.items ?? []) map.get(party.status)?.push(party);
    for (const list of map.values()) list.sort((a, b) => a.scheduledAt.localeCompare(b.scheduledAt));
    return map;
  }, [board.data, lanes]);
  const counts = useMemo(
    () => new Map((board.data?.counts ?? []).map((entry) => [entry.status, entry.count])),
    [board.data],
  );
  const ordered = useMemo(() => lanes.flatMap((lane) => byLane.get(lane) ?? []), [lanes, byLane]);
  const partyById = useMemo(() => new Map(ordered.map((party) => [party.id, party])), [ordered]);

  // A clock for the waiting times of pending parties.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);

  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const [bulkResult, setBulkResult] = useState<BulkResult | null>(null);
  const [drawerId, setDrawerId] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null);
  const [activeLane, setActiveLane] = useState<string>(String(status ?? BOARD_LANES[0]));
  const searchRef = useRef<HTMLInputElement>(null);

  const onBulkResult = useCallback((result: BulkResult) => {
    setBulkResult(result);
    const done = new Set(result.succeeded.map((party) => party.id));
    setSelected((previous) => new Set([...previous].filter((id) => !done.has(id))));
  }, []);
  const actions = usePartyActions({ defaultDate: date, onBulkResult });
  const runRef = useRef(actions.run);
  runRef.current = actions.run;
  const onAction = useCallback(
    (party: PartySummary, action: PartyAction) => void runRef.current(party, action),
    [],
  );

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

  const focusCard = (party: PartySummary | undefined) => {
    if (!party) return;
    setFocusedId(party.id);
    setFocusRequest((previous) => ({ id: party.id, seq: (previous?.seq ?? 0) + 1 }));
    if (narrow) setActiveLane(String(party.status));
  };
  const focused = focusedId ? partyById.get(focusedId) : undefined;
  const visible = narrow ? (byLane.get(Number(activeLane)) ?? []) : ordered;
  const move = (step: number) => {
    const index = focused ? visible.findIndex((party) => party.id === focused.id) : -1;
    focusCard(visible[index < 0 ? 0 : Math.min(visible.length - 1, Math.max(0, index + step))]);
  };
  const moveLane = (step: number) => {
    const current = focused ? lanes.indexOf(focused.status) : narrow ? lanes.indexOf(Number(activeLane)) : -1;
    for (let i = current + step; i >= 0 && i < lanes.length; i += step) {
      const lane = lanes[i] ?? 0;
      const first = byLane.get(lane)?.[0];
      if (narrow) {
        setActiveLane(String(lane));
        if (first) focusCard(first);
        return;
      }
      if (first) {
        focusCard(first);
        return;
      }
    }
  };
  const shortcut = (key: string) => () => {
    if (!focused) return;
    const action = SHORTCUT_ACTIONS[key]?.find((candidate) => focused.actions.includes(candidate));
    if (action) void actions.run(focused, action);
  };

  const shortcutsOn = !actions.dialogOpen && drawerId === null && !creating;
  // Keys pressed in a menu, list box or dialog (their own arrow keys) are theirs, not the board's.
  const when = (handler: () => void) => (event: KeyboardEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!shortcutsOn || target?.closest('[role="menu"],[role="listbox"],[role="dialog"],[role="tablist"]'))
      return;
    event.preventDefault();
    handler();
  };
  const own = { preventDefault: false };
  // Mantine's hotkeys ignore key presses in inputs, text areas and selects: typing never triggers them.
  useHotkeys([
    ['/', when(() => searchRef.current?.focus()), own],
    ['n', when(() => setCreating(true)), own],
    ['ArrowDown', when(() => move(1)), own],
    ['j', when(() => move(1)), own],
    ['ArrowUp', when(() => move(-1)), own],
    ['k', when(() => move(-1)), own],
    ['ArrowRight', when(() => moveLane(dir === 'rtl' ? -1 : 1)), own],
    ['ArrowLeft', when(() => moveLane(dir === 'rtl' ? 1 : -1)), own],
    ['a', when(shortcut('a')), own],
    ['p', when(shortcut('p')), own],
    ['t', when(shortcut('t')), own],
    ['d', when(shortcut('d')), own],
    ['x', when(() => focused && toggle(focused.id)), own],
  ]);

  const lane = (laneStatus: number, showHeading = true) => (
    <BoardLane
      key={laneStatus}
      status={laneStatus}
      count={counts.get(laneStatus) ?? byLane.get(laneStatus)?.length ?? 0}
      parties={byLane.get(laneStatus) ?? []}
      now={now}
      timeZone={timeZone}
      selected={selected}
      focusedId={focusedId}
      focusRequest={focusRequest}
      pending={actions.pending}
      onToggle={toggle}
      onOpen={setDrawerId}
      onFocus={setFocusedId}
      onAction={onAction}
      showHeading={showHeading}
    />
  );

  let body: ReactNode;
  if (board.isPending) body = <ScreenLoader />;
  else if (board.error && !board.data) {
    body = (
      <ErrorState
        title={t('dispatch.loadFailed')}
        message={describeError(board.error, t)}
        onRetry={() => void board.refetch()}
      />
    );
  } else if (ordered.length === 0 && (board.data?.items.length ?? 0) === 0) {
    body = (
      <EmptyState
        title={t('dispatch.empty')}
        description={t('dispatch.emptyHint')}
        action={
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setCreating(true)}
          >
            {t('dispatch.newReservation')}
          </Button>
        }
      />
    );
  } else if (narrow) {
    body = (
      <Tabs value={activeLane} onChange={(value) => value && setActiveLane(value)} keepMounted={false}>
        <ScrollArea type="auto" scrollbars="x">
          <Tabs.List aria-label={t('dispatch.lanes')} style={{ flexWrap: 'nowrap' }}>
            {lanes.map((laneStatus) => (
              <Tabs.Tab
                key={laneStatus}
                value={String(laneStatus)}
                leftSection={<StatusIcon status={laneStatus} size={18} />}
              >
                {t('dispatch.lane', {
                  name: t(`party.status.${laneStatus}`),
                  count: counts.get(laneStatus) ?? 0,
                })}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </ScrollArea>
        {lanes.map((laneStatus) => (
          <Tabs.Panel key={laneStatus} value={String(laneStatus)} pt="xs">
            {lane(laneStatus, false)}
          </Tabs.Panel>
        ))}
      </Tabs>
    );
  } else {
    body = (
      <ScrollArea type="auto" scrollbars="x" offsetScrollbars>
        <Group align="stretch" wrap="nowrap" gap="sm" pb="xs" aria-label={t('dispatch.lanes')} role="group">
          {lanes.map((laneStatus) => (
            <Box key={laneStatus} w={290} style={{ flex: 'none' }}>
              {lane(laneStatus)}
            </Box>
          ))}
        </Group>
      </ScrollArea>
    );
  }

  return (
    <Stack gap="sm">
      <PageHeader
        title={t('dispatch.title')}
        description={t('dispatch.description')}
        actions={
          <>
            <ShortcutHelp />
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
              {t('dispatch.newReservation')}
            </Button>
          </>
        }
      />
      <Paper
        withBorder
        p="sm"
        radius="md"
        component="form"
        role="search"
        aria-label={t('dispatch.filters')}
        onSubmit={(event) => event.preventDefault()}
      >
        <Group gap="sm" wrap="wrap" align="flex-end">
          <TextInput
            type="date"
            label={t('dispatch.date')}
            value={date}
            onChange={(event) => setParam('date', event.currentTarget.value || null)}
            w={170}
          />
          <Select
            label={t('dispatch.status')}
            placeholder={t('dispatch.allStatuses')}
            data={STATUS_FILTERS.map((value) => ({
              value: String(value),
              label: t(`party.status.${value}`),
            }))}
            value={status ? String(status) : null}
            onChange={(value) => {
              setParam('status', value);
              if (value) setActiveLane(value);
            }}
            clearable
            w={180}
          />
          <Select
            label={t('dispatch.driver')}
            placeholder={t('dispatch.allDrivers')}
            data={(drivers.data?.items ?? []).map((driver) => ({ value: driver.id, label: driver.name }))}
            value={driverId}
            onChange={(value) => setParam('driverId', value)}
            searchable
            clearable
            w={200}
          />
          <Select
            label={t('dispatch.location')}
            placeholder={t('dispatch.allLocations')}
            data={(locations.data?.items ?? []).map((location) => ({
              value: location.id,
              label: location.name,
            }))}
            value={locationId}
            onChange={(value) => setParam('locationId', value)}
            searchable
            clearable
            w={200}
          />
          <TextInput
            ref={searchRef}
            label={t('dispatch.search')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={searchText}
            onChange={(event) => setSearchText(event.currentTarget.value)}
            style={{ flex: 1 }}
            miw={220}
          />
          {board.isFetching && !board.isPending ? (
            <Text size="xs" c="dimmed" aria-live="polite">
              {t('dispatch.refreshing')}
            </Text>
          ) : null}
        </Group>
      </Paper>
      <BulkBar
        selected={selected.size}
        onAction={(action) => void actions.runBulk(action, [...selected])}
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
      <PartyDrawer
        partyId={drawerId}
        onClose={() => setDrawerId(null)}
        onAction={onAction}
        pending={actions.pending}
      />
      {creating ? (
        <Suspense fallback={null}>
          <ReservationDialog
            opened={creating}
            onClose={() => setCreating(false)}
            // The dialog stays open after a new booking: its payment step comes next, and it closes itself.
            onSaved={() => void board.refetch()}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}
