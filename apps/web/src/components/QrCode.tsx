import { useMemo } from 'react';
import { encode } from 'uqr';

interface QrCodeProps {
  /** What the code holds (an address, an otpauth URI). */
  value: string;
  /** What the picture is, for a screen reader. */
  label: string;
  size?: number;
}

/**
 * A QR code drawn as SVG from the library's matrix: dark squares on white whatever the theme, with the quiet
 * border scanners need.
 */
export function QrCode({ value, label, size = 200 }: QrCodeProps) {
  const { cells, span } = useMemo(() => {
    const matrix = encode(value, { border: 2 });
    const path = matrix.data
      .flatMap((row, y) => row.map((dark, x) => (dark ? `M${x} ${y}h1v1h-1z` : '')))
      .join('');
    return { cells: path, span: matrix.size };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${span} ${span}`}
      shapeRendering="crispEdges"
    >
      <rect width={span} height={span} fill="#fff" />
      <path d={cells} fill="#000" />
    </svg>
  );
}
