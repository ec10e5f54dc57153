import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { describe, expect, it } from 'vitest';
import { json } from '../lib/openapi';
import { checkReply } from './reply-contract';

const app = new OpenAPIHono();
app.openapi(
  createRoute({
    method: 'get',
    path: '/api/things/{id}',
    request: { params: z.object({ id: z.string() }) },
    responses: { 200: json(z.object({ id: z.number() }), 'A thing') },
  }),
  (c) => c.json({ id: Number(c.req.valid('param').id) }, 200),
);
const check = (status: number, body: unknown, path = '/api/things/7') =>
  checkReply(app.openAPIRegistry, 'GET', `http://test${path}`, status, 'application/json', body);

describe('the API tests check every reply against its route', () => {
  it('passes a reply of the declared shape', () => {
    expect(() => check(200, { id: 7 })).not.toThrow();
  });

  it('fails a reply that drifted from its schema, naming the field', () => {
    expect(() => check(200, { id: '7' })).toThrow(/GET \/api\/things\/\{id\} 200: .*\n {2}id:/);
  });

  it('fails a status the route does not declare', () => {
    expect(() => check(409, { error: 'taken' })).toThrow(/answered 409, which its route does not/);
  });

  it('leaves a path no route serves alone', () => {
    expect(() => check(404, { error: 'Not found' }, '/api/nothing')).not.toThrow();
  });
});
