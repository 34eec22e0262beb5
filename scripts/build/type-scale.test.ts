// @vitest-environment node
// One type scale (styles/_tokens.scss): every size and weight in the stylesheets is one of its
// tokens, so no page sets a size or weight of its own.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const tokensFile = 'styles/_tokens.scss';

/** Every .scss file under the folders that hold styles, as paths from the project's root. */
function allStylesheets(): string[] {
  return ['styles', 'shared', 'pages'].flatMap((folder) =>
    fs
      .readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.scss'))
      .map((file) => `${folder}/${file.split(path.sep).join('/')}`),
  );
}

/** The size and weight declarations of a stylesheet that are not the scale's tokens. */
function offTheScale(scss: string): string[] {
  const found: string[] = [];
  // Comments say why, they do not style.
  const code = scss.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
  for (const match of code.matchAll(
    /(?<![\w-])(font-size|font-weight|font)\s*:\s*((?:#\{[^}]*\}|[^;{}])+)/g,
  )) {
    const property = match[1] ?? '';
    const value = (match[2] ?? '').trim();
    if (value === 'inherit') continue;
    if (property === 'font-size' && /\$font-size-[a-z]+/.test(value)) {
      // A token, perhaps capped by the screen's width (min(#{$font-size-amount}, 11vw)): any other
      // length in it must be relative to the viewport, not a size of its own.
      const rest = value.replace(/#\{\$font-size-[a-z]+\}|\$font-size-[a-z]+/g, '');
      if (!/\d(?:\.\d+)?(?:rem|em|px|pt|%)/.test(rest)) continue;
    }
    if (property === 'font-weight' && /^\$font-weight-[a-z]+$/.test(value)) continue;
    found.push(`${property}: ${value}`);
  }
  return found;
}

describe('the type scale', () => {
  const tokens = fs.readFileSync(path.join(root, tokensFile), 'utf8');
  const sizes = [...tokens.matchAll(/^\$font-size-([a-z]+):\s*([\d.]+)rem;/gm)];
  const weights = [...tokens.matchAll(/^\$font-weight-([a-z]+):\s*(\d+);/gm)];

  it('has four or five sizes in rem, smallest first, and three weights: regular, medium and semibold', () => {
    expect(sizes.length).toBeGreaterThanOrEqual(4);
    expect(sizes.length).toBeLessThanOrEqual(5);
    const rems = sizes.map((size) => Number(size[2]));
    expect(rems).toEqual([...rems].sort((a, b) => a - b));
    expect(weights.map((weight) => [weight[1], weight[2]])).toEqual([
      ['regular', '400'],
      ['medium', '500'],
      ['semibold', '600'],
    ]);
  });

  it('is the only size and weight any stylesheet sets', () => {
    const files = allStylesheets().filter((file) => file !== tokensFile);
    expect(files.length).toBeGreaterThan(40);
    const offenders = files.flatMap((file) =>
      offTheScale(fs.readFileSync(path.join(root, file), 'utf8')).map(
        (declaration) => `${file}: ${declaration}`,
      ),
    );
    expect(offenders).toEqual([]);
  });

  it('finds a size or weight of a page of its own', () => {
    expect(
      offTheScale(`
        .title { font-size: 1.75rem; font-weight: 700; }
        .amount { font-size: min(2rem, 11vw); }
        .fine { font-size: min(#{$font-size-amount}, 11vw); font-weight: $font-weight-semibold; }
        .capped { font-size: max($font-size-small, 13px); }
        .short { font: 600 1rem/1.2 sans-serif; }
        .field { font: inherit; font-weight: bold; }
        // font-size: 3rem; said in a comment only
      `),
    ).toEqual([
      'font-size: 1.75rem',
      'font-weight: 700',
      'font-size: min(2rem, 11vw)',
      'font-size: max($font-size-small, 13px)',
      'font: 600 1rem/1.2 sans-serif',
      'font-weight: bold',
    ]);
  });
});
