import { describe, expect, it } from 'vitest';
import { cssModuleNames } from './css-module-names.ts';
import { fillRoot, withoutScripts } from './prerender.ts';

const builtPage = `<!doctype html>
<html lang="en">
  <head>
    <title>About us</title>
    <script type="module" crossorigin src="/assets/aboutUs-A1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/jsx-runtime-B2.js">
    <link rel="stylesheet" crossorigin href="/assets/aboutUs-A1.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

describe('fillRoot', () => {
  it('puts the markup inside the empty #root', () => {
    expect(fillRoot(builtPage, '<h1>About us</h1>')).toContain(
      '<div id="root"><h1>About us</h1></div>',
    );
  });

  it('keeps replacement patterns in the markup as text', () => {
    expect(fillRoot(builtPage, '<p>$& and $1</p>')).toContain('<div id="root"><p>$& and $1</p>');
  });

  it('refuses a page without an empty #root', () => {
    expect(() => fillRoot('<html><body></body></html>', '<p></p>')).toThrow('no empty #root');
  });
});

describe('withoutScripts', () => {
  it('drops scripts and module preloads and keeps the stylesheet', () => {
    const page = withoutScripts(fillRoot(builtPage, '<h1>About us</h1>'));

    expect(page).not.toMatch(/<script/);
    expect(page).not.toContain('modulepreload');
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/aboutUs-A1.css">');
    expect(page).toContain('<title>About us</title>');
    expect(page).toContain('<div id="root"><h1>About us</h1></div>');
  });
});

describe('cssModuleNames', () => {
  const name = cssModuleNames('/work/site');

  it('depends only on the file inside the project and the class', () => {
    const first = name('button', '/work/site/shared/ui/button/Button.module.scss');
    expect(first).toMatch(/^button_[\w-]{6}$/);
    expect(name('button', '/work/site/shared/ui/button/Button.module.scss?inline')).toBe(first);
    expect(
      cssModuleNames('/elsewhere')('button', '/elsewhere/shared/ui/button/Button.module.scss'),
    ).toBe(first);
  });

  it('differs between classes and between files', () => {
    const file = '/work/site/shared/ui/button/Button.module.scss';
    expect(name('primary', file)).not.toBe(name('secondary', file));
    expect(name('button', file)).not.toBe(name('button', '/work/site/pages/x/X.module.scss'));
  });
});
