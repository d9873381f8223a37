// A page of a million events stays quick: small (at most 16 bytes an event),
// open in under 2 seconds, and any step shown after replaying at most a
// checkpoint's worth of events.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, open, expected, boardText, stepNow, shot, unexpectedViolations, markedTreeNode } from './helpers.mjs';

test('a million events: small, quick to open, quick to jump, right everywhere', async () => {
  const browser = await launch();
  try {
    const want = expected('million');
    assert.equal(want.events, 1000000);
    const perEvent = want.bytes / want.events;
    assert.ok(perEvent <= 16, `${perEvent.toFixed(2)} bytes per event`);

    const { page, context, problems, openedMs } = await open(browser, 'million');
    const readyMs = await page.evaluate(() => window.__walkthrough.readyMs);
    assert.ok(readyMs < 2000, `ready ${readyMs.toFixed(0)} ms after navigation started`);
    assert.ok(openedMs < 4000, `opened in ${openedMs} ms, wall clock`);
    assert.deepEqual(problems, []);
    assert.equal(await page.evaluate(() => window.__walkthrough.total), 1000000);
    assert.equal(await page.isVisible('#truncated'), false, 'nothing left out: the step limit ended the search');
    assert.match(await page.textContent('#step-limited'), /step limit \(999,999 steps/);
    // The tree of every guess, however long the search (issue 12, item 10).
    assert.equal(await page.evaluate(() => window.__walkthrough.treeNodes()), want.placements);

    // The End key, timed in the page.
    const endMs = await page.evaluate(async () => {
      const t = performance.now();
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true }));
      return performance.now() - t;
    });
    assert.equal(await stepNow(page), 1000000);
    assert.ok(endMs < 250, `End took ${endMs.toFixed(1)} ms`);
    assert.equal(await page.textContent('#sentence'), 'step limit reached after 999999 steps: search stopped');

    // Jumps anywhere replay at most one checkpoint's worth of events.
    const jumps = await page.evaluate(() => {
      const w = window.__walkthrough;
      const out = [];
      for (const s of [999999, 1, 524287, 524288, 777777, 123456, 1000000, 0]) {
        const t = performance.now();
        const replayed = w.goTo(s);
        out.push({ s, replayed, ms: performance.now() - t });
      }
      return out;
    });
    for (const j of jumps) {
      assert.ok(j.replayed < 1024 + 3, `step ${j.s}: replayed ${j.replayed} events`);
      assert.ok(j.ms < 250, `step ${j.s}: ${j.ms.toFixed(1)} ms`);
    }

    // The board at sampled steps equals the library's replay.
    const boards = await page.evaluate((steps) => steps.map((s) => window.__walkthrough.boardAt(s)),
      want.samples.map(([s]) => s));
    want.samples.forEach(([s, board], k) => assert.equal(boards[k], board, `board after step ${s}`));

    // And on screen.
    const [step, board] = want.samples[78];
    await page.evaluate((s) => window.__walkthrough.goTo(s), step);
    assert.equal(await boardText(page), board, `the board on screen after step ${step}`);
    await shot(page, `million-step-${step}`);

    // The tree of a million events marks the guess of the step shown:
    // the deepest standing guess it draws (a folded branch is marked as a
    // whole); unfolding the marked node, again and again, reaches the
    // deepest guess standing, each time in sight inside the tree's box.
    const marked = () => page.evaluate(markedTreeNode);
    for (const k of [1, 78]) {
      const [at, path] = want.deepest[k - 1];
      await page.evaluate((s) => window.__walkthrough.goTo(s), at);
      let here = await marked();
      for (let n = 0; here && here.text !== path[path.length - 1] && n <= path.length; n++) {
        assert.ok(path.includes(here.text), `step ${at}: ${here.text} stands`);
        assert.ok(here.inBox && here.hit, `step ${at}: ${here.text} is in sight`);
        await page.evaluate(() => {
          const b = document.querySelector('#tree [aria-current="step"]');
          b.closest('.tree-row').querySelector('.toggle').click();
        });
        here = await marked();
      }
      assert.ok(here, `a node is marked at step ${at}`);
      assert.equal(here.text, path[path.length - 1], `step ${at}: the deepest of ${path.length} guesses`);
      assert.ok(here.inBox && here.hit, `step ${at}: the deepest guess is in sight`);
    }
    assert.deepEqual(unexpectedViolations, [], 'the policy allows the page its script and style');
    await context.close();
  } finally {
    await browser.close();
  }
});
