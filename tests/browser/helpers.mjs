// Shared by the browser tests: where the pages are, how Chromium starts,
// and how a page is opened and read.
import { readFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
export const PAGES = process.env.PAGES_DIR || path.resolve(here, '../../target/browser-pages');
export const SHOTS = process.env.SHOTS_DIR || path.resolve(here, '../../target/browser-screenshots');
const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';

// Debian's Chromium, headless, as root, with nothing that phones home.
export const CHROMIUM_ARGS = [
  '--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run',
];

export function launch() {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

export function expected(name) {
  return JSON.parse(readFileSync(path.join(PAGES, `${name}.expected.json`), 'utf8'));
}

export function pageUrl(name, hash = '') {
  return pathToFileURL(path.join(PAGES, `${name}.html`)).href + hash;
}

// Every Content-Security-Policy violation reported by a page opened for
// normal use, in this test file: the policy must never get in the page's
// own way. A file that opens pages checks it is empty in its last test.
export const unexpectedViolations = [];

// Reports the page's `securitypolicyviolation` events into `into`, from its
// very first parse on (an init script runs before the page's own).
export async function watchPolicy(page, into) {
  await page.exposeBinding('__reportViolation', (_source, v) => { into.push(v); });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__reportViolation({
        directive: e.effectiveDirective, blocked: e.blockedURI, sample: e.sample,
        url: e.documentURI.replace(/^.*\//, ''), line: e.lineNumber,
      });
    });
  });
}

// Opens a page and waits for the player; `problems` collects console
// errors and warnings, uncaught errors, and any request that leaves the file;
// `violations` the page's policy violations (unexpected ones, unless the test
// passes a list of its own); a dialog (alert) is a problem too.
export async function open(browser, name, { hash = '', viewport = { width: 1280, height: 800 }, reducedMotion = 'reduce', violations = unexpectedViolations } = {}) {
  const context = await browser.newContext({ viewport, reducedMotion });
  const page = await context.newPage();
  await watchPolicy(page, violations);
  const problems = [];
  page.on('dialog', (d) => {
    problems.push(`dialog: ${d.message()}`);
    d.dismiss();
  });
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
  page.on('request', (r) => {
    if (!r.url().startsWith('file:')) problems.push(`request: ${r.url()}`);
  });
  const started = Date.now();
  await page.goto(pageUrl(name, hash));
  await page.waitForFunction(() => window.__walkthrough && window.__walkthrough.readyMs > 0);
  const openedMs = Date.now() - started;
  return { page, context, problems, violations, openedMs };
}

// The board the page shows, one character per cell ('.' for empty), as
// Grid::to_line writes it. A digit shown only to be struck out (taken
// back, or refused) or offered (a place a unit's digit could go) is not on
// the board.
export function boardText(page) {
  return page.$$eval('#board td', (tds) => tds.map((td) => {
    if (['taken-back', 'rejected', 'option'].some((c) => td.classList.contains(c))) return '.';
    return td.querySelector('.v').textContent || '.';
  }).join(''));
}

export const stepNow = (page) => page.evaluate(() => window.__walkthrough.step());
export const sentence = (page) => page.textContent('#sentence');

export async function shot(page, name, options = {}) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), ...options });
}

// The tree's current node (its one `aria-current`), to run in the page
// (`page.evaluate(markedTreeNode)`, in Playwright or Puppeteer): the page
// scrolled to it, its text, whether it lies inside the tree's box (the box
// keeps it in sight, both ways), and whether it is what the page finds at
// its own centre. `null` when no node is marked.
export function markedTreeNode() {
  const b = document.querySelector('#tree [aria-current="step"]');
  if (!b) return null;
  window.scrollBy(0, b.getBoundingClientRect().top - innerHeight / 2);
  const box = document.getElementById('tree').getBoundingClientRect();
  const r = b.getBoundingClientRect();
  const x = Math.min(r.left + r.width / 2, box.right - 2), y = r.top + r.height / 2;
  return {
    text: b.textContent,
    inBox: r.top >= box.top - 1 && r.bottom <= box.bottom + 1 && r.left >= box.left - 1 && r.right <= box.right + 1,
    hit: b.contains(document.elementFromPoint(x, y)),
  };
}
