import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Hono } from 'hono';

const require = createRequire(import.meta.url);

const page = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8" />
  <meta name="viewport" content="width=device-width, initial-scale=1" />
  <title>Beacon Admin API</title>
  <link rel="stylesheet" href="/api/docs/swagger-ui.css" />
</head>
<body>
  <div id="ui"></div>
  <script src="/api/docs/swagger-ui-bundle.js"></script>
  <script src="/api/docs/init.js"></script>
</body>
</html>`;

const init = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#ui', deepLinking: true });`;

/**
 * The API docs page (server mode): Swagger UI served from node_modules, not a CDN, so it works
 * offline. Read once at start; the files are static.
 */
export function docsRoutes() {
  const dist = dirname(require.resolve('swagger-ui-dist/package.json'));
  const css = readFileSync(join(dist, 'swagger-ui.css'), 'utf8');
  const bundle = readFileSync(join(dist, 'swagger-ui-bundle.js'), 'utf8');
  const cache = { 'Cache-Control': 'public, max-age=86400' };
  return new Hono()
    .get('/', (c) => c.html(page))
    .get('/swagger-ui.css', (c) => c.body(css, 200, { ...cache, 'Content-Type': 'text/css' }))
    .get('/swagger-ui-bundle.js', (c) =>
      c.body(bundle, 200, { ...cache, 'Content-Type': 'text/javascript' }),
    )
    .get('/init.js', (c) => c.body(init, 200, { 'Content-Type': 'text/javascript' }));
}
