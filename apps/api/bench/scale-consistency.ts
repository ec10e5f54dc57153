/**
 * Two API processes on one database must agree: what one process wrote or revoked,
 * the other sees at once. Each step names the process it runs on.
 */

export interface Check {
  label: string;
  passed: boolean;
  detail: string;
}

interface Reply {
  status: number;
  body: unknown;
}

async function call(
  base: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<Reply> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(`${base}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON (an empty 204, say): keep the text for the report.
  }
  return { status: response.status, body };
}

const field = (reply: Reply, ...path: string[]): unknown =>
  path.reduce<unknown>(
    (value, key) => (value && typeof value === 'object' ? Reflect.get(value, key) : undefined),
    reply.body,
  );

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export async function signIn(base: string) {
  const reply = await call(base, 'POST', '/jwt/login', {
    body: { email: 'admin@demo.com', password: 'admin' },
  });
  const accessToken = text(field(reply, 'accessToken'));
  const refreshToken = text(field(reply, 'refreshToken'));
  if (reply.status !== 200 || !accessToken || !refreshToken)
    throw new Error(`sign-in failed (${reply.status}): ${JSON.stringify(reply.body)}`);
  return { accessToken, refreshToken };
}

const unfilteredTotal = async (base: string, token: string) =>
  field(await call(base, 'GET', '/api/users/list/data?perPage=10', { token }), 'total');

/** `a` and `b` are the two processes' base URLs; `users` is how many users the seed made. */
export async function checkConsistency(a: string, b: string, users: number): Promise<Check[]> {
  const checks: Check[] = [];
  const expect = (label: string, reply: Reply, status: number) =>
    checks.push({
      label,
      passed: reply.status === status,
      detail: `${reply.status}, expected ${status}`,
    });

  // Token rotation across processes: the family is one set of rows, whichever process reads it.
  const first = await signIn(a);
  const rotated = await call(b, 'POST', '/jwt/refresh-token', {
    body: { refreshToken: first.refreshToken },
  });
  expect('refresh on B of a token issued by A', rotated, 200);
  const reused = await call(a, 'POST', '/jwt/refresh-token', {
    body: { refreshToken: first.refreshToken },
  });
  expect('the old refresh token again, on A: refused', reused, 401);
  const successor = text(field(rotated, 'refreshToken'));
  const afterRevoke = await call(b, 'POST', '/jwt/refresh-token', {
    body: { refreshToken: successor },
  });
  expect('the new refresh token, on B, after the reuse on A: family revoked', afterRevoke, 401);

  // Users: a fresh sign-in, since the first one's family is revoked now.
  const { accessToken: token } = await signIn(b);
  const tag = Math.random().toString(36).slice(2, 8);
  const added = await call(b, 'POST', '/apps/users/add-user', {
    token,
    body: {
      fullName: `Scale Check ${tag}`,
      username: `scale.check.${tag}`,
      email: `scale.check.${tag}@example.com`,
      role: 'editor',
      currentPlan: 'team',
    },
  });
  expect('add a user on B', added, 201);
  const id = Number(field(added, 'user', 'id'));
  const read = await call(a, 'GET', `/api/users/user?id=${id}`, { token });
  checks.push({
    label: `read it on A by id (${id})`,
    passed:
      read.status === 200 && field(read, 'user', 'email') === `scale.check.${tag}@example.com`,
    detail: `${read.status}, e-mail ${String(field(read, 'user', 'email'))}`,
  });
  // The trigger-kept counts (user_counts) moved with the insert, seen from the other process.
  const totalWithNew = await unfilteredTotal(a, token);
  checks.push({
    label: 'unfiltered total on A after the add on B',
    passed: totalWithNew === users + 1,
    detail: `${String(totalWithNew)}, expected ${users + 1}`,
  });
  expect('delete it on A', await call(a, 'DELETE', `/apps/users/delete?id=${id}`, { token }), 200);
  expect('read it on B: gone', await call(b, 'GET', `/api/users/user?id=${id}`, { token }), 404);
  const totalAfter = await unfilteredTotal(b, token);
  checks.push({
    label: 'unfiltered total on B after the delete on A',
    passed: totalAfter === users,
    detail: `${String(totalAfter)}, expected ${users}`,
  });
  return checks;
}
