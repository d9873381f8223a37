// A page drawn from a trace that breaks the rules the way no solver would
// (`deep-stack`, built by tests/browser.rs): 1,030 guesses placed on one
// cell of a 4x4 board, each over the last, then all undone. Issue 22 (item
// 12): past 1,024 events the player threw `RangeError: offset is out of
// bounds` at load (its stack of placements held NN + 1 entries, the
// checkpoints counted every level). A page written from any trace must play.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, open, expected, stepNow } from './helpers.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser.close(); });

test('a page of 1,030 guesses stacked on one cell plays to its last step', async () => {
  const want = expected('deep-stack');
  const { page, context, problems } = await open(browser, 'deep-stack');
  assert.deepEqual(problems, [], 'no script error at load');
  const total = await page.evaluate(() => window.__walkthrough.total);
  assert.equal(total, want.events);
  // Every step's state, and the player on each side of the cap, of the
  // checkpoint and of the turn.
  const depths = await page.evaluate((n) => {
    const out = [0];
    for (let s = 1; s <= n; s++) out.push(window.__walkthrough.infoAt(s).depth);
    return out;
  }, total);
  const shown = [0, 1, 16, 17, 18, 1023, 1024, 1025, want.guesses, want.guesses + 1, 2048, 2049, total];
  for (const s of shown) {
    await page.evaluate((at) => window.__walkthrough.goTo(at), s);
    assert.equal(await stepNow(page), s);
  }
  assert.deepEqual(problems, [], 'no script error on any step');
  // The depth each event carries, which the compact codes leave to the
  // page to count: up one a guess, down one an undo.
  for (let s = 1; s <= total; s++) {
    const depth = s <= want.guesses ? s : 2 * want.guesses - s + 1;
    if (depths[s] !== depth) assert.fail(`depth at step ${s}: page ${depths[s]}, trace ${depth}`);
  }
  // The deepest moment: the path lists the first levels, the first guess first.
  await page.evaluate((s) => window.__walkthrough.goTo(s), want.guesses);
  const path = await page.$$eval('#path li', (lis) => lis.map((li) => li.textContent));
  assert.equal(path.length, 17, 'the first 17 levels (a 4x4 board has 16 cells)');
  assert.equal(path[0], 'depth 1r1c1 = 2');
  assert.equal(path[16], 'depth 17r1c1 = 2');
  // The end, by the keyboard: every guess undone, the path empty.
  await page.keyboard.press('End');
  assert.equal(await stepNow(page), total);
  assert.equal(await page.$$eval('#path li:not(.empty)', (lis) => lis.length), 0);
  assert.equal(await page.evaluate((n) => window.__walkthrough.boardAt(n), total),
    await page.evaluate(() => window.__walkthrough.boardAt(0)));
  assert.deepEqual(problems, []);
  await context.close();
});
