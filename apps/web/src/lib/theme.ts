import {
  Collapse,
  createTheme,
  Drawer,
  localStorageColorSchemeManager,
  type MantineColorsTuple,
  Menu,
  Modal,
  Popover,
  Tooltip,
} from '@mantine/core';

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

/** The one brand colour: a deep curbside teal. */
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

export const COLOR_SCHEME_STORAGE_KEY = 'curbside.color-scheme';

export const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_STORAGE_KEY });

const fade = { transition: 'fade', duration: TIMINGS.fade } as const;

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 8, dark: 6 },
  colors: { brand },
  defaultRadius: 'md',
  fontFamily:
    'Inter, "Segoe UI", "Noto Sans", "Noto Sans Arabic", Tahoma, system-ui, -apple-system, Roboto, Arial, sans-serif',
  headings: { fontWeight: '650' },
  cursorType: 'pointer',
  components: {
    Modal: Modal.extend({
      defaultProps: { transitionProps: { transition: 'fade', duration: TIMINGS.modal } },
    }),
    Drawer: Drawer.extend({ defaultProps: { transitionProps: { duration: TIMINGS.offcanvas } } }),
    Collapse: Collapse.extend({ defaultProps: { transitionDuration: TIMINGS.collapse } }),
    Tooltip: Tooltip.extend({ defaultProps: { transitionProps: fade } }),
    Popover: Popover.extend({ defaultProps: { transitionProps: fade } }),
    Menu: Menu.extend({ defaultProps: { transitionProps: fade } }),
  },
});
