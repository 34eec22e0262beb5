// A QR code drawn in the page from the pay code, for a link that gives no picture of it. Its own
// module, with the encoder: fetched only when the page has to draw one.
import { encode } from 'uqr';
import styles from './RepaymentOfCodePage.module.scss';

/** One SVG path of the dark modules, a 1x1 square each. */
export function qrPath(text: string): { size: number; path: string } {
  const { size, data } = encode(text, { ecc: 'M', border: 2 });
  let path = '';
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return { size, path };
}

export default function GeneratedQrCode({ code }: { code: string }) {
  const { size, path } = qrPath(code);
  return (
    <svg
      className={styles.qrImage}
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label="QR code to pay"
      data-generated="qr"
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
