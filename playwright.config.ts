import { resolve } from 'node:path';
import { type PlaywrightTestConfig, defineConfig } from '@playwright/test';
import { oidcIssuer, oidcProvider } from './e2e/oidc-provider';

// The same specs run against both back ends (docs/architecture.md):
//   mock   — the static build (`vite build --mode static`): the API and PGlite run in the browser,
//            data in IndexedDB (fresh per Playwright context, so per test);
//   server — the production build served with the API by apps/api/src/node.ts, on a database made
//            fresh for each run in test-results/ (Playwright empties that folder when it starts).
// Each project has its own web server; only the servers of the selected projects start.
//
// Environment: E2E_NO_BUILD=1 serves the builds already on disk (faster when iterating on specs).

const root = import.meta.dirname;
const ports = { mock: 4780, server: 4781 } as const;
type Mode = keyof typeof ports;

const outputDir = resolve(root, 'test-results');
/** Not apps/web/dist: the server-mode build writes there, and node.ts serves that one. */
const mockDist = resolve(root, 'node_modules/.cache/beacon-e2e/mock-dist');
const serverData = resolve(outputDir, '.server-data');
const build = process.env.E2E_NO_BUILD !== '1';

/** Debian's Chromium: Playwright downloads no browser here. */
const chromium = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-sync',
  ],
};

const baseURL = (mode: Mode) => `http://127.0.0.1:${ports[mode]}`;
const then = (...steps: (string | false)[]) => steps.filter(Boolean).join(' && ');

/** Runs a build with its output in test-results/<name>.log, shown only when the build fails. */
const quietly = (command: string, name: string) => {
  const log = resolve(outputDir, `${name}.log`);
  return `mkdir -p "${outputDir}" && (${command} > "${log}" 2>&1 || (cat "${log}" >&2; exit 1))`;
};

type WebServer = Extract<PlaywrightTestConfig['webServer'], { command: string }>;

const webServers: Record<Mode, WebServer> = {
  mock: {
    name: 'mock',
    command: then(
      build &&
        quietly(
          `npm run build:static -w @beacon/web -- --outDir "${mockDist}" --emptyOutDir`,
          'mock-build',
        ),
      `npx vite preview --outDir "${mockDist}" --host 127.0.0.1 --port ${ports.mock} --strictPort`,
    ),
    cwd: resolve(root, 'apps/web'),
    url: `${baseURL('mock')}/`,
    timeout: 240_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
  server: {
    name: 'server',
    command: then(
      build && quietly('npm run build -w @beacon/web', 'server-build'),
      'node --import tsx apps/api/src/node.ts',
    ),
    cwd: root,
    env: {
      PORT: String(ports.server),
      HOST: '127.0.0.1',
      DATA_DIR: serverData,
      PASSWORD_ITERATIONS: '1000',
      LOG_REQUESTS: 'false',
      // Every test's browser signs up and in from 127.0.0.1: one address for a whole run, where a
      // real one serves one person (the limits themselves are the API tests').
      RATE_LIMIT_SCALE: '100',
      // No demo readings in a server every spec shares: the simulator's alarms would toast on
      // (and refetch in) every other test's page at random moments.
      MONITORING_SIMULATOR: 'off',
      // Sign-in with the run's own OpenID Connect provider (the `oidc` server below; oidc.spec.ts).
      OIDC_ISSUER: oidcIssuer,
      OIDC_CLIENT_ID: oidcProvider.clientId,
      OIDC_CLIENT_SECRET: oidcProvider.clientSecret,
      OIDC_LABEL: oidcProvider.label,
    },
    // Answers 200 only once the database is ready and the built web app is being served.
    url: `${baseURL('server')}/index.html`,
    timeout: 240_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
};

/** The OpenID Connect provider the server-mode server signs people in with. */
const oidcServer: WebServer = {
  name: 'oidc',
  command: 'npx tsx e2e/oidc-provider.ts',
  cwd: root,
  url: `${oidcIssuer}/.well-known/openid-configuration`,
  timeout: 60_000,
  reuseExistingServer: false,
  gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
};

/** The projects named on the command line (`--project mock`, `--project=server`), else all. */
function selectedModes(): Mode[] {
  const all = Object.keys(ports) as Mode[];
  const named = process.argv.flatMap((arg, i) =>
    arg.startsWith('--project=')
      ? [arg.slice('--project='.length)]
      : arg === '--project' && process.argv[i + 1]
        ? [process.argv[i + 1] ?? '']
        : [],
  );
  if (named.length === 0 || named.some((name) => name.includes('*'))) return all;
  return all.filter((mode) => named.includes(mode));
}

export default defineConfig({
  testDir: 'e2e',
  outputDir,
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  // Two cores: each worker drives a Chromium, and in mock mode that Chromium also runs PGlite.
  workers: 2,
  reporter: [['list']],
  // Mock mode's first request waits for PGlite to start in the browser (several seconds).
  timeout: 120_000,
  expect: { timeout: 20_000 },
  use: {
    locale: 'en-US',
    viewport: { width: 1280, height: 800 },
    // The app honours reduced motion (theme.ts): no transition to wait out after each step.
    reducedMotion: 'reduce',
    actionTimeout: 20_000,
    navigationTimeout: 30_000,
    // Recording a trace took a quarter of every test's time, failing or not (two spec files: 2.1
    // min with, 1.5 without). A failure still leaves a screenshot; `--trace on` records one.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  // Server mode walks everything; mock mode walks each module once (its main test tagged @walk):
  // the same API code runs in both, and mock mode's in-browser database makes every test about
  // twice as slow, so walking everything twice would not fit CI's time. Layout checks and a
  // module's second walk are server mode's alone. A test of the in-browser database itself (tagged
  // @mock-only) has nothing to check in server mode.
  projects: (Object.keys(ports) as Mode[]).map((mode) => ({
    name: mode,
    use: { baseURL: baseURL(mode) },
    ...(mode === 'mock' ? { grep: /@walk/ } : { grepInvert: /@mock-only/ }),
  })),
  webServer: selectedModes().flatMap((mode) =>
    mode === 'server' ? [webServers[mode], oidcServer] : [webServers[mode]],
  ),
});
