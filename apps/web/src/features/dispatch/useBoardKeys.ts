import type { BoardCard } from '@curbside/contract';
import { useHotkeys } from '@mantine/hooks';
import type { RefObject } from 'react';
import type { PartyAction } from './actions.tsx';

/** `a`, `p`, `t`, `d` on the focused card: the first of these actions the card offers. */
const SHORTCUT_ACTIONS: Record<string, readonly PartyAction[]> = {
  a: ['AssignDriver', 'ConvertGMapToDispatch'],
  p: ['PickUp'],
  t: ['Intransit'],
  d: ['DropOff'],
};

export interface BoardKeysOptions {
  /** Off while a dialog, the drawer or the booking form is open. */
  enabled: boolean;
  dir: 'ltr' | 'rtl';
  narrow: boolean;
  lanes: readonly number[];
  byLane: ReadonlyMap<number, BoardCard[]>;
  /** The cards the up and down keys walk through, in order. */
  visible: readonly BoardCard[];
  focused: BoardCard | undefined;
  activeLane: string;
  setActiveLane: (lane: string) => void;
  focusCard: (party: BoardCard | undefined) => void;
  run: (party: BoardCard, action: PartyAction) => void;
  toggle: (id: string) => void;
  searchRef: RefObject<HTMLInputElement | null>;
  onNew: () => void;
}

/**
 * The board's keyboard: `/` searches, `n` books, j/k and the arrows move between cards and lanes, `x` selects and
 * a, p, t, d run the focused card's action.
 */
export function useBoardKeys(options: BoardKeysOptions) {
  const { enabled, dir, narrow, lanes, byLane, visible, focused, activeLane, setActiveLane, focusCard } =
    options;
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
    if (action) options.run(focused, action);
  };

  // Keys pressed in a menu, list box or dialog (their own arrow keys) are theirs, not the board's.
  const when = (handler: () => void) => (event: KeyboardEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!enabled || target?.closest('[role="menu"],[role="listbox"],[role="dialog"],[role="tablist"]'))
      return;
    event.preventDefault();
    handler();
  };
  const own = { preventDefault: false };
  // Mantine's hotkeys ignore key presses in inputs, text areas and selects: typing never triggers them.
  useHotkeys([
    ['/', when(() => options.searchRef.current?.focus()), own],
    ['n', when(options.onNew), own],
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
    ['x', when(() => focused && options.toggle(focused.id)), own],
  ]);
}
