// A second engine (issue 12): the smoke set of the walkthrough in Debian's
// Firefox ESR, driven by puppeteer-core over WebDriver BiDi (playwright-core
// needs its own patched Firefox). Open a page, step with the keys, jump to
// the end, find the tree's current node in sight, with no console error,
// no uncaught error and no request; on the classic puzzle and a 16x16; a
// quiz question answered; the race of compare's page stepped.
// tests/browser.rs passes FIREFOX (its path) when Firefox is installed; CI
// installs it (.ci/run), elsewhere the file says it was skipped.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import puppeteer from 'puppeteer-core';
import { pageUrl, expected, SHOTS, markedTreeNode } from './helpers.mjs';
import path from 'node:path';

const FIREFOX = process.env.FIREFOX;
const skip = FIREFOX ? false : 'Firefox ESR is not installed here (CI installs it: .ci/run)';

async function withFirefox(body) {
  // The window's size is set at launch, not by page.setViewport: over
  // WebDriver BiDi puppeteer's setViewport also sends
  // emulation.setScreenOrientationOverride, which Debian's Firefox ESR 140
  // does not know ("unknown command"), failing every test before it began.
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    defaultViewport: null,
    args: ['--width=1280', '--height=800'],
  });
  try {
    await body(browser);
  } finally {
    await browser.close();
  }
}

// Waits until `ready` holds in the page, asking it every 50 ms (30 s at
// most). Not page.waitForFunction: puppeteer builds its wait with
// Function(), which the page's Content-Security-Policy blocks in Firefox
// ESR 140 ("call to Function() blocked by CSP"); page.evaluate is not eval.
async function until(page, ready) {
  const deadline = Date.now() + 30000;
  while (!(await page.evaluate(ready))) {
    if (Date.now() > deadline) throw new Error(`the page never got ready: ${ready}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// Opens a page (the window is 1280x800) and collects what must not happen; `ready`
// says when its script has started (the walkthrough's, by default).
async function open(browser, name, ready = () => window.__walkthrough && window.__walkthrough.readyMs > 0) {
  const page = await browser.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(`uncaught: ${e.message || e}`));
  page.on('console', (m) => {
    if (['error', 'warn', 'warning'].includes(m.type())) problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('request', (r) => {
    if (!r.url().startsWith('file:') && !r.url().startsWith('data:')) problems.push(`request: ${r.url()}`);
  });
  await page.goto(pageUrl(name));
  await until(page, ready);
  return { page, problems };
}

const stepNow = (page) => page.evaluate(() => window.__walkthrough.step());
const sentence = (page) => page.evaluate(() => document.getElementById('sentence').textContent);

const treeNode = (page) => page.evaluate(markedTreeNode);

for (const name of ['classic', 'sixteen']) {
  test(`Firefox: ${name} opens, steps with the keys, jumps to the end`, { skip }, async () => {
    await withFirefox(async (browser) => {
      const want = expected(name);
      const { page, problems } = await open(browser, name);
      assert.equal(await stepNow(page), 0);
      await page.focus('body');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      assert.equal(await stepNow(page), 3);
      assert.equal(await sentence(page), want.sentences[2], 'the third step told as the text trace tells it');
      await page.keyboard.press('ArrowLeft');
      assert.equal(await stepNow(page), 2);
      await page.keyboard.press('End');
      const total = await page.evaluate(() => window.__walkthrough.total);
      assert.equal(await stepNow(page), total);
      assert.equal(await sentence(page), want.sentences[want.sentences.length - 1]);
      const node = await treeNode(page);
      assert.ok(node, 'the tree marks a node at the last step');
      assert.ok(node.inBox && node.hit, `the tree's current node ${node.text} is in sight`);
      await page.screenshot({ path: path.join(SHOTS, `firefox-${name}-end.png`) });
      await page.keyboard.press('Home');
      assert.equal(await stepNow(page), 0);
      assert.deepEqual(problems, []);
    });
  });
}

// Quiz mode in Firefox: a step forward stops before the first question, a
// right answer by the keyboard is checked, scored and then shown.
test('Firefox: a quiz question answered with the keyboard', { skip }, async () => {
  await withFirefox(async (browser) => {
    const { page, problems } = await open(browser, 'quiz');
    const quiz = () => page.evaluate(() => window.__walkthrough.quiz());
    const { moments } = await quiz();
    assert.ok(moments.length > 0);
    // A question answered by keys alone: yes/no, digits, or a cell's name.
    const k = moments.findIndex((m) => ['dead', 'candidates', 'next'].includes(m.ask));
    assert.ok(k >= 0, 'the page asks a question of a kind the keys answer');
    const m = moments[k];
    await page.evaluate((s) => window.__walkthrough.goTo(s), Math.max(0, m.at - 1));
    await page.focus('#next');
    await page.keyboard.press('ArrowRight');
    let now = await quiz();
    assert.equal(now.asking, k, 'the step forward stops and asks');
    assert.equal(await stepNow(page), m.at);
    if (m.ask === 'dead') {
      if (m.answer !== 1) await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
    } else if (m.ask === 'candidates') {
      for (let d = 1; d <= 9; d++) if (m.answer & (1 << d)) await page.keyboard.press(String(d));
      await page.keyboard.press('Enter');
    } else {
      const name = await page.evaluate((c) => window.__walkthrough.cellName(c), m.answer);
      await page.keyboard.type(name);
      await page.keyboard.press('Enter');
    }
    now = await quiz();
    assert.equal(now.answered, true);
    assert.equal(now.results[k], 'right', `${m.ask} answered right`);
    await page.keyboard.press('Enter');
    assert.equal(await stepNow(page), m.at + 1, 'then the step is shown');
    await page.screenshot({ path: path.join(SHOTS, 'firefox-quiz.png') });
    assert.deepEqual(problems, []);
  });
});

// The race in Firefox: the boards step together with the keys, the clock
// switches to placements, and at the end every strategy says it solved.
test('Firefox: the race steps with the keys', { skip }, async () => {
  await withFirefox(async (browser) => {
    const { page, problems } = await open(browser, 'race-classic', () => window.__race && window.__race.readyMs > 0);
    const race = (f) => page.evaluate(f);
    const start = await race(() => window.__race.boards());
    await page.focus('body');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    assert.equal(await race(() => window.__race.t()), 2);
    const after = await race(() => window.__race.boards());
    assert.notDeepEqual(after, start, 'the boards moved');
    await race(() => window.__race.setClock('placements'));
    assert.equal(await race(() => window.__race.clock()), 'placements');
    await page.keyboard.press('End');
    assert.equal(await race(() => window.__race.t()), await race(() => window.__race.max()));
    const statuses = await race(() => window.__race.statuses());
    assert.ok(statuses.length >= 5 && statuses.every((s) => /solved/.test(s)), statuses.join(' | '));
    await page.screenshot({ path: path.join(SHOTS, 'firefox-race.png') });
    assert.deepEqual(problems, []);
  });
});
