import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

const origin = 'https://beacon.example';

describe('safeRedirect', () => {
  it('keeps a path on this site, with its query and hash', () => {
    expect(safeRedirect('/apps/email?folder=spam#top', origin)).toBe('/apps/email?folder=spam#top');
  });

  it.each([
    undefined,
    '',
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    'apps/email',
  ])('drops %s', (value) => {
    expect(safeRedirect(value, origin)).toBeNull();
  });

  it('drops the sign-in pages, which would only bounce home', () => {
    expect(safeRedirect('/login?redirect=/x', origin)).toBeNull();
    expect(safeRedirect('/register', origin)).toBeNull();
  });
});
