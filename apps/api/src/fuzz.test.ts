import { describe, expect, it } from 'vitest';
import { useTestApp } from './test/harness';

// Walks the OpenAPI document and sends every operation bad requests (issue 18): malformed and
// mistyped bodies, wrong content types, bad path ids and query values. Whatever the request, the
// answer is never a 5xx, and a 4xx says what is wrong in `{ error }` JSON. Deterministic: the bad
// values are a fixed list, combined in a fixed order.

interface Schema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  minimum?: number;
  minLength?: number;
  default?: unknown;
}
interface Operation {
  path?: string;
  responses?: Record<string, { content?: unknown }>;
  parameters?: { name: string; in: 'path' | 'query' | 'header'; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

const badIds = [
  '-1',
  '0',
  '0.5',
  '1e3',
  '99999999999999999999',
  'abc',
  '%25',
  '%00',
  '%F0%9F%98%80',
];
const badQueryValues = [
  '',
  '-1',
  '0.5',
  '99999999999999999999',
  'zzz-unknown',
  '%_',
  '\u0000\u001f',
  '😀\u202e',
  'x'.repeat(5000),
];
const badBodyValues: unknown[] = [
  null,
  [],
  {},
  true,
  -1,
  0.5,
  1e308,
  'zzz-unknown',
  '\u0000\u202e<script>',
  'x'.repeat(100_000),
  ['x'.repeat(10)],
];
const rawBodies = ['{', '[1,', 'null', '"text"', '1e999', '{"__proto__":{"x":1}}'];

describe('bad requests to every operation', () => {
  const t = useTestApp('pglite');

  it('never answer 5xx, and answer 4xx with a JSON error', async () => {
    const doc = (await t.call<Document>('GET', '/api/openapi.json')).body;
    const schemas = doc.components?.schemas ?? {};
    const resolve = (schema: Schema | undefined): Schema => {
      if (!schema) return {};
      if (schema.$ref) return resolve(schemas[schema.$ref.split('/').pop() ?? '']);
      if (schema.allOf?.length) return Object.assign({}, ...schema.allOf.map(resolve)) as Schema;
      return schema;
    };
    /** A value of the schema's shape, so that one bad field gets past the others. */
    const plausible = (raw: Schema | undefined, depth = 0): unknown => {
      const schema = resolve(raw);
      if (schema.const !== undefined) return schema.const;
      if (schema.enum?.length) return schema.enum[0];
      const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0];
      if (variant) return plausible(variant, depth);
      const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
      if (type === 'object' || schema.properties) {
        if (depth > 3) return {};
        return Object.fromEntries(
          Object.entries(schema.properties ?? {}).map(([key, value]) => [
            key,
            plausible(value, depth + 1),
          ]),
        );
      }
      if (type === 'array') return [];
      if (type === 'integer' || type === 'number') return Math.max(1, schema.minimum ?? 1);
      if (type === 'boolean') return true;
      if (schema.format === 'email') return 'fuzz@example.com';
      if (schema.format === 'date') return '2026-01-02';
      if (schema.format === 'date-time') return '2026-01-02T03:04:05.000Z';
      return 'a'.repeat(Math.max(3, schema.minLength ?? 3));
    };

    const token = await t.tokenOf('admin');
    let sent = 0;
    const undocumented = new Set<string>();
    const failures: string[] = [];
    const send = async (
      operation: Operation,
      method: string,
      path: string,
      body?: string,
      type?: string,
    ) => {
      sent++;
      const headers: Record<string, string> = type ? { 'content-type': type } : {};
      const reply = await t
        .call<unknown>(method, path, { token, body, headers })
        .catch((error: unknown) => ({ status: 599, body: String(error), headers: new Headers() }));
      const what = `${method} ${path.slice(0, 120)} ${body?.slice(0, 80) ?? ''}`;
      if (!operation.responses?.[String(reply.status)])
        undocumented.add(`${reply.status} ${method} ${operation.path}`);
      if (reply.status >= 500) failures.push(`${reply.status} ${what}`);
      else if (reply.status >= 400) {
        // A reply the document gives without a body (a product's 404, spec §8) has none.
        const documented = operation.responses?.[String(reply.status)];
        if (documented && !documented.content && reply.body === undefined) return;
        const error = (reply.body as { error?: unknown } | undefined)?.error;
        if (typeof error !== 'string' && (typeof error !== 'object' || error === null))
          failures.push(`${reply.status} without { error }: ${what}`);
      }
    };

    for (const [template, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const verb = method.toUpperCase();
        operation.path = template;
        const params = operation.parameters ?? [];
        const pathParams = params.filter((param) => param.in === 'path').map((p) => p.name);
        const at = (values: Record<string, string>) =>
          template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '1');
        const schema = operation.requestBody?.content?.['application/json']?.schema;
        const base = schema ? plausible(schema) : undefined;
        const baseBody = base === undefined ? undefined : JSON.stringify(base);
        const json = schema ? 'application/json' : undefined;

        for (const name of pathParams)
          for (const id of badIds) await send(operation, verb, at({ [name]: id }), baseBody, json);

        for (const param of params.filter((p) => p.in === 'query'))
          for (const value of badQueryValues)
            await send(
              operation,
              verb,
              `${at({})}?${param.name}=${encodeURIComponent(value)}&${param.name}=2`,
              baseBody,
              json,
            );

        if (!schema) continue;
        const path = at({});
        for (const raw of rawBodies) await send(operation, verb, path, raw, 'application/json');
        await send(operation, verb, path, baseBody, 'text/plain');
        await send(operation, verb, path, undefined, undefined);
        await send(operation, verb, path, JSON.stringify({ x: 'x'.repeat(2_100_000) }), json);
        const object =
          base && typeof base === 'object' && !Array.isArray(base)
            ? (base as Record<string, unknown>)
            : {};
        for (const field of Object.keys(object))
          for (const value of badBodyValues)
            await send(
              operation,
              verb,
              path,
              JSON.stringify({ ...object, [field]: value }),
              'application/json',
            );
        await send(operation, verb, path, JSON.stringify({ ...object, zzzExtra: 1 }), json);
      }
    }

    expect(sent).toBeGreaterThan(3000);
    // An outside fuzzer that reads the document finds no reply it does not describe.
    expect([...undocumented].sort()).toEqual([]);
    expect(failures).toEqual([]);
  }, 600_000);

  it('names the field that holds a NUL character, which the database cannot store', async () => {
    const reply = await t.call('POST', '/api/datatables/rows', {
      token: await t.tokenOf('admin'),
      body: { full_name: 'Ada', post: 'Engineer', city: 'Lis\u0000bon' },
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ error: { city: ['Text may not contain the NUL character'] } });
  });
});
