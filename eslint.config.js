// Flat config. The import-boundary rules encode the layering of docs/architecture.md#layers:
// shared -> features -> app, and no feature imports another feature.
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import importPlugin from 'eslint-plugin-import'
import globals from 'globals'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

// One boundary zone per folder under src/features, read when ESLint starts: a feature folder
// is protected the day it is created, with no list to keep up to date.
const featureFolders = fs
  .readdirSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'src/features'), {
    withFileTypes: true,
  })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'host-sandbox/portal/dist/**',
      'node_modules/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
      'bench-results/**',
      'public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': { typescript: { project: './tsconfig.json' }, node: true },
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import/no-cycle': ['error', { maxDepth: 10 }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              importNames: ['useDispatch', 'useSelector', 'useStore'],
              message:
                'Use useAppDispatch / useAppSelector / useAppStore from @/shared/store-hooks.',
            },
          ],
        },
      ],
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/shared',
              from: ['./src/features', './src/app'],
              message: 'shared/ is the bottom layer: it must not import features or app.',
            },
            {
              target: './src/shared/wire',
              from: './src',
              except: ['./shared/wire'],
              message:
                'shared/wire is pure zod: the sandbox imports it, so it imports no console code.',
            },
            {
              target: './src/shared/bpm-expression',
              from: './src',
              except: ['./shared/bpm-expression'],
              message:
                'shared/bpm-expression is self-contained: the sandbox imports it, so it imports no console code.',
            },
            {
              target: './src/features',
              from: './src/app',
              message: 'features must not import app/; app wires features together.',
            },
            ...featureFolders.map((name) => ({
              target: `./src/features/${name}`,
              from: './src/features',
              except: [`./${name}`],
              message:
                'A feature never imports another feature; move what they share into shared/.',
            })),
          ],
        },
      ],
    },
  },
  {
    // The typed hooks are made here, from react-redux's own.
    files: ['src/shared/store-hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['host-sandbox/**/*.ts', 'scripts/**/*.{ts,js,mjs}', 'tests/server/**/*.ts'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              // src/shared/wire holds the wire schemas both sides share (architecture.md#wire-schemas),
              // src/shared/bpm-expression the expression language of BPMN models (#bpm-expressions).
              target: './host-sandbox',
              from: './src',
              except: ['./shared/wire', './shared/bpm-expression'],
              message:
                'The sandbox never imports console code (only src/shared/wire and src/shared/bpm-expression).',
            },
          ],
        },
      ],
    },
  },
)
