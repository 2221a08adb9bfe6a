import type { BoardCard, Contract, ResponseOf } from '@curbside/contract';
import { type Route, routes } from '@curbside/contract/routes';
import { notifications } from '@mantine/notifications';
import { lazy, type ReactNode, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showUndoToast } from '../../components/undo-toast.tsx';
import { ApiError, type InputOf, isApiError } from '../../lib/api.ts';
import { describeError } from '../../lib/errors.ts';
import { useWrite } from '../../lib/query.ts';
import { useOpenedFrom } from './useOpenedFrom.ts';

// Each dialog loads when first opened, not with the board (ADR 0042).
const AssignDriverDialog = lazy(() =>
  import('./AssignDriverDialog.tsx').then((m) => ({ default: m.AssignDriverDialog })),
);
const CancelDialog = lazy(() => import('./CancelDialog.tsx').then((m) => ({ default: m.CancelDialog })));
const ConfirmDialog = lazy(() => import('./dialogs.tsx').then((m) => ({ default: m.ConfirmDialog })));
const ReserveDialog = lazy(() => import('./dialogs.tsx').then((m) => ({ default: m.ReserveDialog })));

export type PartyAction = BoardCard['actions'][number];
export type BulkAction =
  | 'ToPending'
  | 'AssignDriver'
  | 'PickUp'
  | 'Intransit'
  | 'DropOff'
  | 'Cancel'
  | 'Delete';
export const BULK_ACTIONS: readonly BulkAction[] = [
  'ToPending',
  'AssignDriver',
  'PickUp',
  'Intransit',
  'DropOff',
  'Cancel',
  'Delete',
];
export type BulkResult = ResponseOf<Contract['transportation']['bulkUpdate']>;

/** One step on one party: `partyId` and the card's `version`, so a stale card is a 409, never a double step. */
const STEP_CALLS = {
  PickUp: routes.transportation.pickUp,
  Intransit: routes.transportation.intransit,
  DropOff: routes.transportation.dropOff,
  UnDoPickup: routes.transportation.unDoPickup,
  UnDoIntransit: routes.transportation.unDoIntransit,
  UnDoDropOff: routes.transportation.unDoDropOff,
  UnDoGmap: routes.transportation.unDoGmap,
  UndoCancel: routes.transportation.undoCancel,
} as const satisfies Partial<Record<PartyAction, Route>>;
type StepAction = keyof typeof STEP_CALLS;
/** The board's writes, one per entry; each writes the parties, so a success or a conflict refreshes the board. */
function useBoardWrites() {
  const steps: Record<
    StepAction,
    (input: { body: { partyId: string; version: number } }) => Promise<unknown>
  > = {
    PickUp: useWrite(STEP_CALLS.PickUp).call,
    Intransit: useWrite(STEP_CALLS.Intransit).call,
    DropOff: useWrite(STEP_CALLS.DropOff).call,
    UnDoPickup: useWrite(STEP_CALLS.UnDoPickup).call,
    UnDoIntransit: useWrite(STEP_CALLS.UnDoIntransit).call,
    UnDoDropOff: useWrite(STEP_CALLS.UnDoDropOff).call,
    UnDoGmap: useWrite(STEP_CALLS.UnDoGmap).call,
    UndoCancel: useWrite(STEP_CALLS.UndoCancel).call,
  };
  return {
    steps,
    convertToGmapOrWillCall: useWrite(routes.transportation.convertToGmapOrWillCall).call,
    convertToReservation: useWrite(routes.transportation.convertToReservation).call,
    bulkUpdate: useWrite(routes.transportation.bulkUpdate).call,
    assignDriver: useWrite(routes.transportation.assignDriver).call,
    convertGMapToDispatch: useWrite(routes.reservation.convertGMapToDispatch).call,
    cancel: useWrite(routes.transportation.cancel).call,
    updatePartyStatus: useWrite(routes.reservation.updatePartyStatus).call,
  };
}

/** Actions that ask something first; the rest run straight from the card. */
export const ACTIONS_WITH_DIALOG: ReadonlySet<PartyAction> = new Set([
  'AssignDriver',
  'ConvertGMapToDispatch',
  'ConvertToReservation',
  'Cancel',
  'Delete',
]);

/** The version a step's answer (the party as it is now) carries: the undo of that step names it. */
function versionOf(result: unknown): number | null {
  const version = (result as { version?: unknown } | null)?.version;
  return typeof version === 'number' ? version : null;
}

type BulkFailure = BulkResult['failed'][number];

/** One party's failure in a bulk answer as the error of a single call (worded by its code). */
export function failureError(failure: BulkFailure): ApiError {
  return new ApiError({
    type: 'about:blank',
    title: failure.message,
    detail: failure.message,
    status: failure.status,
    code: failure.code,
  });
}

/** A call that answers per party (`bulkResult`) fails like a single call when its only party failed. */
function throwFirstFailure(result: BulkResult): void {
  const failure = result.failed[0];
  if (failure) throw failureError(failure);
}

/**
 * The parties a bulk call names, each at the version its card showed: the server moves a party only in that
 * state, and answers the others as per-party conflicts.
 */
export function asSeen(parties: readonly BoardCard[]) {
  return {
    partyIds: parties.map((party) => party.id),
    versions: Object.fromEntries(parties.map((party) => [party.id, party.version])),
  };
}

/** The people (adults and children) of the largest of these parties: what one vehicle must seat at once. */
export const peopleOf = (parties: readonly BoardCard[]) =>
  Math.max(0, ...parties.map((party) => party.adults + party.children));

export function isConflict(error: unknown): boolean {
  return isApiError(error) && error.status === 409;
}

/** The dialog an action asks its question in: on one party, or on the chosen ones at once. */
type Dialog =
  | { kind: 'party'; action: PartyAction; party: BoardCard }
  | { kind: 'bulk'; action: BulkAction; parties: BoardCard[] };

export interface PartyActionsOptions {
  /** The board's day, offered first when booking a party for later. */
  defaultDate: string;
  /** Called with each bulk answer (the board shows its succeeded and failed counts). */
  onBulkResult: (result: BulkResult) => void;
}

/**
 * Runs a card's actions: each maps to its contract call, dialogs first where a choice is needed. A 409 tells
 * the user someone else changed the party and refreshes the board; other failures stay in the dialog or show
 * as a notification.
 */
export function usePartyActions({ defaultDate, onBulkResult }: PartyActionsOptions) {
  const { t } = useTranslation('dispatch');
  const write = useBoardWrites();
  const [dialogError, setDialogError] = useState<unknown>(null);
  const [pending, setPending] = useState<{ partyId: string; action: PartyAction } | null>(null);

  const { value: dialog, open, close: closeDialog } = useOpenedFrom<Dialog>();
  const close = useCallback(() => {
    closeDialog();
    setDialogError(null);
  }, [closeDialog]);

  const notifyConflict = useCallback(() => {
    notifications.show({
      color: 'orange',
      title: t('dispatch.conflictTitle'),
      message: t('dispatch.conflict'),
    });
  }, [t]);

  const showFailure = useCallback(
    (error: unknown) =>
      notifications.show({
        color: 'red',
        title: t('dispatch.actionFailed'),
        message: describeError(error, t),
      }),
    [t],
  );

  /** Runs one party's call; answers the error when it is not a conflict (a conflict is handled here). */
  const perform = useCallback(
    async (party: BoardCard, action: PartyAction, task: () => Promise<unknown>): Promise<unknown> => {
      setPending({ partyId: party.id, action });
      try {
        const result = await task();
        const done = t('dispatch.done', { action: t(`party.action.${action}`), number: party.number });
        // A drop-off takes the card off the board: its toast carries the undo, where the hand already is.
        const dropped = action === 'DropOff' ? versionOf(result) : null;
        if (dropped === null) notifications.show({ color: 'green', message: done });
        else {
          showUndoToast(`dropped-${party.id}`, done, t('party.action.UnDoDropOff'), async () => {
            const error = await perform(party, 'UnDoDropOff', () =>
              write.steps.UnDoDropOff({ body: { partyId: party.id, version: dropped } }),
            );
            if (error) showFailure(error);
          });
        }
        return null;
      } catch (error) {
        if (isConflict(error)) {
          notifyConflict();
          return null;
        }
        return error;
      } finally {
        setPending(null);
      }
    },
    [t, notifyConflict, showFailure, write.steps.UnDoDropOff],
  );

  /** A dialog's submit: closes it on success or conflict, keeps it open with the message otherwise. */
  const submitDialog = useCallback(
    async (party: BoardCard, action: PartyAction, task: () => Promise<unknown>) => {
      setDialogError(null);
      const error = await perform(party, action, task);
      if (error) setDialogError(error);
      else close();
    },
    [perform, close],
  );

  const stepOf = (party: BoardCard) => ({ partyId: party.id, version: party.version });

  const run = async (party: BoardCard, action: PartyAction) => {
    if (!party.actions.includes(action)) return;
    const direct = directTask(party, action);
    if (direct) {
      const error = await perform(party, action, direct);
      if (error) showFailure(error);
      return;
    }
    setDialogError(null);
    if (ACTIONS_WITH_DIALOG.has(action)) open({ kind: 'party', action, party });
  };

  function directTask(party: BoardCard, action: PartyAction): (() => Promise<unknown>) | null {
    if (action in STEP_CALLS) return () => write.steps[action as StepAction]({ body: stepOf(party) });
    if (action === 'ConvertToWillCall' || action === 'ConvertToGmap') {
      const status = action === 'ConvertToWillCall' ? 8 : 9;
      return () => write.convertToGmapOrWillCall({ body: { ...stepOf(party), status } });
    }
    if (action === 'ToPending') {
      return async () =>
        throwFirstFailure(await write.convertToReservation({ body: { ...asSeen([party]), status: 1 } }));
    }
    return null;
  }

  /** A bulk action on the cards as the board showed them (their versions go with the call). */
  const runBulk = async (action: BulkAction, parties: BoardCard[]) => {
    setDialogError(null);
    if (action === 'AssignDriver' || action === 'Cancel' || action === 'Delete')
      open({ kind: 'bulk', action, parties });
    else {
      try {
        onBulkResult(await write.bulkUpdate({ body: { ...asSeen(parties), action } }));
      } catch (error) {
        notifications.show({
          color: 'red',
          title: t('dispatch.actionFailed'),
          message: describeError(error, t),
        });
      }
    }
  };

  const submitBulk = async (input: InputOf<Contract['transportation']['bulkUpdate']>) => {
    setDialogError(null);
    try {
      onBulkResult(await write.bulkUpdate(input));
      close();
    } catch (error) {
      setDialogError(error);
    }
  };

  /** What every dialog of the board is given: shown, closed by `close`, with the last call's error. */
  const dialogProps = { opened: true, onClose: close, error: dialogError };
  const bulkDialog = (action: BulkAction, parties: BoardCard[]): ReactNode => {
    if (action === 'AssignDriver') {
      return (
        <AssignDriverDialog
          {...dialogProps}
          title={t('dispatch.assign.bulkTitle', { count: parties.length })}
          withQuote={false}
          people={peopleOf(parties)}
          onSubmit={({ choice }) =>
            submitBulk({ body: { ...asSeen(parties), action: 'AssignDriver', ...choice } })
          }
        />
      );
    }
    const count = parties.length;
    const label = t(`party.action.${action}`);
    return (
      <ConfirmDialog
        {...dialogProps}
        title={t('dispatch.bulk.confirmTitle', { action: label, count })}
        message={t('dispatch.bulk.confirm', { action: label, count })}
        confirmLabel={t('dispatch.bulk.apply')}
        onConfirm={() => submitBulk({ body: { ...asSeen(parties), action } })}
      />
    );
  };

  const partyDialog = (action: PartyAction, party: BoardCard): ReactNode => {
    switch (action) {
      case 'AssignDriver':
      case 'ConvertGMapToDispatch':
        return (
          <AssignDriverDialog
            {...dialogProps}
            title={t('dispatch.assign.title', { number: party.number })}
            withQuote={action === 'AssignDriver'}
            people={peopleOf([party])}
            onSubmit={({ choice, quotedWait, isNotifyGuest }) =>
              action === 'AssignDriver'
                ? submitDialog(party, action, () =>
                    write.assignDriver({
                      body: {
                        ...stepOf(party),
                        ...choice,
                        ...(quotedWait === undefined ? {} : { quotedWait }),
                        isNotifyGuest,
                      },
                    }),
                  )
                : submitDialog(party, action, () =>
                    write.convertGMapToDispatch({
                      body: { ...stepOf(party), ...choice },
                    }),
                  )
            }
          />
        );
      case 'ConvertToReservation':
        return (
          <ReserveDialog
            {...dialogProps}
            party={party}
            defaultDate={defaultDate}
            onSubmit={({ reservationDate, reservationTime }) =>
              submitDialog(party, action, async () =>
                throwFirstFailure(
                  await write.convertToReservation({
                    body: { ...asSeen([party]), status: 7, reservationDate, reservationTime },
                  }),
                ),
              )
            }
          />
        );
      case 'Cancel':
        return (
          <CancelDialog
            {...dialogProps}
            party={party}
            onSubmit={(refund) =>
              submitDialog(party, action, () => write.cancel({ body: { ...stepOf(party), ...refund } }))
            }
          />
        );
      case 'Delete':
        return (
          <ConfirmDialog
            {...dialogProps}
            title={t('dispatch.delete.title', { number: party.number })}
            message={t('dispatch.delete.confirm', { number: party.number, name: party.guestName })}
            confirmLabel={t('dispatch.delete.submit')}
            onConfirm={() =>
              submitDialog(party, action, () =>
                write.updatePartyStatus({
                  body: { ...stepOf(party), status: 10 },
                }),
              )
            }
          />
        );
      default:
        return null;
    }
  };

  let element: ReactNode = null;
  if (dialog?.kind === 'bulk') element = bulkDialog(dialog.action, dialog.parties);
  else if (dialog) element = partyDialog(dialog.action, dialog.party);

  const dialogs = element ? <Suspense fallback={null}>{element}</Suspense> : null;
  return { run, runBulk, pending, dialogOpen: dialog !== null, dialogs };
}
