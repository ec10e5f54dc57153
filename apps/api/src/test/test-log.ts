import { closeSync, openSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';
import { inject } from 'vitest';
import type { Logger } from '../lib/context';

let fd: number | undefined;

/** This worker's file in the run's log folder (global-setup.ts scans them all at the end). */
export const testLogFile = () => join(inject('logDir'), `${process.pid}-${threadId}.jsonl`);

/**
 * The API's log during tests: every line as the server would write it, appended to this worker's
 * file. One descriptor stays open and each line is a single write: a worker may end at any time,
 * and a buffered stream would lose its last lines.
 */
export const testLogger: Logger = (entry) => {
  fd ??= openSync(testLogFile(), 'a');
  writeSync(fd, `${JSON.stringify(entry)}\n`);
};

process.once('exit', () => {
  if (fd !== undefined) closeSync(fd);
});
