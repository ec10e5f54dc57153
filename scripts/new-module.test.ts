import { execFile, execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newModule, problemWith } from './new-module';
import { copyOfRepository } from './new-module/copy';

const root = fileURLToPath(new URL('..', import.meta.url));
const run = promisify(execFile);
const files = (at: string) =>
  execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: at,
    encoding: 'utf8',
  })
    .split('\0')
    .filter(Boolean);

/** Files the scaffold may change besides its own: the list, and what is generated from the code. */
const mayChange = [
  'apps/api/src/modules/index.ts',
  'apps/web/src/routeTree.gen.ts',
  'apps/web/src/lib/api/paths.gen.ts',
  'apps/api/src/db/migrations/meta/_journal.json',
];

// Minutes: a copy of the repository, drizzle-kit, three type-checks, lint and two test runs.
describe('npm run new-module', { timeout: 900_000 }, () => {
  let at = '';
  let written: string[] = [];
  // PGlite only: the PostgreSQL test template is the main run's, which runs at the same time.
  const env = { ...process.env, TEST_DATABASE_URL: '' };
  const inCopy = (command: string, ...args: string[]) =>
    execFileSync(command, args, { cwd: at, env, encoding: 'utf8', stdio: 'pipe' });

  beforeAll(async () => {
    at = copyOfRepository(root);
    written = await newModule('cold-rooms', at);
  }, 300_000);
  afterAll(() => {
    if (at) rmSync(at, { recursive: true, force: true });
  });

  it('refuses an id that is not one, or one in use', () => {
    expect(problemWith('Cold Rooms', root)).toMatch(/is not a module id/);
    expect(problemWith('users', root)).toMatch(/exists already/);
    expect(problemWith(undefined, root)).toMatch(/npm run new-module -- <id>/);
  });

  it('touches no shared file but the module list and what is generated', () => {
    const changed = files(root).filter((file) => {
      try {
        return readFileSync(join(root, file), 'utf8') !== readFileSync(join(at, file), 'utf8');
      } catch {
        return false;
      }
    });
    expect(changed.sort()).toEqual([...mayChange].sort());
    expect(written.filter((file) => file.startsWith('apps/api/src/db/migrations/'))).toHaveLength(
      1,
    );
  });

  it('writes a module that type-checks and passes lint as it is', async () => {
    // The contract is checked as the API and the web import it.
    await Promise.all(
      ['apps/api', 'apps/web', 'e2e'].map((project) =>
        run('npx', ['tsc', '-p', project], { cwd: at, env }),
      ),
    );
    const code = written.filter((file) => /\.tsx?$/.test(file));
    inCopy('npx', 'eslint', '--max-warnings', '0', ...code, 'apps/api/src/modules/index.ts');
    inCopy('npx', 'prettier', '--check', ...written, 'apps/api/src/modules/index.ts');
  });

  it("passes its API test on PGlite, and the translations' check", () => {
    const run = inCopy('npx', 'vitest', 'run', '--project', 'api', 'cold-rooms');
    expect(run).toMatch(/8 passed/);
    inCopy('npx', 'vitest', 'run', '--project', 'web', 'locales');
  });
});
