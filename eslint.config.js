// Lint rules: TypeScript (typescript-eslint), React hooks, accessibility (jsx-a11y). Formatting is
// Prettier's job (`npm run format`).
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'dist-*/', 'node_modules/', 'coverage/', 'test-results/'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          // Native ES modules (and Vite's native config loader) need the file named in full.
          selector:
            'ImportDeclaration[source.value=/^\\.{1,2}\\//]:not([source.value=/\\.(ts|tsx|scss|css|svg|json)$/])',
          message: 'Relative imports name the file with its extension (./client.ts).',
        },
      ],
    },
  },
  {
    // A page composes shared pieces; it never reaches into another page or the mock backend.
    files: ['pages/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!\\.\\./)',
              message: 'A page imports only its own files and shared/.',
            },
            { regex: 'shared/mock/', message: 'Mock code stays out of the pages and the build.' },
          ],
        },
      ],
    },
  },
  {
    // shared/ serves the pages and knows none of them; only the mock backend may use MSW.
    files: ['shared/**/*.{ts,tsx}'],
    ignores: ['shared/mock/**', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '(^|/)pages/', message: 'shared/ does not import pages.' },
            {
              regex: '(^|/)mock/',
              message: 'Only tests and the dev servers use the mock backend.',
            },
            { regex: '^msw', message: 'Only the mock backend uses MSW.' },
          ],
        },
      ],
    },
  },
  {
    // Pages and shared code run in the browser: no Node globals there.
    files: ['pages/**/*.{ts,tsx}', 'shared/**/*.{ts,tsx}'],
    ignores: ['shared/mock/**', '**/*.test.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
  },
);
