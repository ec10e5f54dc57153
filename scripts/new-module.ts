/**
 * Adds a working module across the contract, the API and the web: a table with its migration and
 * audit trigger, list/add/delete routes with their API test, a screen with its menu entry, its
 * translations, and an E2E walk. The one shared file it edits is the API's module list.
 *
 *   npm run new-module -- <id>        e.g. npm run new-module -- cold-rooms
 *
 * docs/adding-a-module.md walks through what it writes and what to change next.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiFiles, auditTrigger } from './new-module/api';
import { contract, contractValues } from './new-module/contract';
import { e2eSpec } from './new-module/e2e';
import { type Names, idPattern, namesOf } from './new-module/names';
import { webFiles } from './new-module/web';

const root = fileURLToPath(new URL('..', import.meta.url));
const moduleList = 'apps/api/src/modules/index.ts';
const migrations = 'apps/api/src/db/migrations';

/** Why `id` cannot be a new module's id, or null when it can. */
export function problemWith(id: string | undefined, at = root): string | null {
  if (!id) return 'Name the module: npm run new-module -- <id>';
  if (!idPattern.test(id))
    return `"${id}" is not a module id: lower-case letters and digits, words joined by "-"`;
  const n = namesOf(id);
  const taken = [
    `apps/api/src/modules/${id}`,
    `apps/web/src/modules/${id}`,
    `packages/contract/src/${id}.ts`,
  ];
  const found = taken.find((path) => existsSync(join(at, path)));
  if (found) return `${found} exists already`;
  if (readFileSync(join(at, moduleList), 'utf8').includes(`${n.camel}Module`))
    return `${moduleList} names ${n.camel}Module already`;
  return null;
}

function write(at: string, files: Record<string, string>) {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(at, path)), { recursive: true });
    writeFileSync(join(at, path), text);
  }
}

/** The module's import, after the list's last import, and its entry at the end of the list. */
function addToList(at: string, n: Names) {
  const file = join(at, moduleList);
  const text = readFileSync(file, 'utf8');
  const lastImport = text.lastIndexOf('\nimport ');
  const importEnd = text.indexOf('\n', lastImport + 1);
  const listEnd = text.lastIndexOf('];');
  if (lastImport < 0 || listEnd < 0) throw new Error(`${moduleList}: no import or list found`);
  const line = `import { ${n.camel}Module } from './${n.id}/${n.id}.module';`;
  writeFileSync(
    file,
    `${text.slice(0, importEnd + 1)}${line}\n${text.slice(importEnd + 1, listEnd)}  ${n.camel}Module,\n${text.slice(listEnd)}`,
  );
}

const run = (at: string, command: string, args: string[], cwd = at) =>
  execFileSync(command, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });

/** drizzle-kit writes the table's migration; the audit trigger is ours to add. */
function addMigration(at: string, n: Names) {
  const folder = join(at, migrations);
  const before = new Set(readdirSync(folder));
  run(at, 'npx', ['drizzle-kit', 'generate', '--name', n.snake], join(at, 'apps/api'));
  const created = readdirSync(folder).filter((file) => file.endsWith('.sql') && !before.has(file));
  if (created.length !== 1)
    throw new Error(`drizzle-kit wrote ${created.length} migrations, not 1`);
  const file = join(folder, created[0] ?? '');
  writeFileSync(file, `${readFileSync(file, 'utf8').trimEnd()}\n${auditTrigger(n)}`);
  return `${migrations}/${created[0]}`;
}

/** The generated files that follow the code: the route tree and the web's types of the API. */
async function regenerate(at: string) {
  const { Generator, getConfig } = await import('@tanstack/router-generator');
  const web = join(at, 'apps/web');
  const config = getConfig({ target: 'react', autoCodeSplitting: true }, web);
  await new Generator({ config, root: web }).run();
  run(at, 'npx', ['tsx', 'scripts/api-types.ts']);
}

export async function newModule(id: string, at = root): Promise<string[]> {
  const problem = problemWith(id, at);
  if (problem) throw new Error(problem);
  const n = namesOf(id);
  const files = {
    [`packages/contract/src/${id}-values.ts`]: contractValues(n),
    [`packages/contract/src/${id}.ts`]: contract(n),
    ...apiFiles(n),
    ...webFiles(n),
    [`e2e/${id}.spec.ts`]: e2eSpec(n),
  };
  write(at, files);
  addToList(at, n);
  const migration = addMigration(at, n);
  await regenerate(at);
  const written = [...Object.keys(files), migration];
  run(at, 'npx', ['prettier', '--log-level', 'warn', '--write', ...written, moduleList]);
  return written;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const id = process.argv[2];
  const problem = problemWith(id);
  if (problem || !id) {
    console.error(problem);
    process.exit(1);
  }
  const written = await newModule(id);
  console.log(`Module ${id}: wrote\n  ${written.join('\n  ')}\nand added it to ${moduleList}.`);
  console.log('Next: npm run dev, then open /apps/' + id + ' (docs/adding-a-module.md).');
}
