/**
 * The client's address behind `trustedProxies` reverse proxies. Each proxy appends the address it
 * was reached from to X-Forwarded-For, so only the right-most `trustedProxies` entries were written
 * by proxies of ours; whatever lies left of them came from the client and can be anything. With
 * no proxy trusted, or a request that did not pass them all, the socket's peer is the client.
 */
export function clientAddressOf(
  forwardedFor: string | undefined,
  peer: string | undefined,
  trustedProxies: number,
): string | undefined {
  if (trustedProxies < 1 || !forwardedFor) return peer;
  const hops = forwardedFor
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return hops[hops.length - trustedProxies] ?? peer;
}
