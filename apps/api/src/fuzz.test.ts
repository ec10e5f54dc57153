import { describe, expect, it } from 'vitest';
import { backends, useTestApp } from './test/harness';

// Walks the OpenAPI document and sends every operation bad requests: malformed and mistyped
// bodies, wrong content types, bad path ids and query values and keys (NUL, unpaired surrogates,
// numbers past a database integer or at the edge of a double), empty objects wherever a body has
// an object, and a body nested thousands deep. Whatever the request, the answer is never a 5xx,
// and a 4xx says what is wrong in `{ error }` JSON. Deterministic: the bad values are a fixed
// list, combined in a fixed order.

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

/** Numbers as a client may write them: past int4, past a double's exact integers, at its edge. */
const edgeNumbers = [
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '1.7976931348623157e308',
  '-1.7976931348623157e308',
  '5e-324',
  '-0',
];
/** Already percent-encoded: a NUL, and the UTF-8 form of unpaired surrogates (CESU-8). */
const encodedBadText = ['a%00b', '%ED%A0%80', '%ED%B0%80x', '%F0%9F'];

const badIds = ['-1', '0', '0.5', '1e3', '99999999999999999999', 'abc', '%25', '😀'].concat(
  edgeNumbers,
  encodedBadText,
);
/** Sent to every query parameter, and `edgeNumbers` besides to the numeric ones. */
const badQueryValues = [
  '',
  '-1',
  '0.5',
  '99999999999999999999',
  'zzz-unknown',
  '%_',
  '\u0000\u001f',
  '😀\u202e',
  '\ud800',
  'x'.repeat(5000),
]
  .map(encodeURIComponentLoosely)
  .concat(encodedBadText);
const badQueryKeys = ['%00', 'q%00x', '%ED%A0%80'];
/** Sent to every body field, and `edgeNumbers` besides to the numeric ones. */
const badBodyValues: unknown[] = [
  null,
  [],
  {},
  [{}],
  true,
  -1,
  0.5,
  'zzz-unknown',
  '\u0000\u202e<script>',
  '\ud800b\udc00',
  'x'.repeat(100_000),
  ['x'.repeat(10)],
];
const rawBodies = ['{', '[1,', 'null', '"text"', '1e999', '{}', '[]', '{"__proto__":{"x":1}}'];
const deepBodies = [
  `${'['.repeat(8000)}"\\u0000"${']'.repeat(8000)}`,
  `${'{"a":'.repeat(4000)}1${'}'.repeat(4000)}`,
];

/** encodeURIComponent, but an unpaired surrogate goes as U+FFFD (as in a URL), not a throw. */
function encodeURIComponentLoosely(value: string): string {
  return encodeURIComponent(
    value.replace(
      /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
      '\uFFFD',
    ),
  );
}

/** A placeholder string in a JSON body, replaced by raw number text JSON.stringify cannot write. */
const raw = (text: string) => `\u0001raw:${text}\u0001`;
const withRaw = (json: string) => json.replace(/"\\u0001raw:([^\\]*)\\u0001"/g, '$1');

describe.each(backends)('bad requests to every operation on %s', (backend) => {
  const t = useTestApp(backend);

  it('never answer 5xx, and answer 4xx with a JSON error', async () => {
    const doc = (await t.call<Document>('GET', '/api/openapi.json')).body;
    const schemas = doc.components?.schemas ?? {};
    const resolve = (schema: Schema | undefined): Schema => {
      if (!schema) return {};
      if (schema.$ref) return resolve(schemas[schema.$ref.split('/').pop() ?? '']);
      if (schema.allOf?.length) return Object.assign({}, ...schema.allOf.map(resolve)) as Schema;
      return schema;
    };
    const typeOf = (schema: Schema) => (Array.isArray(schema.type) ? schema.type[0] : schema.type);
    const isObject = (schema: Schema) => typeOf(schema) === 'object' || !!schema.properties;
    /** Whether a number may go there: a numeric type, or a union or untyped schema. */
    const numeric = (rawSchema: Schema | undefined): boolean => {
      const schema = resolve(rawSchema);
      const variants = schema.anyOf ?? schema.oneOf;
      if (variants) return variants.some(numeric);
      const types = [schema.type ?? 'number'].flat();
      return types.includes('number') || types.includes('integer');
    };
    /**
     * A value of the schema's shape, so that one bad field gets past the others; `full` gives
     * each array one item, so that a change reaches the records it names.
     */
    const plausible = (rawSchema: Schema | undefined, depth = 0, full = false): unknown => {
      const schema = resolve(rawSchema);
      if (schema.const !== undefined) return schema.const;
      if (schema.enum?.length) return schema.enum[0];
      const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0];
      if (variant) return plausible(variant, depth, full);
      const type = typeOf(schema);
      if (isObject(schema)) {
        if (depth > 3) return {};
        return Object.fromEntries(
          Object.entries(schema.properties ?? {}).map(([key, value]) => [
            key,
            plausible(value, depth + 1, full),
          ]),
        );
      }
      if (type === 'array')
        return full && depth < 3 ? [plausible(schema.items, depth + 1, full)] : [];
      if (type === 'integer' || type === 'number') return Math.max(1, schema.minimum ?? 1);
      if (type === 'boolean') return true;
      if (schema.format === 'email') return 'fuzz@example.com';
      if (schema.format === 'date') return '2026-01-02';
      if (schema.format === 'date-time') return '2026-01-02T03:04:05.000Z';
      return 'a'.repeat(Math.max(3, schema.minLength ?? 3));
    };
    /**
     * The schema's plausible value with one nested object (or an array's one item) emptied, or one
     * nested number at an edge, each way in turn: `{ ..., address: {} }`, `{ ..., items: [{}] }`,
     * `{ items: [{ ..., price: {} }] }`, `{ items: [{ ..., qty: 2147483648 }] }`.
     */
    const nestedBad = (rawSchema: Schema | undefined, depth = 0): unknown[] => {
      const schema = resolve(rawSchema);
      if (depth > 4) return [];
      const variants = schema.anyOf ?? schema.oneOf;
      if (variants) return variants.flatMap((variant) => nestedBad(variant, depth));
      const types = [schema.type].flat();
      if (depth > 1 && (types.includes('number') || types.includes('integer')))
        return edgeNumbers.map(raw);
      if (isObject(schema)) {
        const value = plausible(schema, depth, true) as Record<string, unknown>;
        // Beside every other field, and beside the required ones alone: `{ settings: {} }`.
        const required = Object.fromEntries(
          (schema.required ?? []).map((key) => [key, value[key]]),
        );
        const inner = Object.entries(schema.properties ?? {}).flatMap(([key, property]) =>
          nestedBad(property, depth + 1).flatMap((each) => [
            { ...value, [key]: each },
            { ...required, [key]: each },
          ]),
        );
        return depth > 0 ? [{}, ...inner] : inner;
      }
      if (typeOf(schema) === 'array' && schema.items) {
        const item = plausible(schema.items, depth + 1, true);
        return [[{}], ...nestedBad(schema.items, depth + 1).map((each) => [item, each])];
      }
      return [];
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
        // A reply the document gives without a body (a product's 404) has none.
        const documented = operation.responses?.[String(reply.status)];
        if (documented && !documented.content && reply.body === undefined) return reply;
        const error = (reply.body as { error?: unknown } | undefined)?.error;
        if (typeof error !== 'string' && (typeof error !== 'object' || error === null))
          failures.push(`${reply.status} without { error }: ${what}`);
      }
      return reply;
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
        const sendBody = (path: string, body: string) => send(operation, verb, path, body, json);

        for (const name of pathParams)
          for (const id of badIds) await send(operation, verb, at({ [name]: id }), baseBody, json);

        for (const param of params.filter((p) => p.in === 'query')) {
          for (const value of numeric(param.schema)
            ? [...badQueryValues, ...edgeNumbers]
            : badQueryValues)
            await send(operation, verb, `${at({})}?${param.name}=${value}`, baseBody, json);
          await send(operation, verb, `${at({})}?${param.name}=1&${param.name}=2`, baseBody, json);
        }
        for (const key of badQueryKeys)
          await send(operation, verb, `${at({})}?${key}=1`, baseBody, json);

        if (!schema) continue;
        const path = at({});
        for (const raw of rawBodies) await sendBody(path, raw);
        await send(operation, verb, path, baseBody, 'text/plain');
        await send(operation, verb, path, undefined, undefined);
        await sendBody(path, JSON.stringify({ x: 'x'.repeat(2_100_000) }));
        for (const deep of deepBodies) {
          const reply = await sendBody(path, deep);
          if (reply.status !== 400)
            failures.push(`${reply.status} to a deep body: ${verb} ${path}`);
        }
        for (const body of nestedBad(schema)) await sendBody(path, withRaw(JSON.stringify(body)));
        const object =
          base && typeof base === 'object' && !Array.isArray(base)
            ? (base as Record<string, unknown>)
            : {};
        const properties = resolve(schema).properties ?? {};
        for (const field of Object.keys(object))
          for (const value of numeric(properties[field])
            ? [...badBodyValues, ...edgeNumbers.map(raw)]
            : badBodyValues)
            await sendBody(path, withRaw(JSON.stringify({ ...object, [field]: value })));
        await sendBody(path, JSON.stringify({ ...object, zzzExtra: 1 }));
      }
    }

    expect(sent).toBeGreaterThan(5000);
    // An outside fuzzer that reads the document finds no reply it does not describe.
    expect({ failures, undocumented: [...undocumented].sort() }).toEqual({
      failures: [],
      undocumented: [],
    });
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
