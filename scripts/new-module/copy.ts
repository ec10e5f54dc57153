import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/**
 * A copy of the repository's tracked files (as they are on disk) in a temporary folder, sharing
 * the installed packages: every package is linked from the repository's node_modules but the
 * workspace's own, which point into the copy, so the copy's code is what runs and type-checks.
 */
export function copyOfRepository(root: string): string {
  const at = mkdtempSync(join(tmpdir(), 'beacon-copy-'));
  const files = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  )
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    mkdirSync(dirname(join(at, file)), { recursive: true });
    try {
      cpSync(join(root, file), join(at, file));
    } catch {
      // A file deleted but not yet committed: not part of the copy.
    }
  }
  const modules = join(root, 'node_modules');
  mkdirSync(join(at, 'node_modules'));
  for (const entry of readdirSync(modules)) {
    if (entry === '@beacon') continue;
    symlinkSync(join(modules, entry), join(at, 'node_modules', entry));
  }
  mkdirSync(join(at, 'node_modules/@beacon'));
  for (const [name, folder] of [
    ['contract', 'packages/contract'],
    ['api', 'apps/api'],
    ['web', 'apps/web'],
  ] as const)
    symlinkSync(join(at, folder), join(at, 'node_modules/@beacon', name));
  return at;
}
