import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { secretPatterns } from '../lib/logging';

/** What gives a secret away in a log line, besides the patterns free text is scrubbed of. */
const linePatterns: readonly RegExp[] = [
  ...secretPatterns,
  // A header or a body field carried whole: its name as a key is enough to fail.
  /"(authorization|cookie)"\s*:/i,
  /"[^"]*(password|secret|token)[^"]*"\s*:\s*"(?!\[left out\])/i,
];

/**
 * The passwords the tests type (`password: 'password-1234'`): a line quoting one anywhere, even
 * inside a message, has leaked it. Short ones (the demo's `admin`) are words, found by key above.
 */
export function typedPasswords(sources: readonly string[]): string[] {
  const found = new Set<string>();
  for (const source of sources)
    for (const match of source.matchAll(/password\w*:\s*'([^'\s]{8,})'/gi))
      if (match[1]) found.add(match[1]);
  return [...found];
}

export interface Leak {
  file: string;
  line: number;
  what: string;
}

/** Every line of `text` that holds a secret, and what gave it away. */
export function findLeaks(text: string, passwords: readonly string[], file = ''): Leak[] {
  const leaks: Leak[] = [];
  text.split('\n').forEach((content, index) => {
    const pattern = linePatterns.find((p) => new RegExp(p.source, p.flags).test(content));
    const password = passwords.find((p) => content.includes(p));
    const what = pattern ? String(pattern) : password === undefined ? null : `password ${password}`;
    if (what !== null) leaks.push({ file, line: index + 1, what });
  });
  return leaks;
}

const testSources = (root: string): string[] =>
  readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.includes('node_modules'))
    .map((file) => readFileSync(join(root, file), 'utf8'));

/** The run's log files (test-log.ts), scanned against the passwords of the sources under `root`. */
export function scanLogs(dir: string, root: string): { lines: number; leaks: Leak[] } {
  const passwords = typedPasswords(testSources(root));
  let lines = 0;
  const leaks: Leak[] = [];
  for (const file of readdirSync(dir)) {
    const text = readFileSync(join(dir, file), 'utf8');
    lines += text.split('\n').filter(Boolean).length;
    leaks.push(...findLeaks(text, passwords, file));
  }
  return { lines, leaks };
}
