// Lint rules: TypeScript (typescript-eslint), React hooks, accessibility (jsx-a11y), and the import
// boundaries of the layout (README "Layout"). Formatting is Prettier's job (`npm run format`).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = path.dirname(fileURLToPath(import.meta.url));

/** Test code: tests beside the code, and tests/ (their setup and shared helpers). */
const testFiles = ['**/*.test.{ts,tsx}', 'tests/**'];

/** Where a file sits, as a path from the repository root with `/` (lower case: see resolveTarget). */
function placeOf(file) {
  return path.relative(root, file).split(path.sep).join('/').toLowerCase();
}

const isTestPlace = (place) => place.startsWith('tests/') || /\.test\.[cm]?[jt]sx?$/.test(place);
const isDevServerPlace = (place) => place.startsWith('scripts/') || place === 'vite.config.ts';
const pageOf = (place) => /^pages\/([^/]+)\//.exec(place)?.[1];

/**
 * Where an import specifier points, however it is spelled. Returns the target's place and whether
 * the spelling is a relative path; a package import gives `{ package }` instead. The place is in
 * lower case so that `../../Pages/error/x.ts`, which a case-insensitive disk (macOS, Windows)
 * resolves, cannot pass as a different folder.
 */
function resolveTarget(specifier, file) {
  const bare = specifier.replace(/[?#].*$/, '');
  if (/^\.{1,2}(\/|$)/.test(bare)) {
    return { place: placeOf(path.resolve(path.dirname(file), bare)), relative: true };
  }
  let absolute;
  if (bare.startsWith('file:')) absolute = fileURLToPath(bare);
  else if (bare.startsWith('/')) {
    // A path inside the repository as it is, else root-relative as Vite reads `/pages/x.ts`.
    absolute = bare.startsWith(`${root}/`) ? bare : path.join(root, bare);
  } else if (/^[@~#]\//.test(bare)) absolute = path.join(root, bare.slice(2));
  else {
    const first = bare.split('/')[0];
    // `pages/error/x.ts` resolves through a baseUrl; a package never shares a top-level folder's name.
    if (first && !first.startsWith('@') && fs.existsSync(path.join(root, first))) {
      absolute = path.join(root, bare);
    } else return { package: bare.startsWith('@') ? bare.split('/').slice(0, 2).join('/') : first };
  }
  return { place: placeOf(absolute), relative: false };
}

/** True when the path names a file exactly as the disk spells it, folder by folder. */
function existsAsSpelled(absolute) {
  const parts = path.relative(root, absolute).split(path.sep);
  let folder = root;
  for (const part of parts) {
    if (part === '..' || !fs.existsSync(folder) || !fs.readdirSync(folder).includes(part)) {
      return part === '..' ? fs.existsSync(absolute) : false;
    }
    folder = path.join(folder, part);
  }
  return true;
}

/** The kit's floors, lowest first: a folder of shared/ imports its own floor and those below. */
const floors = [
  ['config', 'notify'],
  ['navigation', 'format'],
  ['api', 'bridge', 'telemetry'],
  ['stores', 'data', 'requestKeys'],
  ['actions'],
  ['hooks'],
  ['ui'],
  ['page'],
];
const kit = floors.flat().map((folder) => `./shared/${folder}`);
const foldersOf = (parent) =>
  fs
    .readdirSync(path.join(root, parent), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** Who may import whom (README "Layout"), for import-x/no-restricted-paths. */
const zones = [
  ...foldersOf('pages').map((page) => ({
    target: `./pages/${page}`,
    from: './pages',
    except: [`./${page}`],
    message: 'A page never imports another page; move what both need to shared/.',
  })),
  {
    target: './pages',
    from: ['./scripts', './tests', './deploy', './public'],
    message: 'A page imports only its own folder, shared/ and styles/.',
  },
  ...foldersOf('shared/features').map((feature) => ({
    target: `./shared/features/${feature}`,
    from: './shared/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature; move what both need to the kit.',
  })),
  {
    target: ['./shared/features', ...kit],
    from: ['./pages', './scripts', './tests'],
    message: 'shared/ serves the pages and imports none of them.',
  },
  {
    target: kit,
    from: './shared/features',
    message: 'The kit serves the features and imports none of them.',
  },
  {
    target: ['./pages', './shared/features', ...kit],
    from: './shared/mock',
    message: 'Only tests and the dev servers (scripts/, vite.config.ts) use the mock backend.',
  },
  ...floors
    .flatMap((floor, level) =>
      floor.map((folder) => ({
        target: `./shared/${folder}`,
        from: floors
          .slice(level + 1)
          .flat()
          .map((higher) => `./shared/${higher}`),
        message: `shared/${folder}/ is on floor ${level + 1} of the kit: it imports only its floor and those below.`,
      })),
    )
    .filter((zone) => zone.from.length > 0),
  {
    target: ['./scripts', './vite.config.ts'],
    from: './tests',
    message: 'Scripts and vite.config.ts never import tests/: a build would read them.',
  },
];

const boundaries = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Keeps imports inside the layout boundaries, however the path is spelled',
    },
    schema: [],
    messages: {
      relativeOnly:
        'Import project files by a relative path (./x.ts, ../../shared/...), not "{{specifier}}".',
      extension: 'Relative imports name the file with its extension (./client.ts).',
      missing: 'No file is spelled "{{specifier}}": name it as it is on disk.',
      mock: 'Only tests and the dev servers (scripts/, vite.config.ts) use the mock backend ({{target}}).',
      ky: 'Only shared/api/ talks to the network: import ky there.',
      unresolvable: 'Name the imported file literally, so that its boundary can be checked.',
    },
  },
  create(context) {
    const file = context.filename;
    const place = placeOf(file);
    const isTest = isTestPlace(place);
    const isDevServer = isDevServerPlace(place);
    const inShared = place.startsWith('shared/');
    const mayUseMock = isTest || isDevServer || place.startsWith('shared/mock/');
    const mayUseNetwork =
      isTest || isDevServer || place.startsWith('shared/api/') || place.startsWith('shared/mock/');
    const checksSpecifiers = pageOf(place) !== undefined || inShared;

    function check(node, specifier) {
      const report = (messageId, data = {}) => context.report({ node, messageId, data });
      const target = resolveTarget(specifier, file);
      if (target.package !== undefined) {
        if (target.package === 'msw' && !mayUseMock) report('mock', { target: specifier });
        if (target.package === 'ky' && !mayUseNetwork) report('ky');
        return;
      }
      if (!target.relative) report('relativeOnly', { specifier });
      else if (!/\.(ts|tsx|scss|css|svg|json)$/.test(specifier.replace(/[?#].*$/, ''))) {
        report('extension');
      } else if (
        !existsAsSpelled(path.resolve(path.dirname(file), specifier.replace(/[?#].*$/, '')))
      ) {
        // A case-insensitive disk (macOS, Windows) would open `../Pages/x.ts`; the zones below
        // would not see it for what it is.
        report('missing', { specifier });
      }
    }

    /** The text of a literal or expression-free template; undefined for anything computed. */
    function staticText(node) {
      if (node?.type === 'Literal' && typeof node.value === 'string') return node.value;
      if (node?.type === 'TemplateLiteral' && node.expressions.length === 0) {
        return node.quasis[0].value.cooked;
      }
      return undefined;
    }

    function checkSource(node, source) {
      const specifier = staticText(source);
      if (specifier !== undefined) check(node, specifier);
      else if (checksSpecifiers) context.report({ node, messageId: 'unresolvable' });
    }

    return {
      ImportDeclaration: (node) => checkSource(node, node.source),
      ExportNamedDeclaration: (node) => node.source && checkSource(node, node.source),
      ExportAllDeclaration: (node) => checkSource(node, node.source),
      ImportExpression: (node) => checkSource(node, node.source),
      TSImportType: (node) => checkSource(node, node.source),
      TSExternalModuleReference: (node) => checkSource(node, node.expression),
      'CallExpression[callee.type="Identifier"][callee.name="require"]': (node) =>
        checkSource(node, node.arguments[0]),
    };
  },
};

export default tseslint.config(
  { ignores: ['dist/', 'dist-*/', 'deploy/', 'node_modules/', 'coverage/', 'test-results/'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: {
      'react-hooks': reactHooks,
      'jsx-a11y': jsxA11y,
      layout: { rules: { boundaries } },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      // ky and msw stay where they belong, and every project import is a relative path naming its
      // file as the disk spells it (native ES modules and Vite's native config loader need the
      // extension; one spelling for everyone, which the zones below can follow).
      'layout/boundaries': 'error',
    },
  },
  {
    // Only shared/api/ talks to the network (its client gives every call one deadline, one error
    // shape and the common headers); the mock backend and tests stand in for the server.
    files: ['pages/**/*.{ts,tsx}', 'shared/**/*.{ts,tsx}'],
    ignores: ['shared/api/**', 'shared/mock/**', ...testFiles],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['fetch', 'XMLHttpRequest'].map((name) => ({
          name,
          message: 'Only shared/api/ talks to the network: add a typed call there.',
        })),
      ],
      // Any object's: window.fetch, globalThis['fetch'], self.XMLHttpRequest, const { fetch } = w.
      'no-restricted-properties': [
        'error',
        ...['fetch', 'XMLHttpRequest'].map((property) => ({
          property,
          message: 'Only shared/api/ talks to the network: add a typed call there.',
        })),
      ],
    },
  },
  {
    // Who may import whom, whatever the file, and no import cycle: zones above.
    files: ['pages/**/*.{ts,tsx}', 'shared/**/*.{ts,tsx}', 'scripts/**/*.ts', 'vite.config.ts'],
    ignores: testFiles,
    plugins: { 'import-x': importX },
    // The modules an import leads to are TypeScript: no-cycle reads them with its parser.
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Pages and shared code run in the browser: no Node globals there.
    files: ['pages/**/*.{ts,tsx}', 'shared/**/*.{ts,tsx}'],
    ignores: ['shared/mock/**', '**/*.test.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
  },
);
