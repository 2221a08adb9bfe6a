/** The console's dark surface (Mantine's dark-7), the background a colour is also read against. */
export const DARK_SURFACE = '#1a1b1e';
export const WHITE = '#ffffff';

/** The relative luminance of `#rrggbb` (WCAG 2.x); null for anything else. */
function luminance(hex: string): number | null {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!match) return null;
  const [red, green, blue] = match.slice(1).map((part) => {
    const channel = Number.parseInt(part, 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** The WCAG contrast ratio of two colours (1 to 21), unrounded; null when either is not `#rrggbb`. */
export function contrastRatio(a: string, b: string): number | null {
  const first = luminance(a);
  const second = luminance(b);
  if (first === null || second === null) return null;
  return (Math.max(first, second) + 0.05) / (Math.min(first, second) + 0.05);
}

/** How readable text of one colour is on the other: 4.5 for body text, 3 for large text (WCAG AA), unrounded. */
export const readability = (ratio: number): 'readable' | 'largeOnly' | 'poor' =>
  ratio >= 4.5 ? 'readable' : ratio >= 3 ? 'largeOnly' : 'poor';
