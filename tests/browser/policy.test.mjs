// The Content-Security-Policy of the pages (src/render/csp.rs) is in force:
// whatever someone injects into a page can neither reach the network nor
// run script nor add style, every attempt is refused and reported, nothing
// leaves the machine, and the page goes on working.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, open, expected, boardText, stepNow, pageUrl, watchPolicy } from './helpers.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser.close(); });

// Injects, as an attacker's text would if it got into the page: a fetch, an
// image and an inline script, all aimed at a local port, and an inline
// style. Returns what came of each.
function inject() {
  return async () => {
    const out = {};
    try {
      await fetch('http://127.0.0.1:9/x');
      out.fetch = 'sent';
    } catch (e) {
      out.fetch = e.name;
    }
    const img = document.createElement('img');
    out.image = await new Promise((done) => {
      img.onload = () => done('loaded');
      img.onerror = () => done('refused');
      img.src = 'http://127.0.0.1:9/y';
      document.body.append(img);
    });
    const script = document.createElement('script');
    script.textContent = 'window.__pwned = "script"';
    document.body.append(script);
    const style = document.createElement('style');
    style.textContent = 'body { background-color: rgb(1, 2, 3) }';
    document.head.append(style);
    out.background = getComputedStyle(document.body).backgroundColor;
    out.pwned = window.__pwned;
    // Let the reports of the last two arrive.
    await new Promise((r) => setTimeout(r, 50));
    return out;
  };
}

// Fails the test on any request that leaves the file, and keeps it from leaving.
async function guard(context) {
  const left = [];
  await context.route((url) => url.protocol !== 'file:', (route) => {
    left.push(route.request().url());
    return route.abort();
  });
  return left;
}

// Waits until the page has reported `n` violations (they arrive through a binding).
async function reported(page, violations, n) {
  for (let i = 0; i < 40 && violations.length < n; i++) await page.waitForTimeout(25);
  return violations.map((v) => `${v.directive} ${v.blocked}`).sort();
}

const REFUSED = [
  'connect-src http://127.0.0.1:9/x',
  'img-src http://127.0.0.1:9/y',
  'script-src-elem inline',
  'style-src-elem inline',
];

test('the walkthrough states its policy first, and the policy allows only its own script and style', async () => {
  const { page, context, problems } = await open(browser, 'classic');
  const head = await page.evaluate(() => [...document.head.children].slice(0, 2).map((e) => e.outerHTML));
  assert.equal(head[0], '<meta charset="utf-8">');
  const policy = await page.getAttribute('meta[http-equiv="Content-Security-Policy"]', 'content');
  assert.match(policy, /^default-src 'none'; script-src 'sha256-[A-Za-z0-9+/]{43}='; style-src 'sha256-[A-Za-z0-9+/]{43}='; base-uri 'none'; form-action 'none'$/);
  assert.ok(head[1].startsWith('<meta http-equiv="Content-Security-Policy"'), 'right after the charset');
  // The page's own style is applied (the heading's rule), and its script ran.
  assert.equal(await page.$eval('.top', (e) => getComputedStyle(e).borderBottomStyle), 'solid');
  assert.equal(await stepNow(page), 0);
  assert.deepEqual(problems, []);
  await context.close();
});

test('the walkthrough refuses and reports injected requests, script and style, and still works', async () => {
  const violations = [];
  const { page, context, problems } = await open(browser, 'classic', { violations });
  const left = await guard(context);
  const want = expected('classic');
  const out = await page.evaluate(inject());
  assert.deepEqual(out, { fetch: 'TypeError', image: 'refused', background: 'rgb(255, 255, 255)', pwned: undefined });
  assert.deepEqual(await reported(page, violations, REFUSED.length), REFUSED);
  assert.ok(problems.some((p) => /Content Security Policy/.test(p)), 'Chromium says so in the console too');
  assert.deepEqual(left, [], 'no request left the page');

  // The page goes on: keys step the board.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  assert.equal(await stepNow(page), 2);
  assert.equal(await boardText(page), want.boards[2]);
  await page.keyboard.press('End');
  assert.equal(await boardText(page), want.solutions[0]);
  assert.equal(violations.length, REFUSED.length, 'nothing more refused');
  await context.close();
});

test('the compare page allows only its own style and the race\'s one script, and no request', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const violations = [];
  await watchPolicy(page, violations);
  const left = await guard(context);
  await page.goto(pageUrl('compare'));
  const policy = await page.getAttribute('meta[http-equiv="Content-Security-Policy"]', 'content');
  assert.match(policy, /^default-src 'none'; script-src 'sha256-[A-Za-z0-9+/]{43}='; style-src 'sha256-[A-Za-z0-9+/]{43}='; base-uri 'none'; form-action 'none'$/);
  assert.deepEqual(violations, [], 'its own style and script are allowed');
  await page.waitForFunction(() => window.__race && window.__race.readyMs > 0);
  const out = await page.evaluate(inject());
  assert.deepEqual(out, { fetch: 'TypeError', image: 'refused', background: 'rgb(255, 255, 255)', pwned: undefined });
  assert.deepEqual(await reported(page, violations, REFUSED.length), REFUSED);
  assert.deepEqual(left, []);
  await context.close();
});
