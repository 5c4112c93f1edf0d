import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Browser, BrowserContext, chromium, Page } from 'playwright-core';
import { expect } from 'vitest';
import { ROOT } from './app';
import { clientHeaders } from './client-address';

export const SCREENSHOT_DIR = join(ROOT, 'test-output', 'screenshots');

export const VIEWPORTS = {
  phone: { width: 360, height: 740 },
  tablet: { width: 768, height: 1024 },
  desktop: { width: 1440, height: 900 },
} as const;

/** Debian's Chromium, headless, with the flags this closed network needs. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

/**
 * Pages in the tests stand still: no transitions, no spinning or pulsing, no blinking caret. Two
 * test files share 2 cores with their servers, and software-rendered animation frames were most of
 * Chromium's work; what the tests read and click is the same. Handed to the page's init script.
 */
const STILL_PAGE_CSS =
  '*, *::before, *::after { animation-duration: 0s !important; animation-delay: 0s !important; ' +
  'animation-iteration-count: 1 !important; transition-duration: 0s !important; transition-delay: 0s !important; ' +
  'caret-color: transparent !important; }';

/**
 * A server-rendered page is drawn before its scripts load (they wait for the first paint): `goto`
 * and `reload` return once such a page is hydrated (`<html data-hydrated>`, set by the app), so a
 * test's first click is not made on HTML that nothing listens to yet. Other pages return as before.
 */
function awaitHydration(page: Page): void {
  const hydrated = () =>
    page.waitForFunction(() => !document.getElementById('after-paint') || document.documentElement.hasAttribute('data-hydrated'));
  const thenHydrated =
    <A extends unknown[], R>(navigate: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      const response = await navigate(...args);
      await hydrated();
      return response;
    };
  page.goto = thenHydrated(page.goto.bind(page));
  page.reload = thenHydrated(page.reload.bind(page));
}

export async function newContext(
  browser: Browser,
  baseURL: string,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    viewport,
    locale: 'ru-RU',
    extraHTTPHeaders: clientHeaders(baseURL),
    reducedMotion: 'reduce',
  });
  await context.addInitScript((css) => {
    const still = new CSSStyleSheet();
    still.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, still];
  }, STILL_PAGE_CSS);
  context.on('page', awaitHydration);
  return context;
}

/**
 * Waits until the page has landed on `pathname` after a hand-over between the back office and the
 * storefront. Such a hand-over is a full page load that react-admin may start twice (its auth
 * check runs from more than one place); the first load is then aborted, which page.waitForURL
 * reports as net::ERR_ABORTED although the browser arrives where it should.
 */
export async function landedOn(page: Page, pathname: string): Promise<void> {
  await expect.poll(() => new URL(page.url()).pathname).toBe(pathname);
  await page.waitForLoadState('load');
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}
