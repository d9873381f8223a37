// The textbook's search on the walkthrough page: its events travel whole
// until the page draws them (issue 10, item 5), but its counters are
// already counted and shown: at the last step, every counter so far equals
// the search's, the backjumps and the guesses they skipped included.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, open } from './helpers.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser.close(); });

test('a backjumping page counts its backjumps and the guesses they skip', async () => {
  const { page, context, problems } = await open(browser, 'backjump');
  assert.deepEqual(problems, [], 'no console or network problems');
  await page.locator('body').press('End');
  const rows = await page.$$eval('#counter-table tbody tr',
    (trs) => trs.map((tr) => [...tr.children].slice(0, 3).map((c) => c.textContent)));
  const byName = Object.fromEntries(rows.map(([name, now, end]) => [name, { now, end }]));
  for (const name of ['placements', 'dead ends', 'backjumps', 'guesses skipped']) {
    assert.ok(byName[name], `a row for ${name}: ${JSON.stringify(rows)}`);
  }
  for (const [name, { now, end }] of Object.entries(byName)) {
    assert.equal(now, end, `${name}: so far at the last step is the whole search`);
  }
  // The figures for the classic puzzle.
  assert.equal(byName.backjumps.end, '371');
  assert.equal(byName['guesses skipped'].end, '925');
  assert.equal(byName.placements.end, '1,965');
  // A search that prunes nothing shows no prunings row.
  assert.equal(byName.prunings, undefined);
  await context.close();
});
