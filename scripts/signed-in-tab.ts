import type { Browser, BrowserContext, Page } from 'puppeteer-core';
import { type Server, signIn } from './lighthouse-server';

/**
 * A fresh browser context with a phone-sized tab signed in as the admin (the session in
 * localStorage, as the web app keeps it) and an empty HTTP cache: ready for a first load.
 */
export async function signedInTab(
  browser: Browser,
  server: Server,
  root: string,
): Promise<{ context: BrowserContext; tab: Page }> {
  const reply = await signIn(server.url, root);
  const context = await browser.createBrowserContext();
  const tab = await context.newPage();
  await tab.setViewport({ width: 412, height: 823, isMobile: true, hasTouch: true });
  // Any file of the origin reaches its localStorage; one that does not start the app.
  await tab.goto(new URL('/favicon.svg', server.url).href);
  const session = {
    accessToken: reply.accessToken,
    refreshToken: reply.refreshToken,
    userData: JSON.stringify(reply.userData),
  };
  // A string: the script runs in the page, and this project's Node types know no localStorage.
  await tab.evaluate(
    `for (const [k, v] of Object.entries(${JSON.stringify(session)})) localStorage.setItem(k, v)`,
  );
  const cdp = await tab.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  return { context, tab };
}

/** A Chromium trace event, with the arguments the scripts read. */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; elementCount?: number; data?: Record<string, unknown> };
}

/** The tasks, the navigation's start and first paint (user timing and loading marks), and `more`. */
const traceCategories = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'loading',
  'blink.user_timing',
];

/**
 * Loads `url` in the tab with the trace on, until the network has been quiet and `settleMs` more
 * (the last answers' renders); the trace's events.
 */
export async function tracedLoad(
  tab: Page,
  url: string,
  settleMs: number,
  more: string[] = [],
): Promise<TraceEvent[]> {
  await tab.tracing.start({ categories: [...traceCategories, ...more] });
  await tab.goto(url, { waitUntil: 'networkidle0' });
  await new Promise((done) => setTimeout(done, settleMs));
  const trace = await tab.tracing.stop();
  const text = trace ? Buffer.from(trace).toString('utf8') : '{"traceEvents":[]}';
  return (JSON.parse(text) as { traceEvents: TraceEvent[] }).traceEvents;
}
