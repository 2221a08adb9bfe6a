import { encode } from 'uqr';

/** The white margin a scanner needs around the code, in modules (the QR standard asks for four). */
const QUIET_ZONE = 4;

/**
 * A QR code of `text`, drawn as one SVG path of its dark modules: dark on white whatever the kiosk's theme or
 * contrast, since phone cameras read that best. `uqr` only encodes; the drawing is here, so the kiosk's
 * download takes the encoder alone.
 */
export function QrCode({ text, label, size = 240 }: { text: string; label: string; size?: number }) {
  const { data, size: modules } = encode(text, { ecc: 'M', border: 0 });
  let path = '';
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x + QUIET_ZONE} ${y + QUIET_ZONE}h1v1h-1z`;
    });
  });
  const box = modules + QUIET_ZONE * 2;
  return (
    <svg
      className="kiosk-qr"
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
