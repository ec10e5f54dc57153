import type { OpenAPIHono } from '@hono/zod-openapi';
import type { z } from 'zod';

interface DeclaredRoute {
  method: string;
  pattern: RegExp;
  path: string;
  replies: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

type Registry = OpenAPIHono['openAPIRegistry'];

const isZod = (value: unknown): value is z.ZodType =>
  typeof value === 'object' && value !== null && 'safeParse' in value;

/** `/api/users/{id}` as a regular expression that matches `/api/users/7`. */
const patternOf = (path: string) =>
  new RegExp(
    `^${path
      .split(/\{[^}]+\}/)
      .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
      .join('[^/]+')}$`,
  );

const cache = new WeakMap<Registry, DeclaredRoute[]>();

function declaredRoutes(registry: Registry): DeclaredRoute[] {
  let routes = cache.get(registry);
  if (!routes) {
    routes = registry.definitions.flatMap((definition) =>
      definition.type === 'route'
        ? [
            {
              method: definition.route.method.toUpperCase(),
              path: definition.route.path,
              pattern: patternOf(definition.route.path),
              replies: definition.route.responses as DeclaredRoute['replies'],
            },
          ]
        : [],
    );
    cache.set(registry, routes);
  }
  return routes;
}

/**
 * Checks a reply against the schema its route declares for that status, so a route whose handler
 * drifts from its contract fails the test that called it. A reply of a status the route does not
 * declare fails too, unless no route matches the path (a 404 of an unknown path).
 */
export function checkReply(
  registry: Registry,
  method: string,
  url: string,
  status: number,
  contentType: string | null,
  body: unknown,
): void {
  const path = new URL(url).pathname;
  const candidates = declaredRoutes(registry).filter(
    (route) => route.method === method && route.pattern.test(path),
  );
  // A literal path wins over a parameter (`/api/users/list` over `/api/users/{id}`).
  const route = candidates.find((c) => !c.path.includes('{')) ?? candidates[0];
  if (!route) return;
  const declared = route.replies[String(status)] ?? route.replies.default;
  if (!declared)
    throw new Error(`${method} ${route.path} answered ${status}, which its route does not declare`);
  if (!contentType?.includes('application/json')) return;
  const schema = declared.content?.['application/json']?.schema;
  if (!isZod(schema)) return;
  const result = schema.safeParse(body);
  if (!result.success)
    throw new Error(
      `${method} ${route.path} ${status}: the reply does not match its declared schema:\n` +
        result.error.issues
          .slice(0, 5)
          .map((issue) => `  ${issue.path.join('.') || '(root)'}: ${issue.message}`)
          .join('\n'),
    );
}
