// No spoilers (--no-spoilers, or N): the search tree, the heat map, the key
// moments and the counters show the search only up to the step shown, so a
// teacher can ask "what comes next?" without the page answering; N shows
// the whole search again.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, open, unexpectedViolations } from './helpers.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser.close(); });

// What the page shows of the search at the step shown.
function shown(page) {
  return page.evaluate(() => {
    const notes = [...document.querySelectorAll('#tree .note')].map((n) => n.textContent);
    const placements = notes.map((t) => /([\d,]+) placements/.exec(t)).filter(Boolean)
      .map((m) => Number(m[1].replace(/,/g, '')));
    const rows = [...document.querySelectorAll('#counter-table tbody tr')];
    return {
      step: window.__walkthrough.step(),
      notes,
      mostPlacements: Math.max(0, ...placements),
      solved: notes.some((t) => t.startsWith('✓')),
      soFar: Number(rows[0].children[1].textContent.replace(/,/g, '')),
      totalsShown: getComputedStyle(rows[0].children[2]).display !== 'none',
      moments: [...document.querySelectorAll('#moments figure')].filter((f) => !f.hidden).map((f) => Number(f.dataset.step)),
      wholeHeat: document.getElementById('heat-whole').getAttribute('aria-disabled') !== 'true',
      heatSoFar: document.getElementById('heat-now').getAttribute('aria-pressed') === 'true',
    };
  });
}

test('a page opened with --no-spoilers shows the search only up to the step shown', async () => {
  const { page, context, problems } = await open(browser, 'no-spoilers');
  for (const s of [0, 12, 300, 5000]) {
    await page.evaluate((n) => window.__walkthrough.goTo(n), s);
    const now = await shown(page);
    assert.ok(now.mostPlacements <= now.soFar, `step ${s}: the tree tells no more placements than made so far: ${JSON.stringify(now)}`);
    assert.equal(now.solved, false, `step ${s}: no solution in sight yet`);
    assert.equal(now.totalsShown, false, 'no totals of the whole search');
    assert.ok(now.moments.every((m) => m <= s), `step ${s}: moments ${now.moments}`);
    assert.equal(now.wholeHeat, false);
    assert.equal(now.heatSoFar, true);
  }
  // At the solution the tree says so.
  await page.locator('body').press('End');
  assert.equal((await shown(page)).solved, true);
  // N shows the whole search again: from the start, the tree tells the end.
  await page.locator('body').press('Home');
  await page.locator('body').press('n');
  const whole = await shown(page);
  assert.equal(whole.solved, true, 'the whole tree');
  assert.equal(whole.totalsShown, true);
  assert.ok(whole.moments.length >= 3, `every moment: ${whole.moments}`);
  assert.equal(whole.wholeHeat, true);
  assert.deepEqual(problems, []);
  await context.close();
});

test('N hides the spoilers of a page opened with them', async () => {
  const { page, context } = await open(browser, 'classic');
  await page.evaluate(() => window.__walkthrough.goTo(300));
  assert.equal((await shown(page)).solved, true, 'the whole tree tells the solution');
  await page.locator('body').press('n');
  const now = await shown(page);
  assert.equal(now.solved, false);
  assert.ok(now.mostPlacements <= now.soFar, JSON.stringify(now));
  await context.close();
});

test('no page above met its Content-Security-Policy', () => {
  assert.deepEqual(unexpectedViolations, []);
});
