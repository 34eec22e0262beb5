// The promotion registration template (spec §7 'Promotion'): the template's texts and banner, and
// the image captcha.
import { type FixtureContext, wholeMoney } from './common.ts';
import { seeded } from './images.ts';

/** The template's banner (drawn by mockFiles.ts). */
export const bannerFile = 'promotion-banner.svg';

/** /channel/channel-template: the landing config (id plus the template's texts and banner). */
export function promotionTemplate(ctx: FixtureContext, templateId: string) {
  const { config } = ctx;
  const numeric = Number(templateId);
  return {
    id: templateId && Number.isFinite(numeric) ? numeric : 7,
    title: 'Cash in minutes, straight to your GCash',
    subtitle: `Borrow ${wholeMoney(200_000, config)} to ${wholeMoney(2_000_000, config)} with one valid ID`,
    banner: ctx.file(bannerFile),
    buttonText: 'Apply now',
    backgroundColor: config.backgroundColor,
    fontColor: config.fontColor,
    appName: config.appName,
  };
}

/** The letters a captcha image shows for a session id (4 characters, spec §9). */
export function captchaText(sid: string): string {
  const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  const next = seeded(sid);
  let text = '';
  for (let i = 0; i < 4; i += 1) text += alphabet[Math.floor(next() * alphabet.length)];
  return text;
}

/** The captcha picture itself: the 4 characters with a little noise. Served as image/svg+xml. */
export function captchaSvg(sid: string): string {
  const next = seeded(`${sid}:noise`);
  const letters = [...captchaText(sid)]
    .map((char, i) => {
      const rotate = Math.round((next() - 0.5) * 30);
      const x = 18 + i * 26;
      return `<text x="${x}" y="30" transform="rotate(${rotate} ${x} 24)">${char}</text>`;
    })
    .join('');
  let noise = '';
  for (let i = 0; i < 4; i += 1) {
    const points = [next() * 120, next() * 40, next() * 120, next() * 40].map(Math.round);
    noise += `<line x1="${points[0]}" y1="${points[1]}" x2="${points[2]}" y2="${points[3]}"/>`;
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40">` +
    `<rect width="120" height="40" fill="#eef2f7"/>` +
    `<g stroke="#8d99ae" stroke-width="1">${noise}</g>` +
    `<g font-family="monospace" font-size="24" font-weight="700" fill="#14213d" text-anchor="middle">` +
    `${letters}</g></svg>`
  );
}
