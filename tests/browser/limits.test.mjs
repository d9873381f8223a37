// The page of a search stopped by its time limit (`timed`, drawn by `render`
// from a trace cut at 2,048 events: tests/browser.rs) says where and why it
// stopped, and shows every step like any other page.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, open, expected, stepNow, sentence, shot } from './helpers.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser.close(); });

test('a time limit is told: where the search stopped and why', async () => {
  const { page, context, problems } = await open(browser, 'timed');
  assert.deepEqual(problems, [], 'console or network problems');
  const want = expected('timed');
  const total = await page.evaluate(() => window.__walkthrough.total);
  assert.equal(total, want.sentences.length, 'events in the page');
  assert.equal(total, 2049, 'the events before the limit, and the limit');
  const boards = await page.evaluate((n) => window.__walkthrough.boards(0, n), total);
  const sentences = await page.evaluate((n) => window.__walkthrough.sentences(0, n), total);
  for (let s = 0; s <= total; s++) {
    if (boards[s] !== want.boards[s]) assert.fail(`board after step ${s}\n page ${boards[s]}\n want ${want.boards[s]}`);
  }
  for (let s = 0; s < total; s++) {
    if (sentences[s] !== want.sentences[s]) assert.fail(`sentence of step ${s + 1}\n page ${sentences[s]}\n want ${want.sentences[s]}`);
  }
  assert.match(await page.textContent('#notices-summary'), /stopped at its time limit \(0\.01 s\)/);
  await page.click('#notices-summary');
  assert.equal(await page.isVisible('#step-limited'), true);
  assert.match(await page.textContent('#step-limited'),
    /stopped at its time limit \(0\.01 s, --time-limit\) after 2,048 steps/);
  assert.equal(await page.isVisible('#truncated'), false);
  await page.keyboard.press('End');
  assert.equal(await stepNow(page), 2049);
  assert.equal(await sentence(page), 'time limit reached after 2048 steps: search stopped');
  assert.match(await page.textContent('#end-sentence'), /^Stopped at the time limit/);
  await shot(page, 'timed-end');
  await context.close();
});
