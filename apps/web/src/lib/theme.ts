import {
  type CSSVariablesResolver,
  createTheme,
  localStorageColorSchemeManager,
  type MantineColorsTuple,
} from '@mantine/core';
import { COLOR_SCHEME_STORAGE_KEY } from './colorScheme.ts';

export { COLOR_SCHEME_STORAGE_KEY };

/** Interface timings of the specification (§9), in milliseconds. */
export const TIMINGS = {
  fade: 150,
  collapse: 350,
  modal: 300,
  offcanvas: 300,
  carousel: 600,
  carouselInterval: 5_000,
  swipeThreshold: 40,
  /** How long a script chunk may take to load before it counts as failed. */
  chunkLoadTimeout: 120_000,
} as const;

/**
 * The one brand colour: a deep curbside teal. Filled surfaces (buttons, badges, the active menu entry) use its
 * darkest shade in both themes: white on shade 9 is 5.6:1, where shade 8 was 4.3:1 and shade 6 (the old dark
 * theme's) 2.8:1, under the 4.5:1 that normal-size text needs (WCAG 2.1 AA, checked by axe-core).
 */
const brand: MantineColorsTuple = [
  '#e3fafc',
  '#c5f6fa',
  '#99e9f2',
  '#66d9e8',
  '#3bc9db',
  '#22b8cf',
  '#15aabf',
  '#1098ad',
  '#0c8599',
  '#0b7285',
];

export const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_STORAGE_KEY });

/**
 * Secondary ("dimmed") text one step stronger than Mantine's default, which is 3.3:1 on white (gray 6) and
 * 4.0:1 on the dark body (dark 2). Gray 7 is 7.4:1 even on a striped table row; dark 1 is 6.9:1 on a dark card.
 */
/** Colours whose shade 9 is under 4.5:1 on their shade 0 (yellow 2.8:1, lime 3.5, orange 4.0, green 4.1). */
const PALE_COLOURS = new Set(['yellow', 'lime', 'orange', 'green']);

/**
 * A filled control under the pointer: Mantine lightens shade 9 to shade 8 on hover, where white text falls to
 * 4.3:1; a deeper teal keeps it at 7:1 in both themes.
 */
const BRAND_FILLED_HOVER = '#095f6d';

export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    '--mantine-color-brand-filled-hover': BRAND_FILLED_HOVER,
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    // The "light" variant (status badges) on a solid tint, not a translucent one that a striped row darkens
    // (teal text fell to 4.2:1); colours whose darkest shade is still pale on it take near-black text.
    ...Object.fromEntries(
      Object.keys(resolved.colors).flatMap((color) => [
        [`--mantine-color-${color}-light`, `var(--mantine-color-${color}-0)`],
        ...(PALE_COLOURS.has(color)
          ? [[`--mantine-color-${color}-light-color`, 'var(--mantine-color-gray-9)']]
          : []),
      ]),
    ),
  },
  dark: {
    '--mantine-color-brand-filled-hover': BRAND_FILLED_HOVER,
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    // Text of the "light" variant (status badges) on its tinted dark background: shade 4 is 4.1:1 for violet;
    // shade 3 clears 4.5:1 for every colour.
    ...Object.fromEntries(
      Object.keys(resolved.colors).map((color) => [
        `--mantine-color-${color}-light-color`,
        `var(--mantine-color-${color}-3)`,
      ]),
    ),
  },
});

const fade = { transition: 'fade', duration: TIMINGS.fade } as const;

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 9, dark: 9 },
  colors: { brand },
  defaultRadius: 'md',
  fontFamily:
    'Inter, "Segoe UI", "Noto Sans", "Noto Sans Arabic", Tahoma, system-ui, -apple-system, Roboto, Arial, sans-serif',
  headings: { fontWeight: '650' },
  cursorType: 'pointer',
  // Plain objects, not `Modal.extend(...)`: naming the components here would put Modal, Drawer, Tooltip and
  // their dependencies into the first download of every screen (ADR 0042).
  components: {
    Modal: { defaultProps: { transitionProps: { transition: 'fade', duration: TIMINGS.modal } } },
    Drawer: { defaultProps: { transitionProps: { duration: TIMINGS.offcanvas } } },
    Collapse: { defaultProps: { transitionDuration: TIMINGS.collapse } },
    Tooltip: { defaultProps: { transitionProps: fade } },
    Popover: { defaultProps: { transitionProps: fade } },
    Menu: { defaultProps: { transitionProps: fade } },
    // A badge is a state in a word or two: it keeps its full width, a squeezed table column grows (or scrolls
    // in its own box) rather than cutting "Active" to "Ac…" (ADR 0126).
    Badge: { styles: { root: { minWidth: 'max-content' } } },
    // A paragraph starts where its own language starts: Mantine aligns every field of an Arabic page right, which
    // left the lines of an English text (a message template, a card's English words) ragged on the left.
    Textarea: { styles: { input: { textAlign: 'start' } } },
    // A button's words wrap onto a second line where the room is short ("Share for 15 minutes" on a phone),
    // the button growing taller, rather than being cut; where they fit it keeps its height.
    Button: {
      styles: {
        // Never narrower than its longest word: a row that runs short squeezes the fields, not the button.
        // Its words in the middle of its height: a <button> centres what it holds by itself, a link drawn as a
        // button (`component="a"`: Call, Directions) is a block that kept them at its top once `height` was auto.
        root: {
          height: 'auto',
          minHeight: 'var(--button-height)',
          minWidth: 'min-content',
          alignContent: 'center',
        },
        label: { whiteSpace: 'normal', textAlign: 'center', paddingBlock: 4 },
      },
    },
  },
});
