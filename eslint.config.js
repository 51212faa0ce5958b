import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import reactRefresh from 'eslint-plugin-react-refresh'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// Imports flow one way: app and pages → features → shared (components, lib, config, types).
// A public feature uses no other feature but its key factory (api/keys.ts), to refresh what it
// changed; the admin's sub-features (features/admin/*) are one area and may use each other, and
// the public features only through their key factories (README, "Map of the code").
const root = fileURLToPath(new URL('.', import.meta.url))
const dirs = (path) =>
  readdirSync(`${root}${path}`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
const publicFeatures = dirs('src/features').filter((name) => name !== 'admin')
const keys = `${root}src/features/*/api/keys.ts`

const boundaries = [
  {
    target: ['./src/components', './src/lib', './src/config', './src/types'],
    from: ['./src/features', './src/app', './src/pages'],
    message: 'Shared code (components, lib, config, types) uses no feature, page or app module.',
  },
  {
    target: './src/features',
    from: ['./src/app', './src/pages'],
    message: 'A feature uses no page or app module: pages compose features.',
  },
  ...publicFeatures.map((name) => ({
    target: `./src/features/${name}`,
    from: [`${root}src/features/**`],
    except: [`${root}src/features/${name}/**`, keys],
    message: `features/${name} uses another feature only through its api/keys.ts; move what is shared to src/lib or src/components, or let the page compose them.`,
  })),
  {
    target: './src/features/admin',
    from: publicFeatures.map((name) => `${root}src/features/${name}/**`),
    except: [keys],
    message:
      'The admin uses a public feature only through its api/keys.ts; move what is shared to src/lib or src/components.',
  },
]

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-e2e',
      // The prerender's server build, written beside each outDir (.dist.prerender).
      '.*.prerender',
      // Compiled from messages/ by npm run i18n (Paraglide).
      'src/paraglide',
      'node_modules',
      '.supabase-local',
      'public',
      'test-results',
      'playwright-report',
      '.vitest',
      '.tmp-server',
      'src/types/database.types.ts',
    ],
  },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // no-cycle reads the imported files too: with TypeScript's parser, for .ts and .tsx.
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: `${root}tsconfig.app.json` }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // A prerendered page is drawn before its code runs: specs take the `test` whose page waits
    // for the app after each navigation.
    files: ['tests/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              message: "Import from './support/test': its page waits for the app after goto.",
            },
          ],
        },
      ],
    },
  },
)
