// Small SVG drawings the mock serves as files (mockFiles.ts), so no page ever loads a picture from
// another host.
import type { AppConfig } from '../config/config.ts';

const svgOpen = (width: number, height: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`;

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A square brand mark's SVG text: initials on a coloured tile. */
export function logoSvg(initials: string, background: string, foreground = '#ffffff'): string {
  const size = initials.length > 2 ? 18 : 24;
  return (
    `${svgOpen(64, 64)}<rect width="64" height="64" rx="14" fill="${background}"/>` +
    `<text x="32" y="40" font-family="Arial,Helvetica,sans-serif" font-size="${size}" ` +
    `font-weight="700" text-anchor="middle" fill="${foreground}">${escapeXml(initials)}</text></svg>`
  );
}

/** Small deterministic number stream, so generated images are stable for a given text. */
export function seeded(text: string): () => number {
  let state = 2166136261;
  for (const char of text) state = Math.imul(state ^ char.charCodeAt(0), 16777619) >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

/** A barcode-looking strip with the code printed under it (for the barcode modal). */
export function barcodeSvg(code: string): string {
  const next = seeded(code);
  let x = 10;
  let bars = '';
  while (x < 290) {
    const width = 1 + Math.floor(next() * 3);
    bars += `M${x} 8h${width}v56h-${width}z`;
    x += width + 1 + Math.floor(next() * 3);
  }
  return (
    `${svgOpen(300, 90)}<rect width="300" height="90" fill="#fff"/><path d="${bars}" fill="#000"/>` +
    `<text x="150" y="82" font-family="monospace" font-size="13" text-anchor="middle">${escapeXml(code)}</text></svg>`
  );
}

/** A QR-looking square (finder marks plus seeded modules) for the scan-to-pay screen. */
export function qrSvg(code: string): string {
  const next = seeded(code);
  const n = 25;
  let modules = '';
  const finder = (fx: number, fy: number) =>
    `M${fx} ${fy}h7v7h-7zM${fx + 1} ${fy + 1}v5h5v-5zM${fx + 2} ${fy + 2}h3v3h-3z`;
  for (let y = 0; y < n; y += 1) {
    for (let x = 0; x < n; x += 1) {
      const inFinder = (x < 8 && y < 8) || (x >= n - 8 && y < 8) || (x < 8 && y >= n - 8);
      if (!inFinder && next() < 0.5) modules += `M${x} ${y}h1v1h-1z`;
    }
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="-2 -2 ${n + 4} ${n + 4}">` +
    `<rect x="-2" y="-2" width="${n + 4}" height="${n + 4}" fill="#fff"/>` +
    `<path fill-rule="evenodd" d="${finder(0, 0)}${finder(n - 7, 0)}${finder(0, n - 7)}${modules}"/></svg>`
  );
}

/** A wide promotional banner with a headline. */
export function bannerSvg(headline: string, config: AppConfig): string {
  return (
    `${svgOpen(750, 360)}<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${config.backgroundColor}"/><stop offset="1" stop-color="#2a9d8f"/>` +
    `</linearGradient></defs><rect width="750" height="360" fill="url(#g)"/>` +
    `<circle cx="640" cy="90" r="120" fill="#ffffff" fill-opacity="0.08"/>` +
    `<text x="48" y="170" font-family="Arial,Helvetica,sans-serif" font-size="44" font-weight="700" ` +
    `fill="${config.fontColor}">${escapeXml(headline)}</text>` +
    `<text x="48" y="230" font-family="Arial,Helvetica,sans-serif" font-size="26" ` +
    `fill="${config.fontColor}">${escapeXml(config.appName)}</text></svg>`
  );
}

/** A stand-in picture for an evidence image the mock does not hold (samples, or after a restart). */
export function placeholderImageSvg(label: string): string {
  return (
    `${svgOpen(240, 320)}<rect width="240" height="320" fill="#e9ecef"/>` +
    `<rect x="20" y="20" width="200" height="240" rx="8" fill="#ffffff"/>` +
    `<g fill="#adb5bd"><rect x="36" y="44" width="150" height="12" rx="6"/>` +
    `<rect x="36" y="68" width="120" height="12" rx="6"/><rect x="60" y="100" width="144" height="30" rx="10"/>` +
    `<rect x="36" y="142" width="130" height="30" rx="10"/></g>` +
    `<text x="120" y="296" font-family="Arial,Helvetica,sans-serif" font-size="16" text-anchor="middle" ` +
    `fill="#495057">${escapeXml(label)}</text></svg>`
  );
}
