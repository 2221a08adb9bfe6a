import { useLocalStorage } from '@mantine/hooks';
import { BOARD_LANES } from './status.tsx';

/** How one user lays out the board on this browser: lane order and visibility, folded lanes, compact cards. */
export interface BoardSettings {
  order: number[];
  hidden: number[];
  /** Lanes shown as a narrow strip (their name and count) until opened again. */
  folded: number[];
  compact: boolean;
}

export const DEFAULT_BOARD_SETTINGS: BoardSettings = {
  order: [...BOARD_LANES],
  hidden: [],
  folded: [],
  compact: true,
};

/** Settings read back as valid: every lane once, in the saved order first, the unknown ones dropped. */
export function normalised(value: Partial<BoardSettings> | null | undefined): BoardSettings {
  const known = (list: unknown) =>
    Array.isArray(list) ? list.filter((lane): lane is number => BOARD_LANES.includes(lane as never)) : [];
  const order = [...new Set([...known(value?.order), ...BOARD_LANES])];
  return {
    order,
    hidden: [...new Set(known(value?.hidden))],
    folded: [...new Set(known(value?.folded))],
    compact: typeof value?.compact === 'boolean' ? value.compact : DEFAULT_BOARD_SETTINGS.compact,
  };
}

/** The board layout of `userId`, saved in local storage (per user, so a shared desk keeps each one's). */
export function useBoardSettings(userId: string) {
  const [stored, setStored] = useLocalStorage<BoardSettings>({
    key: `curbside.board.${userId}`,
    defaultValue: DEFAULT_BOARD_SETTINGS,
    getInitialValueInEffect: false,
  });
  const settings = normalised(stored);
  const update = (change: Partial<BoardSettings>) => setStored(normalised({ ...settings, ...change }));
  return { settings, update };
}
