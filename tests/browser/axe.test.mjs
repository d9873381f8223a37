// axe-core (pinned in package.json) over every kind of page, in the states a
// viewer sees: the classic walkthrough at its first, a middle and its last
// step, a 16×16, the textbook's search, the quiz at a question, after an
// answer and at its final score, projector mode (P) on a projector and a
// phone, a Chinese page, the compare page, the race and the worksheet. The
// rules of WCAG 2.0 and 2.1, levels A and AA; no violation allowed.
//
// axe cannot judge a single digit's contrast (it reports "too short to
// determine", an incomplete result, not a violation), and a board is made
// of single digits: walkthrough.test.mjs measures those itself.
//
// The pages' Content-Security-Policy allows one inline script, by its hash:
// `page.addScriptTag` is refused (and reported as a violation), so axe's
// source runs through `page.evaluate`, which the DevTools protocol runs
// outside the page's policy. The page is left as it is (no `bypassCSP`),
// and none of axe's work may meet the policy either.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { launch, open, pageUrl, watchPolicy, stepNow, unexpectedViolations } from './helpers.mjs';

const require = createRequire(import.meta.url);
const AXE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser.close(); });

// Runs axe on the page as it stands; fails listing each violation (its
// rule, impact, and for each element its selector and what is wrong).
async function audit(page, where) {
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.evaluate(AXE);
  const result = await page.evaluate((tags) => window.axe.run(document, {
    runOnly: { type: 'tag', values: tags },
    resultTypes: ['violations'],
  }).then((r) => ({
    version: window.axe.version,
    passes: r.passes.length,
    violations: r.violations.map((v) => ({
      id: v.id, impact: v.impact, help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target.join(' '), summary: n.failureSummary })),
    })),
  })), TAGS);
  const report = result.violations.map((v) => `- ${v.id} (${v.impact}): ${v.help}\n` + v.nodes
    .map((n) => `    ${n.target}\n      ${n.summary.replace(/\n/g, '\n      ')}`).join('\n')).join('\n');
  assert.ok(result.passes > 0, `${where}: axe ${result.version} ran no rule`);
  assert.equal(result.violations.length, 0, `${where}: axe ${result.version} finds ${result.violations.length} violation(s):\n${report}`);
}

const goTo = (page, s) => page.evaluate((n) => window.__walkthrough.goTo(n), s);
const total = (page) => page.evaluate(() => window.__walkthrough.total);

test('the classic walkthrough at its first, a middle and its last step, on a laptop and a phone', async () => {
  for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
    const { page, context, problems } = await open(browser, 'classic', { viewport });
    const last = await total(page);
    for (const s of [0, Math.floor(last / 2), last]) {
      await goTo(page, s);
      await audit(page, `classic at step ${s} of ${last}, ${viewport.width}×${viewport.height}`);
    }
    // The keys' dialog open over the page.
    await page.locator('body').press('?');
    await audit(page, `classic with the keys' dialog open, ${viewport.width}×${viewport.height}`);
    assert.deepEqual(problems, []);
    await context.close();
  }
});

test('a 16×16, a Chinese page and the textbook’s searches', async () => {
  for (const [name, step] of [['sixteen', 40], ['classic-zh-hans', 300], ['classic-fc', 200], ['backjump', 100], ['mac-lcv-zh', 50], ['notices', 0]]) {
    const { page, context, problems } = await open(browser, name, { hash: `#step=${step}` });
    assert.equal(await stepNow(page), step);
    await audit(page, `${name} at step ${step}`);
    if (name === 'sixteen') {
      await goTo(page, await total(page));
      await audit(page, `${name} at its last step`);
    }
    assert.deepEqual(problems, []);
    await context.close();
  }
});

test('projector mode (P), on a projector and a phone', async () => {
  for (const viewport of [{ width: 1280, height: 720 }, { width: 390, height: 844 }]) {
    const { page, context, problems } = await open(browser, 'classic', { viewport, hash: '#step=300' });
    await page.locator('body').press('p');
    assert.ok(await page.evaluate(() => document.documentElement.classList.contains('projector')));
    await audit(page, `projector mode, ${viewport.width}×${viewport.height}`);
    assert.deepEqual(problems, []);
    await context.close();
  }
});

test('the quiz at a question, after a wrong answer and at its final score', async () => {
  const { page, context, problems } = await open(browser, 'quiz');
  const quiz = () => page.evaluate(() => window.__walkthrough.quiz());
  const { moments } = await quiz();
  const q = moments.findIndex((m) => m.ask === 'candidates');
  assert.ok(q >= 0, 'a question on candidates');
  // Stepping forward onto the question's step asks it (quiz.test.mjs).
  await goTo(page, moments[q].at - 1);
  await page.locator('#next').focus();
  await page.keyboard.press('ArrowRight');
  assert.equal((await quiz()).asking, q);
  await audit(page, 'the quiz at a question');
  // A wrong answer: the digit 1 toggled from the right set.
  for (let d = 1; d <= 9; d++) if ((moments[q].answer ^ 2) & (1 << d)) await page.keyboard.press(String(d));
  await page.keyboard.press('Enter');
  assert.equal((await quiz()).results[q], 'wrong');
  await audit(page, 'the quiz after a wrong answer');
  await page.keyboard.press('Enter');
  // End asks first whether to pass the questions left; then the score.
  await page.locator('body').press('End');
  assert.ok((await quiz()).passing, 'the jump waits for the notice');
  await audit(page, 'the quiz\'s notice before passing questions by');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  assert.equal((await quiz()).final, true);
  await audit(page, 'the quiz at its final score');
  assert.deepEqual(problems, []);
  await context.close();
});

// The pages without the player: compare, the race, the worksheet.
for (const [name, viewport] of [
  ['compare', { width: 1280, height: 900 }], ['compare', { width: 390, height: 844 }],
  ['race-classic', { width: 1280, height: 900 }], ['worksheet-fc', { width: 1280, height: 900 }],
  ['worksheet-sixteen', { width: 1280, height: 900 }],
]) {
  test(`${name} at ${viewport.width}×${viewport.height}`, async () => {
    const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const problems = [];
    await watchPolicy(page, problems);
    page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
    await page.goto(pageUrl(name));
    await audit(page, `${name}, ${viewport.width}×${viewport.height}`);
    if (name === 'compare') {
      // The linear scale's charts, switched by a radio button.
      await page.check('#scale-linear');
      await audit(page, `${name} on its linear scale, ${viewport.width}×${viewport.height}`);
    }
    assert.deepEqual(problems, []);
    await context.close();
  });
}

test('no page above met its Content-Security-Policy', () => {
  assert.deepEqual(unexpectedViolations, []);
});
