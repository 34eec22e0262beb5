import { describe, expect, it } from 'vitest';
import { cssModuleNames } from './css-module-names.ts';
import { findPage } from '../../shared/config/pages.ts';
import {
  buildFileOf,
  fillRoot,
  inlineStylesheets,
  lazyStylesheets,
  pageDefinition,
  scriptsAfterPaint,
  withoutScripts,
  withStylesheets,
} from './prerender.ts';

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

describe('pageDefinition', () => {
  const orderDetail = findPage('orderDetail');
  const element = <h1>Order Details</h1>;

  it('accepts the kind the page table gives the page', () => {
    expect(pageDefinition(orderDetail, { kind: 'hydrated', element })).toEqual({
      kind: 'hydrated',
      element,
    });
  });

  it('refuses a kind other than the page table says', () => {
    expect(() => pageDefinition(orderDetail, { kind: 'static', element })).toThrow(
      "pages/orderDetail/main.tsx exports a 'static' page, but the page table says 'hydrated'",
    );
  });

  it('refuses a main.tsx that exports no page to prerender', () => {
    for (const exported of [undefined, {}, { kind: 'hydrated', element: null }]) {
      expect(() => pageDefinition(orderDetail, exported)).toThrow(
        'pages/orderDetail/main.tsx must export default staticPage(...), islandPage(...) or hydratedPage(...)',
      );
    }
  });
});

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

describe('inlineStylesheets', () => {
  it('replaces each linked stylesheet with its rules, read from the build', () => {
    const read: string[] = [];
    const page = inlineStylesheets(builtPage, (href) => {
      read.push(href);
      return 'body{margin:0}\n';
    });
    expect(read).toEqual(['/assets/aboutUs-A1.css']);
    expect(page).toContain('<style data-href="/assets/aboutUs-A1.css">body{margin:0}</style>');
    expect(page).not.toContain('rel="stylesheet"');
    expect(page).toContain('<link rel="modulepreload"');
  });

  it('refuses rules that would close the style element early', () => {
    expect(() => inlineStylesheets(builtPage, () => 'a{}</style><script>')).toThrow(
      'cannot be inlined',
    );
  });
});

describe('lazyStylesheets', () => {
  const manifest = {
    'pages/repay/index.html': {
      file: 'assets/repay-A1.js',
      isEntry: true,
      imports: ['_pageKit-B2.js'],
      dynamicImports: ['shared/features/repayment/RepaymentWays.tsx'],
      css: ['assets/repay-A1.css'],
    },
    '_pageKit-B2.js': { file: 'assets/pageKit-B2.js', css: ['assets/pageKit-B2.css'] },
    'shared/features/repayment/RepaymentWays.tsx': {
      file: 'assets/RepaymentWays-C3.js',
      imports: ['_pageKit-B2.js', '_Dialog-D4.js'],
      dynamicImports: ['shared/ui/copy-text/CopyText.tsx'],
      css: ['assets/RepaymentWays-C3.css'],
    },
    '_Dialog-D4.js': { file: 'assets/Dialog-D4.js', css: ['assets/Dialog-D4.css'] },
    'shared/ui/copy-text/CopyText.tsx': {
      file: 'assets/CopyText-E5.js',
      css: ['assets/CopyText-E5.css'],
    },
    'pages/orderDetail/index.html': {
      file: 'assets/orderDetail-F6.js',
      isEntry: true,
      css: ['assets/orderDetail-F6.css'],
    },
  };

  it('gives the stylesheets of every chunk a page can load later, not those its HTML links', () => {
    expect(lazyStylesheets(manifest, 'pages/repay/index.html')).toEqual([
      'assets/RepaymentWays-C3.css',
      'assets/Dialog-D4.css',
      'assets/CopyText-E5.css',
    ]);
  });

  it('gives none for a page without lazy chunks, or not in the manifest', () => {
    expect(lazyStylesheets(manifest, 'pages/orderDetail/index.html')).toEqual([]);
    expect(lazyStylesheets(manifest, 'pages/unknown/index.html')).toEqual([]);
  });
});

describe('withStylesheets', () => {
  it('links the stylesheets at the end of the head, for inlineStylesheets to inline', () => {
    const linked = withStylesheets(builtPage, ['assets/Dialog-D4.css']);
    expect(linked).toContain('<link rel="stylesheet" href="assets/Dialog-D4.css"></head>');
    const inlined = inlineStylesheets(linked, (href) =>
      href === 'assets/Dialog-D4.css' ? '.dialog{margin:0}' : '',
    );
    expect(inlined).toContain(
      '<style data-href="assets/Dialog-D4.css">.dialog{margin:0}</style></head>',
    );
    expect(withStylesheets(builtPage, [])).toBe(builtPage);
  });
});

describe('scriptsAfterPaint', () => {
  it('marks the module script and its preloads low priority, once', () => {
    const page = scriptsAfterPaint(scriptsAfterPaint(builtPage));
    expect(page).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/aboutUs-A1.js">',
    );
    expect(page).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/jsx-runtime-B2.js">',
    );
    expect(page.match(/fetchpriority/g)).toHaveLength(2);
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/aboutUs-A1.css">');
  });
});

describe('buildFileOf', () => {
  it('maps an address in the page, base path included, to the file in the build folder', () => {
    expect(buildFileOf('/assets/style-A1.css')).toBe('assets/style-A1.css');
    expect(buildFileOf('/h5/assets/style-A1.css')).toBe('assets/style-A1.css');
    expect(buildFileOf('https://cdn.example/h5/assets/x-1.js')).toBe('assets/x-1.js');
    expect(buildFileOf('https://cdn.example/h5/boot-check.js')).toBe('boot-check.js');
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
  const name = cssModuleNames('/work/site', { readable: true });

  it('depends only on the file inside the project and the class', () => {
    const first = name('button', '/work/site/shared/ui/button/Button.module.scss');
    expect(first).toMatch(/^button_[\w-]{5}$/);
    expect(name('button', '/work/site/shared/ui/button/Button.module.scss?inline')).toBe(first);
    expect(
      cssModuleNames('/elsewhere', { readable: true })(
        'button',
        '/elsewhere/shared/ui/button/Button.module.scss',
      ),
    ).toBe(first);
  });

  it('ships the hash alone in the build, a valid class name even when the hash starts with a digit', () => {
    const file = '/work/site/shared/ui/button/Button.module.scss';
    const built = cssModuleNames('/work/site', { readable: false })('button', file);
    expect(built).toMatch(/^_[\w-]{5}$/);
    expect(name('button', file)).toBe(`button${built}`);
  });

  it('differs between classes and between files', () => {
    const file = '/work/site/shared/ui/button/Button.module.scss';
    expect(name('primary', file)).not.toBe(name('secondary', file));
    expect(name('button', file)).not.toBe(name('button', '/work/site/pages/x/X.module.scss'));
  });

  it('stops the build when two classes would share a name', () => {
    // One character of hash: 64 names, so two of a hundred classes meet.
    const short = cssModuleNames('/work/site', { readable: false, hashLength: 1 });
    expect(() => {
      for (let i = 0; i < 100; i += 1) short('band', `/work/site/page${i}/Page.module.scss`);
    }).toThrow(
      /^page\d+\/Page\.module\.scss:band and page\d+\/Page\.module\.scss:band are both named _.: rename/,
    );
  });
});
