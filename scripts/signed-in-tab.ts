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
