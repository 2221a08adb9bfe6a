import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

export const baseUrl = (): string => inject('baseUrl');
export const demoPassword = (): string => inject('demoPassword');

/** Debian's Chromium; never a downloaded browser. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
}

/** One browser for the test file: launched before its tests, closed after them. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('the browser is not running yet');
    return browser;
  };
}

export async function newContext(
  browser: Browser,
  options: { colorScheme?: 'light' | 'dark'; locale?: string } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width: 1280, height: 800 },
    ...options,
  });
  // One ceiling for every wait of a journey (e2e/vitest.config.ts has the same for polls): on a small, busy machine
  // a step that takes a second alone can take many (a passing wait ends as soon as it holds).
  context.setDefaultTimeout(30_000);
  return context;
}

/** Kept as test artefacts in e2e/artifacts/. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({
    path: join(new URL('../artifacts', import.meta.url).pathname, `${name}.png`),
    fullPage: true,
  });
}

/** The newest e-mail the local SMTP server received for `recipient`, as text (quoted-printable decoded). */
export async function latestEmailTo(recipient: string, timeoutMs = 10_000): Promise<string> {
  const folder = inject('mailDir');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = (await readdir(folder)).sort().reverse();
    for (const file of files) {
      const raw = await readFile(join(folder, file), 'utf8');
      if (new RegExp(`^To: .*${recipient.replace(/[.+]/g, '\\$&')}`, 'mi').test(raw)) return decoded(raw);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no e-mail to ${recipient} arrived`);
}

/**
 * The message with its body readable: a base64 body (what the mailer chooses for a text mostly outside ASCII, an
 * Arabic one) decoded under its untouched headers, any other message quoted-printable decoded.
 */
function decoded(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = split < 0 ? raw : raw.slice(0, split);
  if (split < 0 || !/^Content-Transfer-Encoding: base64\s*$/im.test(headers))
    return decodeQuotedPrintable(raw);
  const body = Buffer.from(raw.slice(split).replace(/\s+/g, ''), 'base64').toString('utf8');
  return `${headers}\n\n${body}`;
}

function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}
