// A pay code drawn as a Code 128 barcode, for a channel whose barcode image the server does not
// give. Its own module, with the encoder: fetched only when the barcode modal opens on such a code.
import { CODE128 } from 'jsbarcode/bin/barcodes/CODE128/index.js';
import { groupPayCode } from '../../format/payCode.ts';
import styles from './Repayment.module.scss';

/** The bars of `code` (1 a black module, 0 a white one); undefined when Code 128 cannot carry it. */
export function barcodeModules(code: string): string | undefined {
  const encoder = new CODE128(code, {});
  if (!encoder.valid()) return undefined;
  const bars = encoder.encode().data;
  return /^[01]+$/.test(bars) ? bars : undefined;
}

/** Runs of black modules as [start, width], so the SVG has one rect per bar. */
export function barRuns(modules: string): [number, number][] {
  const runs: [number, number][] = [];
  for (const match of modules.matchAll(/1+/g)) runs.push([match.index ?? 0, match[0].length]);
  return runs;
}

// Quiet zone of ten modules on each side, as scanners expect.
const quiet = 10;
const height = 60;

export default function GeneratedBarcode({ code }: { code: string }) {
  const modules = barcodeModules(code);
  if (!modules) {
    return (
      <p className={styles.barcodeFallback}>Give the cashier this code: {groupPayCode(code)}</p>
    );
  }
  const width = modules.length + quiet * 2;
  return (
    <svg
      className={styles.barcodeImage}
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio="none"
      role="img"
      aria-label={`Barcode of ${code}`}
      data-generated="barcode"
    >
      <rect width={width} height={height} fill="#fff" />
      {barRuns(modules).map(([start, size]) => (
        <rect key={start} x={start + quiet} width={size} height={height} fill="#000" />
      ))}
    </svg>
  );
}
