import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../test/harness';
import type { AppConfig, AppEnv } from '../context';
import { linkTo } from './links';

/** The link a route behind `origin` would write into a mail, with the instance's settings. */
async function linkFrom(origin: string, config: AppConfig, path: string): Promise<string> {
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set('config', config);
    await next();
  });
  app.get('/link', (c) => c.text(linkTo(c, path)));
  return (await app.request(`${origin}/link`)).text();
}

describe('linkTo', () => {
  it('points at the request’s own origin when no public address is set', async () => {
    expect(await linkFrom('http://localhost:4780', testConfig, '/reset?token=x')).toBe(
      'http://localhost:4780/reset?token=x',
    );
  });

  it('points at APP_URL, keeping its path, behind a proxy that calls in on another origin', async () => {
    const config = { ...testConfig, appUrl: 'https://admin.example.com/beacon/' };
    expect(await linkFrom('http://10.0.0.5:3000', config, '/reset?token=x')).toBe(
      'https://admin.example.com/beacon/reset?token=x',
    );
  });
});
