import { describe, expect, it } from 'vitest';
import { clientAddressOf } from './client-address';

describe('the client address behind proxies', () => {
  it('is the socket peer when no proxy is trusted, whatever the header says', () => {
    expect(clientAddressOf('203.0.113.9', '10.0.0.2', 0)).toBe('10.0.0.2');
  });

  it('is the entry the one trusted proxy appended, not the ones the client wrote', () => {
    // The client sent "X-Forwarded-For: 1.2.3.4"; the proxy appended the address it saw.
    expect(clientAddressOf('1.2.3.4, 198.51.100.7', '10.0.0.2', 1)).toBe('198.51.100.7');
  });

  it('counts two proxies from the right', () => {
    expect(clientAddressOf('6.6.6.6, 198.51.100.7, 10.0.0.5', '10.0.0.2', 2)).toBe('198.51.100.7');
  });

  it('falls back to the peer when the request skipped a trusted proxy', () => {
    expect(clientAddressOf('198.51.100.7', '10.0.0.2', 2)).toBe('10.0.0.2');
    expect(clientAddressOf(undefined, '10.0.0.2', 1)).toBe('10.0.0.2');
  });

  it('gives rotating fake entries no new address', () => {
    const seen = new Set(
      Array.from({ length: 60 }, (_, i) =>
        clientAddressOf(`10.9.${i}.1, 198.51.100.7`, '10.0.0.2', 1),
      ),
    );
    expect([...seen]).toEqual(['198.51.100.7']);
  });
});
