import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { compressDir, compressFile, precompress } from './compress-plugin';

const dir = mkdtempSync(join(tmpdir(), 'beacon-precompress-'));
const text = `export const filler = ${JSON.stringify('lorem ipsum '.repeat(400))};\n`;
const write = (file: string, content: string | Buffer) => {
  mkdirSync(join(dir, file, '..'), { recursive: true });
  writeFileSync(join(dir, file), content);
  return join(dir, file);
};

describe('precompress', () => {
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes brotli and gzip copies that decompress to the file', async () => {
    const file = write('one/app-Ab12_cD3.js', text);
    const written = await compressFile(file);
    const br = readFileSync(`${file}.br`);
    const gz = readFileSync(`${file}.gz`);
    expect(brotliDecompressSync(br).toString()).toBe(text);
    expect(gunzipSync(gz).toString()).toBe(text);
    expect(written).toEqual({ files: 1, brotli: br.length, gzip: gz.length });
    expect(br.length).toBeLessThan(gz.length);
  });

  it('leaves small and incompressible files alone and removes stale copies', async () => {
    const small = write('one/small.js', 'export {};\n');
    writeFileSync(`${small}.br`, 'stale');
    const noise = write('one/noise.js', randomBytes(4096));
    expect(await compressFile(small)).toEqual({ files: 0, brotli: 0, gzip: 0 });
    expect(await compressFile(noise)).toEqual({ files: 0, brotli: 0, gzip: 0 });
    for (const file of [small, noise]) {
      expect(existsSync(`${file}.br`)).toBe(false);
      expect(existsSync(`${file}.gz`)).toBe(false);
    }
  });

  it('walks the build for text formats only', async () => {
    const out = join(dir, 'dist');
    const texts = ['index.html', 'assets/deep/a/b.svg', 'assets/data/en.json', 'site.webmanifest'];
    for (const file of texts) write(`dist/${file}`, text);
    for (const file of ['assets/x.png', 'assets/x.woff2', 'assets/app.js.map'])
      write(`dist/${file}`, text);
    const written = await compressDir(out, 3);
    expect(written.files).toBe(texts.length);
    for (const file of texts) expect(existsSync(join(out, `${file}.br`))).toBe(true);
    for (const file of ['assets/x.png', 'assets/x.woff2', 'assets/app.js.map'])
      expect(existsSync(join(out, `${file}.gz`))).toBe(false);
  });

  it('runs only in the build it is enabled for', () => {
    const applies = (enabled: boolean, command: 'build' | 'serve') => {
      const { apply } = precompress(enabled);
      return typeof apply === 'function' && apply({}, { command, mode: 'production' });
    };
    expect(applies(true, 'build')).toBe(true);
    expect(applies(false, 'build')).toBe(false);
    expect(applies(true, 'serve')).toBe(false);
  });
});
