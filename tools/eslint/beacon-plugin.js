// Local ESLint plugin: enforces the import rules of docs/architecture.md.
// Plain ESM with JSDoc types, no dependencies. Every rule resolves relative specifiers with
// node:path against the importing file, so `../auth/auth.repo` and `../../modules/auth/x` are
// judged by where they land, not by how they are spelled.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root: this file lives in <root>/tools/eslint/. */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * @typedef {import('eslint').Rule.RuleModule} RuleModule
 * @typedef {import('eslint').Rule.RuleContext} RuleContext
 * @typedef {import('estree').Node} Node
 * @typedef {{
 *   node: Node,
 *   specifier: string,
 *   kind: 'static' | 'export' | 'dynamic' | 'type-query' | 'require',
 *   typeOnly: boolean,
 * }} ImportRef
 */

/** @param {string} p */
const toPosix = (p) => p.split(path.sep).join('/');

/** Path relative to the repository root, with forward slashes. @param {string} abs */
const repoRel = (abs) => toPosix(path.relative(ROOT, abs));

/** @param {string} s */
const isRelative = (s) => s === '.' || s === '..' || s.startsWith('./') || s.startsWith('../');

/**
 * Where a relative specifier lands, relative to the repository root ('' when not relative).
 * @param {string} filename absolute path of the importing file
 * @param {string} specifier
 */
function resolveRel(filename, specifier) {
  if (!isRelative(specifier)) return '';
  return repoRel(path.resolve(path.dirname(filename), specifier));
}

/** `apps/<x>` or `packages/<x>` that holds a repo-relative path, or '' when none. @param {string} rel */
function workspaceOf(rel) {
  const m = /^(apps|packages)\/[^/]+/.exec(rel);
  return m ? m[0] : '';
}

/** `{ app, id }` when the repo-relative path is inside apps/<app>/src/modules/<id>/… @param {string} rel */
function moduleOf(rel) {
  const m = /^apps\/([^/]+)\/src\/modules\/([^/]+)\/./.exec(rel);
  return m ? { app: m[1], id: m[2] } : null;
}

/** True when the repo-relative path is an app's modules folder or anything under it. @param {string} rel */
const isInModules = (rel) => /^apps\/[^/]+\/src\/modules(\/|$)/.test(rel);

/**
 * Calls `check` once for every module reference in a file: import / export … from, import(),
 * `typeof import('x')` types, `import x = require('x')` and require('x').
 * @param {(ref: ImportRef) => void} check
 * @returns {import('eslint').Rule.RuleListener}
 */
function onImports(check) {
  /** @param {any} source */
  const literal = (source) => {
    if (!source) return null;
    if (source.type === 'Literal' && typeof source.value === 'string') return source.value;
    if (source.type === 'TemplateLiteral' && source.expressions.length === 0) {
      return source.quasis[0].value.cooked;
    }
    return null;
  };
  /** @type {Record<string, (node: any) => void>} */
  const listener = {
    ImportDeclaration(node) {
      const specifier = literal(node.source);
      if (specifier === null) return;
      const typeOnly = node.importKind === 'type';
      check({ node, specifier, kind: 'static', typeOnly });
    },
    ExportNamedDeclaration(node) {
      const specifier = literal(node.source);
      if (specifier === null) return;
      check({ node, specifier, kind: 'export', typeOnly: node.exportKind === 'type' });
    },
    ExportAllDeclaration(node) {
      const specifier = literal(node.source);
      if (specifier === null) return;
      check({ node, specifier, kind: 'export', typeOnly: node.exportKind === 'type' });
    },
    ImportExpression(node) {
      const specifier = literal(node.source);
      if (specifier === null) return;
      check({ node, specifier, kind: 'dynamic', typeOnly: false });
    },
    TSImportType(node) {
      const specifier = literal(node.source ?? node.argument?.literal);
      if (specifier === null) return;
      check({ node, specifier, kind: 'type-query', typeOnly: true });
    },
    TSExternalModuleReference(node) {
      const specifier = literal(node.expression);
      if (specifier === null) return;
      check({ node, specifier, kind: 'require', typeOnly: false });
    },
    CallExpression(node) {
      if (node.callee.type !== 'Identifier' || node.callee.name !== 'require') return;
      const specifier = literal(node.arguments[0]);
      if (specifier === null) return;
      check({ node, specifier, kind: 'require', typeOnly: false });
    },
  };
  return listener;
}

/**
 * @param {string} description
 * @param {Record<string, string>} messages
 * @param {(context: RuleContext, filename: string, rel: string) => ((ref: ImportRef) => void) | null} make
 * @returns {RuleModule}
 */
function importRule(description, messages, make) {
  return {
    meta: { type: 'problem', docs: { description }, schema: [], messages },
    create(context) {
      const filename = context.physicalFilename ?? context.filename;
      const check = make(context, filename, repoRel(filename));
      return check ? onImports(check) : {};
    },
  };
}

/** The contract imports only zod (and its own files). */
const contractImports = importRule(
  'packages/contract imports only zod and its own files',
  {
    onlyZod:
      "packages/contract may import only 'zod' (and its own files), not '{{specifier}}': " +
      'keep the contract plain zod schemas and inferred types; put runtime code in the app that needs it.',
    leaves:
      "'{{specifier}}' leaves packages/contract: the contract may import only 'zod' and files inside it.",
  },
  (context, filename, rel) => {
    const ws = workspaceOf(rel);
    if (!ws.startsWith('packages/contract')) return null;
    return ({ node, specifier }) => {
      if (isRelative(specifier)) {
        const target = resolveRel(filename, specifier);
        if (target !== ws && !target.startsWith(ws + '/')) {
          context.report({ node, messageId: 'leaves', data: { specifier } });
        }
        return;
      }
      if (specifier === 'zod' || specifier.startsWith('zod/')) return;
      context.report({ node, messageId: 'onlyZod', data: { specifier } });
    };
  },
);

/** Workspaces reach each other by package name, never by a relative path that leaves them. */
const noRelativeCrossWorkspace = importRule(
  'relative imports stay inside their own workspace (apps/<x>, packages/<x>)',
  {
    leaves:
      "'{{specifier}}' leaves {{workspace}} (it lands in {{target}}): import other workspaces by " +
      'package name (e.g. @beacon/contract/<file>), so the import rules can see them.',
  },
  (context, filename, rel) => {
    const ws = workspaceOf(rel);
    if (!ws) return null;
    return ({ node, specifier }) => {
      const target = resolveRel(filename, specifier);
      if (!target || target === ws || target.startsWith(ws + '/')) return;
      context.report({
        node,
        messageId: 'leaves',
        data: { specifier, workspace: ws, target: target || '.' },
      });
    };
  },
);

/** The api imports the contract, never the web app. */
const apiImports = importRule(
  'apps/api never imports apps/web',
  {
    noWeb:
      "apps/api never imports the web app ('{{specifier}}'): the API must run without it; " +
      'put what both need in @beacon/contract.',
  },
  (context, filename, rel) => {
    if (!rel.startsWith('apps/api/')) return null;
    return ({ node, specifier }) => {
      const target = resolveRel(filename, specifier);
      const web =
        specifier === '@beacon/web' ||
        specifier.startsWith('@beacon/web/') ||
        target === 'apps/web' ||
        target.startsWith('apps/web/');
      if (web) context.report({ node, messageId: 'noWeb', data: { specifier } });
    };
  },
);

/** Modules never import other modules (in api or web). */
const noCrossModuleImport = importRule(
  'a module never imports another module',
  {
    crossModule:
      "module '{{from}}' imports module '{{to}}' ('{{specifier}}'): modules never import other " +
      'modules; share through @beacon/contract, or move the shared code to src/lib.',
    modulesRoot:
      "module '{{from}}' imports the modules folder itself ('{{specifier}}'): modules never import " +
      'other modules; share through @beacon/contract, or move the shared code to src/lib.',
  },
  (context, filename, rel) => {
    const self = moduleOf(rel);
    if (!self) return null;
    const modulesDir = `apps/${self.app}/src/modules`;
    return ({ node, specifier }) => {
      const target = resolveRel(filename, specifier);
      if (!target) return;
      if (target === modulesDir) {
        context.report({ node, messageId: 'modulesRoot', data: { from: self.id, specifier } });
        return;
      }
      if (!target.startsWith(modulesDir + '/')) return;
      const to = target.slice(modulesDir.length + 1).split('/')[0];
      if (to !== self.id) {
        context.report({ node, messageId: 'crossModule', data: { from: self.id, to, specifier } });
      }
    };
  },
);

/** Shared folders (lib, components) never import modules. */
const sharedNoModuleImport = importRule(
  'shared folders never import modules',
  {
    shared:
      "shared code never imports a module ('{{specifier}}' lands in {{target}}): pass what it " +
      'needs in as a parameter, or move the shared part into src/lib or @beacon/contract.',
  },
  (context, filename) =>
    ({ node, specifier }) => {
      const target = resolveRel(filename, specifier);
      if (target && isInModules(target)) {
        context.report({ node, messageId: 'shared', data: { specifier, target } });
      }
    },
);

/** Web imports the api only as `import type` plus a dynamic import(). */
const webApiTypeOnly = importRule(
  "apps/web imports @beacon/api only with 'import type' or a dynamic import()",
  {
    valueImport:
      "apps/web may import '{{specifier}}' only as `import type` " +
      '(or load the mock entry with a dynamic import()); a value import would bundle the server.',
    relative:
      "apps/web must not reach into apps/api by a relative path ('{{specifier}}'): use " +
      "`import type … from '@beacon/api'` or a dynamic import('@beacon/api/…').",
  },
  (context, filename, rel) => {
    if (!rel.startsWith('apps/web/')) return null;
    return ({ node, specifier, kind, typeOnly }) => {
      const target = resolveRel(filename, specifier);
      if (target === 'apps/api' || target.startsWith('apps/api/')) {
        if (kind !== 'dynamic' && !typeOnly) {
          context.report({ node, messageId: 'relative', data: { specifier } });
        }
        return;
      }
      const api = specifier === '@beacon/api' || specifier.startsWith('@beacon/api/');
      if (!api || typeOnly || kind === 'dynamic') return;
      context.report({ node, messageId: 'valueImport', data: { specifier } });
    };
  },
);

/** No focused tests: describe.only, it.only, test.only, test.describe.only, it.concurrent.only … */
/** @type {RuleModule} */
const noFocusedTests = {
  meta: {
    type: 'problem',
    docs: { description: 'disallow .only in tests (Vitest and Playwright)' },
    schema: [],
    messages: {
      only: "'{{call}}' runs only this test and silently skips the rest: remove .only before committing.",
    },
  },
  create(context) {
    const roots = new Set(['describe', 'it', 'test', 'suite', 'bench']);
    return {
      /** @param {any} node */
      MemberExpression(node) {
        const prop = node.computed ? node.property.value : node.property.name;
        if (prop !== 'only') return;
        /** @type {string[]} */
        const chain = ['only'];
        let obj = node.object;
        while (obj.type === 'MemberExpression' && !obj.computed) {
          chain.unshift(obj.property.name);
          obj = obj.object;
        }
        if (obj.type !== 'Identifier' || !roots.has(obj.name)) return;
        chain.unshift(obj.name);
        context.report({ node, messageId: 'only', data: { call: chain.join('.') } });
      },
    };
  },
};

/** @type {import('eslint').ESLint.Plugin} */
const plugin = {
  meta: { name: 'beacon', version: '0.1.0' },
  rules: {
    'contract-imports': contractImports,
    'no-relative-cross-workspace': noRelativeCrossWorkspace,
    'api-imports': apiImports,
    'no-cross-module-import': noCrossModuleImport,
    'shared-no-module-import': sharedNoModuleImport,
    'web-api-type-only': webApiTypeOnly,
    'no-focused-tests': noFocusedTests,
  },
};

export default plugin;
