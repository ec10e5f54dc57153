import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, securityHeaders } from './security-headers';

const page = `<html><head><script>
  console.log('inline');
</script><script type="module" src="/assets/index.js"></script></head></html>`;

const app = (trustProxy: boolean) =>
  new Hono()
    .use(securityHeaders(inlineScriptHashes(page), trustProxy))
    .get('*', (c) => c.html(page));

describe('security headers', () => {
  it("allow the page's own inline script by its hash, and no other", async () => {
    const inline = `\n  console.log('inline');\n`;
    const hash = createHash('sha256').update(inline).digest('base64');
    expect(inlineScriptHashes(page)).toEqual([`'sha256-${hash}'`]);
    const csp = (await app(false).request('/')).headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("object-src 'none'");
  });

  it('ask for HTTPS only over HTTPS, through a proxy only when it is trusted', async () => {
    const hsts = async (trust: boolean, url: string, headers: Record<string, string> = {}) =>
      (await app(trust).request(url, { headers })).headers.get('strict-transport-security');
    expect(await hsts(false, 'http://example.test/')).toBeNull();
    expect(await hsts(false, 'https://example.test/')).toContain('max-age=31536000');
    const forwarded = { 'x-forwarded-proto': 'https' };
    expect(await hsts(false, 'http://example.test/', forwarded)).toBeNull();
    expect(await hsts(true, 'http://example.test/', forwarded)).toContain('max-age=31536000');
  });
});
