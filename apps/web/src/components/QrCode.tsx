import { useMemo } from 'react';
import { encode } from 'uqr';

/** The white margin a scanner needs around the code, in modules (the QR standard asks for four). */
const QUIET_ZONE = 4;

interface QrCodeProps {
  /** What the code holds (an address, an otpauth URI). */
  value: string;
  /** What the picture is, for a screen reader. */
  label: string;
  size?: number;
  className?: string;
}

/**
 * A QR code drawn as one SVG path of its dark modules: dark on white whatever the theme or contrast, with the
 * quiet border scanners need, since phone cameras read that best. `uqr` only encodes; the drawing is here, so
 * a download (the kiosk's, the enrolment screen's) takes the encoder alone.
 */
export function QrCode({ value, label, size = 200, className }: QrCodeProps) {
  const { path, box } = useMemo(() => {
    const { data, size: modules } = encode(value, { ecc: 'M', border: 0 });
    const cells = data
      .flatMap((row, y) => row.map((dark, x) => (dark ? `M${x + QUIET_ZONE} ${y + QUIET_ZONE}h1v1h-1z` : '')))
      .join('');
    return { path: cells, box: modules + QUIET_ZONE * 2 };
  }, [value]);
  return (
    <svg
      className={className}
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${box} ${box}`}
      shapeRendering="crispEdges"
    >
      <rect width={box} height={box} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
