import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../modules/files/s3-store';

// The SDK's notice that its 2027 releases want Node 22, printed once per test worker: noise in
// the tests' output. The app itself still prints it.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

export interface LocalS3 {
  /** What `createS3Store` takes, for a bucket of this server (made on first use). */
  settings: (bucket?: string) => S3Settings;
  endpoint: string;
  stop: () => Promise<void>;
}

/**
 * A local S3 (s3rver) on a free port of 127.0.0.1, its objects in a temporary directory that
 * `stop` removes. Silent: it would log every request.
 */
export async function startLocalS3(): Promise<LocalS3> {
  const directory = mkdtempSync(join(tmpdir(), 'beacon-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    settings: (bucket = 'beacon-files') => ({
      endpoint,
      bucket,
      region: 'us-east-1',
      // s3rver's fixed pair: it checks signatures against these.
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
    }),
    stop: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
