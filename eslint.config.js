// One flat ESLint config for the whole repository. Type-aware typescript-eslint rules via the
// project service (each file uses its nearest tsconfig.json), the import rules of
// docs/architecture.md via the local plugin in tools/eslint/, and no stylistic rules: formatting
// belongs to Prettier (.prettierrc.json).
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import beacon from './tools/eslint/beacon-plugin.js';

const ts = ['**/*.{ts,tsx,mts,cts}'];
const jsFiles = ['**/*.{js,jsx,mjs,cjs}'];

/** Reading the environment is allowed only in env.ts. */
const envMessage =
  "Read process.env / import.meta.env only in the app's env.ts (validated with zod) and import " +
  'the parsed values from there.';
const envSelectors = [
  "MemberExpression[object.name='process'][property.name='env']",
  "MemberExpression[object.name='process'][property.value='env']",
  "MemberExpression[object.property.name='process'][property.name='env']",
  "MemberExpression[object.type='MetaProperty'][property.name='env']",
  "VariableDeclarator[init.name='process'] > ObjectPattern > Property[key.name='env']",
  "VariableDeclarator[init.type='MetaProperty'] > ObjectPattern > Property[key.name='env']",
  "ImportDeclaration[source.value=/^(node:)?process$/] > ImportSpecifier[imported.name='env']",
];

export default defineConfig([
  globalIgnores([
    '**/node_modules/',
    '**/dist/',
    '**/data/',
    '**/coverage/',
    '**/test-results/',
    '**/playwright-report/',
    '**/routeTree.gen.ts',
    'apps/web/src/lib/api/paths.gen.ts',
    'apps/api/src/db/migrations/',
  ]),

  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },

  js.configs.recommended,

  // TypeScript: type-aware recommended rules.
  {
    files: ts,
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: {
        projectService: {
          // Root-level tool configs (e.g. a root vitest.config.ts) are in no tsconfig.
          allowDefaultProject: ['*.config.ts'],
          defaultProject: 'tsconfig.base.json',
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      // Type-only imports use `import type`. With verbatimModuleSyntax an
      // `import { type X }` whose specifiers are all types still loads the module, hence the
      // second rule.
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { prefer: 'type-imports', fixStyle: 'inline-type-imports' },
      ],
      '@typescript-eslint/no-import-type-side-effects': 'error',
      '@typescript-eslint/ban-ts-comment': [
        'error',
        {
          'ts-ignore': true,
          'ts-nocheck': true,
          'ts-check': false,
          'ts-expect-error': 'allow-with-description',
        },
      ],
    },
  },

  // Plain JavaScript (this file, tools/eslint/*): no type information, Node globals.
  {
    files: jsFiles,
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: { ...globals.node } },
  },

  // Everywhere: no focused tests, and the environment is read only in env.ts.
  {
    plugins: { beacon },
    rules: {
      'beacon/no-focused-tests': 'error',
      'no-restricted-syntax': [
        'error',
        ...envSelectors.map((selector) => ({ selector, message: envMessage })),
      ],
    },
  },
  {
    // env.ts is the one reader per app; tests, benchmarks and tool configs may read env too.
    files: [
      '**/env.ts',
      'apps/api/bench/**',
      '**/*.config.{ts,js,mjs,cjs,mts}',
      '**/*.test.{ts,tsx}',
      '**/test/**',
      'eslint.config.js',
      'tools/**',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },

  // React: the rules of hooks, and the React Compiler's checks that come with them.
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat['recommended-latest']],
  },

  // The import rules of docs/architecture.md (tools/eslint/beacon-plugin.js).
  {
    files: ['apps/**', 'packages/**'],
    rules: { 'beacon/no-relative-cross-workspace': 'error' },
  },
  {
    // Rule 1: the contract imports only zod.
    files: ['packages/contract/**'],
    rules: { 'beacon/contract-imports': 'error' },
  },
  {
    // Rule 1: the api imports the contract, never the web app.
    files: ['apps/api/**'],
    rules: { 'beacon/api-imports': 'error' },
  },
  {
    // Rule 1: web imports the api only as `import type { AppType }` plus a dynamic import().
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { '@typescript-eslint': tseslint.plugin },
    rules: {
      'beacon/web-api-type-only': 'error',
      // TanStack Router redirects and not-founds by throwing its own objects from loaders.
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [
            {
              from: 'package',
              package: '@tanstack/router-core',
              name: ['Redirect', 'NotFoundError'],
            },
          ],
        },
      ],
    },
  },
  {
    // Rule 2: modules never import other modules.
    files: ['apps/*/src/modules/**'],
    rules: { 'beacon/no-cross-module-import': 'error' },
  },
  {
    // Rule 2: shared folders never import modules. apps/api/src/db/** (schema index, seed
    // orchestrator) and apps/api/src/app.ts mount the modules and are allowed to.
    files: ['apps/api/src/lib/**', 'apps/web/src/lib/**', 'apps/web/src/components/**'],
    rules: { 'beacon/shared-no-module-import': 'error' },
  },
]);
