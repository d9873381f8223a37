// The `compare` page: a static table and inline-SVG bar charts, no script.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, expected, pageUrl, shot, watchPolicy } from './helpers.mjs';

test('the compare page shows every strategy in the table and in each chart', async () => {
  const browser = await launch();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const problems = [];
    page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text()); });
    page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
    page.on('request', (r) => { if (!r.url().startsWith('file:')) problems.push(`request: ${r.url()}`); });
    const violations = [];
    await watchPolicy(page, violations);
    await page.goto(pageUrl('compare'));
    const want = expected('compare');

    const rows = await page.$$eval('tbody tr', (trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent.trim())));
    assert.deepEqual(rows.map((r) => r[0]), want.rows.map((r) => r.strategy));
    for (const [i, row] of want.rows.entries()) {
      assert.equal(rows[i][2], String(row.stats.placements), `${row.strategy} placements`);
      assert.equal(rows[i][1].includes('step limit'), row.end === 'step_limit', `${row.strategy} result`);
    }

    const charts = await page.$$eval('figure', (figs) => figs.map((f) => ({
      name: f.querySelector('figcaption').textContent,
      bars: [...f.querySelectorAll('rect')].map((r) => ({ width: r.getBoundingClientRect().width, label: r.textContent })),
    })));
    assert.ok(charts.length >= 3, 'a chart for each counter in use');
    for (const chart of charts) {
      assert.equal(chart.bars.length, want.rows.length, `${chart.name}: one bar per strategy`);
      assert.ok(chart.bars.every((b) => b.width >= 1), `${chart.name}: every bar is drawn`);
    }
    // Log scale: more placements never draw a shorter bar.
    const placements = charts.find((c) => c.name === 'placements');
    const pairs = want.rows.map((r, i) => [r.stats.placements, placements.bars[i].width]).sort((a, b) => a[0] - b[0]);
    for (let i = 1; i < pairs.length; i += 1) assert.ok(pairs[i][1] >= pairs[i - 1][1]);

    assert.equal(await page.$$eval('script', (s) => s.length), 0, 'no script needed');
    assert.deepEqual(problems, []);
    assert.deepEqual(violations, [], 'the policy allows the page its style');
    await shot(page, 'compare', { fullPage: true });
  } finally {
    await browser.close();
  }
});
