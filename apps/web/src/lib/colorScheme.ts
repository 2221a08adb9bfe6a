/** Where the chosen colour scheme is kept (Mantine's local-storage manager and the sign-in page read it). */
export const COLOR_SCHEME_STORAGE_KEY = 'curbside.color-scheme';

export type ColorSchemeChoice = 'light' | 'dark' | 'auto';

export function isColorSchemeChoice(value: unknown): value is ColorSchemeChoice {
  return value === 'light' || value === 'dark' || value === 'auto';
}
