// The walkthrough page in headless Chromium: it loads cleanly, steps with
// the buttons and the keyboard, shows the board and the sentences of the
// text trace at every step, ends on the solver's solution, opens at
// #step=N, draws the heat map and the tree, and is usable without a mouse.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { launch, open, expected, boardText, stepNow, sentence, shot, unexpectedViolations, boardContrasts, PAGES as PAGES_DIR } from './helpers.mjs';

// Pages made by tests/browser.rs; `capped` holds only its first 5,000 events.
// `foreign` is drawn by `render` from an edited trace (tests/browser.rs).
const PAGES = ['classic', 'classic-zh', 'classic-zh-hans', 'classic-zh-tw', 'classic-naive',
  'four', 'six-index', 'sixteen', 'classic-a1', 'sixteen-a1', 'unsolvable', 'multi', 'singles',
  'singles-zh-tw', 'dlx', 'dlx-zh-hans', 'mrv-zh', 'capped', 'limited', 'foreign', 'classic-fc',
  'mac-lcv-zh', 'backjump', 'fc-zh-tw', 'backjump-zh-hans'];

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser.close(); });

test('every page loads without errors or requests and shows the givens', async () => {
  for (const name of PAGES) {
    const { page, context, problems } = await open(browser, name);
    const want = expected(name);
    assert.deepEqual(problems, [], `${name}: console or network problems`);
    assert.equal(await stepNow(page), 0, name);
    assert.equal(await boardText(page), want.boards[0], `${name}: the givens`);
    assert.match(await page.textContent('#step-label'), /0/);
    const cells = await page.$$eval('#board td', (tds) => tds.length);
    assert.equal(cells, want.boards[0].length, `${name}: one cell per square`);
    await context.close();
  }
});

test('every step shows the board and the sentence of the text trace', async () => {
  for (const name of PAGES) {
    const { page, context } = await open(browser, name);
    const want = expected(name);
    const total = await page.evaluate(() => window.__walkthrough.total);
    const steps = name === 'capped' ? 5000 : want.sentences.length;
    assert.equal(total, steps, `${name}: events in the page`);
    const boards = await page.evaluate((n) => window.__walkthrough.boards(0, n), total);
    const sentences = await page.evaluate((n) => window.__walkthrough.sentences(0, n), total);
    for (let s = 0; s <= total; s++) {
      if (boards[s] !== want.boards[s]) assert.fail(`${name}: board after step ${s}\n page ${boards[s]}\n want ${want.boards[s]}`);
    }
    for (let s = 0; s < total; s++) {
      if (sentences[s] !== want.sentences[s]) assert.fail(`${name}: sentence of step ${s + 1}\n page ${sentences[s]}\n want ${want.sentences[s]}`);
    }
    await context.close();
  }
});

test('the a1 notation names cells on the page as the text trace does', async () => {
  const { page, context } = await open(browser, 'classic-a1');
  await page.keyboard.press('ArrowRight');
  assert.equal(await sentence(page),
    'A3: candidates [1, 2, 4]; excluded 3 (row A2), 5 (row A1), 6 (box B1), 7 (row A5), 8 (column C3), 9 (box C2)');
  await page.evaluate(() => window.__walkthrough.goTo(12));
  assert.equal(await sentence(page), 'dead end at A9: no digit fits');
  // The tree and the path name their guesses the same way.
  assert.match(await page.textContent('#tree'), /A3 = 1/);
  assert.doesNotMatch(await page.textContent('#tree'), /r\dc\d/);
  await context.close();

  // On 16×16 the rows run A to P, the columns 1 to 16, and a numbered row
  // is named by its letter.
  const want = expected('sixteen-a1');
  assert.ok(want.sentences.some((s) => /\b[J-P]1[0-6]\b/.test(s)), 'a cell past row I and column 9');
  const sixteen = await open(browser, 'sixteen-a1');
  const total = await sixteen.page.evaluate(() => window.__walkthrough.total);
  const sentences = await sixteen.page.evaluate((n) => window.__walkthrough.sentences(0, n), total);
  assert.deepEqual(sentences, want.sentences.slice(0, total));
  assert.ok(sentences.every((s) => !/\br\d+c\d+\b/.test(s)), 'no rc names');
  await sixteen.context.close();
});

test('the board on screen follows the replay, step by step', async () => {
  const { page, context } = await open(browser, 'classic');
  const want = expected('classic');
  // Arrow keys through the first guesses, and later through dead ends and undos.
  for (let s = 1; s <= 660; s++) {
    if (s === 100) {
      await page.evaluate(() => window.__walkthrough.goTo(580));
      s = 581;
    }
    await page.keyboard.press('ArrowRight');
    assert.equal(await boardText(page), want.boards[s], `board after step ${s}`);
  }
  assert.equal(await stepNow(page), 660);
  assert.equal(await sentence(page), want.sentences[659]);
  await context.close();
});

test('buttons and keys step, jump and play', async () => {
  const { page, context, problems } = await open(browser, 'classic');
  const want = expected('classic');
  await page.click('#next');
  await page.click('#next');
  assert.equal(await stepNow(page), 2);
  assert.equal(await sentence(page), want.sentences[1]);
  assert.equal(await boardText(page), want.boards[2]);
  assert.equal(await page.textContent('#step-label'), 'Step 2 of 13,820');
  await page.click('#prev');
  assert.equal(await stepNow(page), 1);
  assert.equal(await sentence(page), 'r1c3: candidates [1, 2, 4]; excluded 3 (row r1c2), 5 (row r1c1), 6 (box r2c1), 7 (row r1c5), 8 (column r3c3), 9 (box r3c2)');

  await page.keyboard.press('ArrowRight');
  assert.equal(await stepNow(page), 2);
  await page.keyboard.press('Shift+ArrowRight');
  assert.equal(await stepNow(page), 12);
  assert.equal(await sentence(page), 'dead end at r1c9: no digit fits');
  assert.equal(await page.textContent('#banner'), '✗ Dead end');
  assert.ok(await page.$('#board td.dead'), 'the dead cell is marked');
  await page.keyboard.press('ArrowLeft');
  assert.equal(await stepNow(page), 11);
  await page.keyboard.press('End');
  assert.equal(await stepNow(page), 13820);
  await page.keyboard.press('Home');
  assert.equal(await stepNow(page), 0);
  await page.keyboard.press('PageDown');
  assert.equal(await stepNow(page), 100);
  await page.keyboard.press('PageUp');
  assert.equal(await stepNow(page), 0);
  await page.keyboard.press('?');
  assert.equal(await page.getAttribute('#keys-dialog', 'open'), '', 'the list of keys opens');
  assert.match(await page.textContent('#keys-dialog'), /back to the last branch point/);
  await page.keyboard.press('?');
  assert.equal(await page.getAttribute('#keys-dialog', 'open'), null);

  // Jumps: the next dead end (D), back (Shift+D), the last branch point (B).
  await page.keyboard.press('d');
  assert.equal(await stepNow(page), 12);
  await page.keyboard.press('d');
  const second = await stepNow(page);
  assert.ok(second > 12);
  assert.match(await sentence(page), /^dead end at /);
  await page.keyboard.press('Shift+D');
  assert.equal(await stepNow(page), 12);
  await page.keyboard.press('b');
  assert.equal(await stepNow(page), 8, 'the deepest guess standing with another choice: not r1c8 = 9 (1 of 1), but');
  assert.equal(await sentence(page), 'try r1c7 = 8 (candidate 1 of 2)');
  await page.keyboard.press('b');
  assert.equal(await stepNow(page), 6, 'then the one below it');
  assert.equal(await sentence(page), 'try r1c6 = 4 (candidate 1 of 3)');
  await page.click('#next-dead-end');
  assert.equal(await stepNow(page), 12);
  await page.click('#branch');
  assert.equal(await stepNow(page), 8);

  // Next solution (S) lands on the solved event.
  await page.keyboard.press('s');
  assert.equal(await stepNow(page), 13820);
  assert.equal(await sentence(page), 'solution 1 found');

  // Play, at the fastest speed, until it is paused again.
  await page.keyboard.press('Home');
  await page.selectOption('#speed', '500');
  await page.focus('#play');
  await page.keyboard.press('Space');
  assert.equal(await page.getAttribute('#play', 'aria-label'), 'Pause');
  await page.waitForFunction(() => window.__walkthrough.step() > 30);
  await page.keyboard.press('Space');
  assert.equal(await page.getAttribute('#play', 'aria-label'), 'Play');
  const paused = await stepNow(page);
  await page.waitForTimeout(150);
  assert.equal(await stepNow(page), paused, 'paused means paused');
  assert.equal(await sentence(page), want.sentences[paused - 1]);
  await page.keyboard.press('+');
  assert.equal(await page.inputValue('#speed'), '2000');

  // The slider.
  await page.fill('#slider', '600');
  assert.equal(await stepNow(page), 600);
  assert.equal(await boardText(page), want.boards[600]);
  assert.deepEqual(problems, []);
  await context.close();
});

test('the last step shows the solver’s solution', async () => {
  for (const name of ['classic', 'classic-zh', 'classic-zh-hans', 'classic-zh-tw', 'four', 'six-index',
    'sixteen', 'singles', 'singles-zh-tw', 'dlx', 'dlx-zh-hans', 'mrv-zh', 'classic-naive']) {
    const { page, context } = await open(browser, name);
    const want = expected(name);
    assert.equal(want.end, 'solution_limit', name);
    await page.click('#last');
    assert.equal(await boardText(page), want.solutions[want.solutions.length - 1], `${name}: the solution`);
    assert.ok(await page.$('#board.solved'), `${name}: the board celebrates`);
    assert.match(await page.textContent('#banner'), /✓/);
    assert.equal(await page.isVisible('#end-sentence'), true);
    await context.close();
  }
});

test('every solution of a puzzle with several, one after another', async () => {
  const { page, context } = await open(browser, 'multi');
  const want = expected('multi');
  assert.ok(want.solutions.length > 1);
  for (const solution of want.solutions) {
    await page.click('#next-solution');
    assert.equal(await boardText(page), solution);
    assert.match(await page.textContent('#banner'), /^✓ Solution \d+!$/);
  }
  assert.equal(await page.getAttribute('#next-solution', 'aria-disabled'), 'true');
  await page.click('#last');
  // More than one, so the plural (Intl.PluralRules in the page's words.js).
  assert.equal(await page.textContent('#end-sentence'), `Search complete: ${want.solutions.length} solutions.`);
  await context.close();
});

test('an unsolvable puzzle ends saying so', async () => {
  const { page, context } = await open(browser, 'unsolvable');
  assert.equal(await page.getAttribute('#next-solution', 'aria-disabled'), 'true');
  await page.keyboard.press('End');
  assert.equal(await page.textContent('#end-sentence'), 'Search complete: no solution.');
  assert.equal(await boardText(page), expected('unsolvable').boards[0], 'every guess taken back');
  await shot(page, 'unsolvable-end');
  await context.close();
});

test('#step=N opens at that step, and the URL follows the player', async () => {
  const want = expected('classic');
  const { page, context } = await open(browser, 'classic', { hash: '#step=600' });
  assert.equal(await stepNow(page), 600);
  assert.equal(await page.textContent('#step-label'), 'Step 600 of 13,820');
  assert.equal(await sentence(page), want.sentences[599]);
  assert.equal(await boardText(page), want.boards[600]);
  await page.keyboard.press('ArrowRight');
  assert.equal(await page.evaluate(() => location.hash), '#step=601');
  await page.evaluate(() => { location.hash = '#step=42'; });
  await page.waitForFunction(() => window.__walkthrough.step() === 42);
  assert.equal(await sentence(page), want.sentences[41]);
  await context.close();

  const far = await open(browser, 'classic', { hash: '#step=99999999' });
  assert.equal(await stepNow(far.page), 13820, 'a step past the end shows the end');
  await far.context.close();
});

test('the excluding peer lights up on hover and on focus', async () => {
  const { page, context } = await open(browser, 'classic', { hash: '#step=1' });
  const chips = await page.$$('#chips .chip');
  assert.equal(chips.length, 6, 'six digits excluded at r1c3');
  await chips[0].hover();
  // 3 is excluded by r1c2, in the row.
  const peer = await page.$$eval('#board td', (tds) => tds.findIndex((td) => td.classList.contains('peer')));
  assert.equal(peer, 1);
  const unit = await page.$$eval('#board td.peer-unit', (tds) => tds.length);
  assert.equal(unit, 9, 'the whole row is shaded');
  // The hovered chip stays readable: white on the peer's blue, not on the buttons' hover yellow.
  const look = await chips[0].evaluate((b) => [getComputedStyle(b).color, getComputedStyle(b).backgroundColor]);
  assert.deepEqual(look, ['rgb(255, 255, 255)', 'rgb(0, 87, 217)']);
  await chips[2].focus();
  // 6 is excluded by r2c1, in the box.
  const boxPeer = await page.$$eval('#board td', (tds) => tds.findIndex((td) => td.classList.contains('peer')));
  assert.equal(boxPeer, 9);
  assert.equal(await chips[2].getAttribute('aria-label'), '6: excluded by r2c1 in the same box');
  await shot(page, 'classic-exclusion-focus');

  // A refused digit shows its peer without asking (the naive walk).
  await page.goto(page.url().replace('classic.html#step=1', 'classic-naive.html#step=2'));
  await page.waitForFunction(() => window.__walkthrough && window.__walkthrough.readyMs > 0);
  assert.match(await sentence(page), /^reject 1 at r1c4: r1c3 in the same row holds 1$/);
  assert.ok(await page.$('#board td.rejected'));
  const refused = await page.$$eval('#board td', (tds) => tds.findIndex((td) => td.classList.contains('peer')));
  assert.equal(refused, 2);
  await context.close();
});

test('the heat map, the tree, the path and the counters', async () => {
  const { page, context } = await open(browser, 'classic', { hash: '#step=600' });
  const want = expected('classic');
  assert.equal(await page.$$eval('#heat td', (tds) => tds.length), 81);
  const hottest = await page.$$eval('#heat td', (tds) => Math.max(...tds.map((td) => Number(td.textContent) || 0)));
  assert.ok(hottest > 100, 'some cell was taken back often');
  // Every number on the heat map reads at 4.5:1 at least (WCAG 1.4.3): its
  // colour against its cell's, as the browser computes them; its lines and
  // rings at 3:1 (WCAG 1.4.11).
  const heatContrast = await page.evaluate(boardContrasts, '#heat');
  assert.ok(heatContrast.count.text > 20, `numbers on the heat map: ${heatContrast.count.text}`);
  assert.ok(heatContrast.min.text.ratio >= 4.5, `the heat map's numbers read at 4.5:1: ${JSON.stringify(heatContrast.min.text)}`);
  assert.deepEqual(heatContrast.found, [], 'the heat map\'s numbers, lines and rings');
  const heatLabel = await page.getAttribute('#heat td:nth-child(9)', 'aria-label');
  const heat = heatLabel.match(/^r1c9: (\d+) taken back, (\d+) dead (ends?)$/);
  assert.ok(heat, heatLabel);
  assert.equal(heat[3], Number(heat[2]) === 1 ? 'end' : 'ends', heatLabel);

  // Up to this step (H): the heat so far adds up to the counters so far.
  await page.keyboard.press('h');
  assert.equal(await page.getAttribute('#heat-now', 'aria-pressed'), 'true');
  const soFar = await page.$$eval('#heat td.heat', (tds) => tds.reduce((a, td) => a + (Number(td.textContent) || 0), 0));
  assert.equal(soFar, 173 + 62, 'backtracks and dead ends in the first 600 steps');
  const [back, dead] = await page.evaluate(() => window.__walkthrough.heatAt(13820));
  const sum = (xs) => xs.reduce((a, b) => a + b, 0);
  assert.equal(sum(back), want.stats.backtracks);
  assert.equal(sum(dead), want.stats.dead_ends);
  await page.click('#heat-whole');
  assert.equal(await page.getAttribute('#heat-now', 'aria-pressed'), 'false');

  // The tree: the path to the solution unfolded, failed guesses folded, and
  // each run of guesses that had a single next guess drawn as one line.
  const nodes = await page.$$eval('#tree .node', (b) => b.length);
  assert.ok(nodes > 12 && nodes < 51, `the solution path, its runs in one line each, and its failed siblings: ${nodes} nodes`);
  const runs = await page.$$eval('#tree .chain-node > .tree-row', (rows) => rows.map((r) => r.textContent));
  assert.ok(runs.length >= 2, 'runs of single guesses drawn as one line');
  assert.match(runs[0], /^▸\d+–\d+depth \d+–\d+r\dc\d = \d→ … → r\dc\d = \d\(\d+ guesses\)✓ 1 solution$/);
  const depths = await page.$$eval('#tree .lvl', (ls) => ls.map((l) => l.firstChild.textContent));
  assert.ok(depths.includes('51'), 'every row says its depth');
  const folded = await page.textContent('#tree .note.fail');
  assert.match(folded, /^✗ [\d,]+ placements, [\d,]+ dead ends, the first at r\dc\d$/);
  assert.match(await page.textContent('#tree .here'), /^r1c3 = 1$/, 'step 600 lies inside the first, failed guess');
  await page.click('#tree .toggle[aria-expanded="false"]');
  assert.ok(await page.$('#tree .toggle[aria-expanded="true"]'));
  assert.match(await page.textContent('#tree .here'), /^r1c4 = 6$/, 'unfolded, the mark goes one level deeper');
  await page.click('#tree .node >> nth=3');
  const jumped = await stepNow(page);
  assert.match(want.sentences[jumped - 1], /^try /, 'a node jumps to its guess');

  // A guess inside a run drawn as one line: the line shows it, marked.
  await page.keyboard.press('End');
  assert.equal(await page.textContent('#tree [aria-current="step"]'), 'r9c7 = 1');
  const inside = await page.$$eval('#path .choice', (cs) => cs[39].querySelector('.what').textContent);
  await page.click('#path .choice >> nth=39');
  assert.equal(await page.textContent('#tree [aria-current="step"]'), inside, 'depth 40, inside a run');
  assert.ok(await page.$('#tree .chain-line [aria-current="step"]'), 'shown on its run’s line');
  // Keys move along the run with the focus on the line: the line is drawn
  // again with the next guess, and the focus stays on the run.
  await page.focus('#tree .chain-line [aria-current="step"]');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  const moved = await page.evaluate(() => [document.querySelector('#tree [aria-current]').textContent,
    document.activeElement.closest('.chain-line') !== null]);
  assert.notEqual(moved[0], inside, 'two steps on, the next guess of the run');
  assert.equal(moved[1], true, 'the focus is still on the run’s line');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  assert.equal(await page.textContent('#tree [aria-current="step"]'), inside);
  // Unfolded, the run is one line a guess, and it folds back into one line.
  const toggle = page.locator('#tree .chain-node:has([aria-current]) > .tree-row > .toggle').last();
  assert.match(await toggle.getAttribute('aria-label'), /^Unfold the \d+ guesses from r\dc\d = \d to r\dc\d = \d, one line each$/);
  await toggle.click();
  const unfolded = await page.$$eval('#tree .node', (b) => b.length);
  assert.ok(unfolded > nodes, 'more nodes once a run unfolds');
  assert.equal(await page.textContent('#tree [aria-current="step"]'), inside);
  assert.equal(await page.$('#tree .chain-line [aria-current="step"]'), null, 'on a line of its own now');
  const foldBack = page.locator('#tree .chain[aria-expanded="true"]').last();
  assert.match(await foldBack.getAttribute('aria-label'), /^Fold these \d+ guesses back into one line$/);
  await foldBack.click();
  assert.ok(await page.$('#tree .chain-line [aria-current="step"]'), 'folded back into its line');
  assert.equal(await page.evaluate(() => document.activeElement.getAttribute('aria-expanded')), 'false', 'focus stays on the run’s toggle');

  // The path of choices: one line per guess standing, with its depth.
  await page.evaluate(() => window.__walkthrough.goTo(600));
  const path = await page.$$eval('#path .choice', (b) => b.map((x) => x.textContent));
  assert.equal(path.length, 9);
  assert.equal(path[0], 'depth 1r1c3 = 1candidate 1 of 3');
  assert.equal(await page.textContent('#depth'), 'depth 9');

  // The counters so far and at the end, and their definitions one click away.
  const row = await page.$$eval('#counter-table tbody tr', (trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent)));
  assert.deepEqual(row[0].slice(0, 3), ['placements', '182', '4,208']);
  assert.deepEqual(row[7].slice(0, 3), ['events', '600', '13,820']);
  assert.equal(await page.isVisible('#counter-table td.definition'), false);
  await page.click('#definitions');
  assert.equal(await page.isVisible('#counter-table td.definition'), true);
  assert.equal(await page.textContent('#counter-table td.definition'), 'digits written into empty cells as guesses');
  await page.keyboard.press('t');
  assert.equal(await page.isVisible('#counter-table td.definition'), false);

  // Key moments.
  const moments = await page.$$eval('#moments figcaption', (f) => f.map((x) => x.textContent));
  assert.deepEqual(moments[0], 'The puzzle');
  assert.match(moments[1], /^The first dead end \(step 12\)$/);
  assert.match(moments[2], /^The longest backtrack: \d+ guesses taken back in a row \(step [\d,]+\)$/);
  assert.match(moments[3], /^Solution 1 \(step 13,820\)$/);
  await context.close();
});

test('exact cover shows the options it counts', async () => {
  const { page, context } = await open(browser, 'dlx');
  const checked = await page.evaluate(() => {
    const w = window.__walkthrough;
    let cells = 0, units = 0;
    for (let s = 1; s <= w.total; s++) {
      const d = w.infoAt(s);
      if (d.options === undefined) continue;
      const shown = d.places ?? d.candidates;
      if (shown !== d.options) throw new Error(`step ${s}: ${d.sentence}, but ${shown} shown`);
      if (d.places === null) cells++; else units++;
    }
    return { cells, units };
  });
  assert.ok(checked.cells > 100 && checked.units > 10, JSON.stringify(checked));
  await context.close();
});

test('a capped page says what it left out', async () => {
  const { page, context } = await open(browser, 'capped');
  const note = await page.textContent('#truncated');
  assert.match(await page.textContent('#notices-summary'), /holds 5,000 of 13,820 events/);
  await page.click('#notices-summary');
  assert.equal(await page.isVisible('#truncated'), true);
  assert.match(note, /the first 5,000 of the 13,820 events/);
  assert.equal(await page.isVisible('#step-limited'), false, 'the search itself finished');
  await page.keyboard.press('End');
  assert.equal(await stepNow(page), 5000);
  const counters = await page.$$eval('#counter-table tbody tr', (trs) => trs.map((tr) => tr.children[2].textContent));
  assert.equal(counters[7], '13,820', 'the counters at the end count the whole search');
  // The solution lies past the cap (step 13,820): the page keeps it, and
  // ✓ Next solution reaches it, from the first step too (issue 28, item 5).
  assert.match(await page.textContent('#notices-summary'), /solution 1 at step 13,820, past the page/);
  await page.keyboard.press('Home');
  await page.click('#notices-summary');
  assert.equal(await page.getAttribute('#next-solution', 'aria-disabled'), null);
  await page.click('#next-solution');
  assert.equal(await stepNow(page), 5000);
  assert.equal(await page.isVisible('#late-solution'), true);
  assert.match(await page.textContent('#late-solution-text'), /^The search found solution 1 at step 13,820, past the 5,000 events/);
  const solved = await page.$$eval('#late-solution td .v', (vs) => vs.map((v) => v.textContent).join(''));
  assert.equal(solved, expected('capped').solutions[0], 'the solution the text trace ends with');
  await context.close();
});

test('an event the page cannot rebuild travels whole and is told as written', async () => {
  const { page, context } = await open(browser, 'foreign', { hash: '#step=1' });
  assert.equal(await page.evaluate(() => window.__walkthrough.rawEvents), 1);
  assert.equal(await sentence(page), 'r1c1: candidates [1, 4]; excluded 2 (column r3c1), 3 (column r4c1)');
  await page.hover('#chips li:nth-child(2) .chip');
  const peer = await page.$$eval('#board td', (tds) => tds.findIndex((td) => td.classList.contains('peer')));
  assert.equal(peer, 12, 'the peer the trace names, r4c1');
  assert.match(await page.textContent('.summary'), /^student search/);
  // The trace breaks the rules (its exclusion reason is not the first
  // peer): the page says so at its top, as verify words it (issue 28).
  assert.equal(await page.isVisible('#notices'), true);
  assert.match(await page.textContent('#notices-summary'), /breaks the rules at step 1/);
  await page.click('#notices-summary');
  assert.equal(await page.isVisible('#rules-broken'), true);
  assert.match(await page.textContent('#rules-broken'),
    /^This trace breaks the rules at step 1: exclusion reason not the first: 3 is excluded by r4c1 in the column\. Expected: /);
  await context.close();
});

test('a raw event of a kind the page does not know is a plain step with its JSON', async () => {
  // The foreign page with its one raw event renamed to a kind no data lists
  // (as a page of a newer trace format might hold): the page still opens,
  // tells that step as its JSON, leaves the board alone, counts it as an
  // event and nothing else, and replays every other step as before.
  const html = readFileSync(path.join(PAGES_DIR, 'foreign.html'), 'utf8');
  const from = '"raw":[{"event":"candidates_computed"';
  assert.ok(html.includes(from), 'the foreign page carries its raw event');
  writeFileSync(path.join(PAGES_DIR, 'foreign-unknown.html'), html.replace(from, '"raw":[{"event":"made_up_kind"'));
  const { page, context, problems } = await open(browser, 'foreign-unknown', { hash: '#step=1' });
  const want = expected('foreign');
  assert.deepEqual(problems, []);
  assert.match(await sentence(page), /^\{"event":"made_up_kind","cell":\[0,0\],"depth":0,/);
  assert.equal(await boardText(page), want.boards[1]);
  const counters = await page.$$eval('#counter-table tbody tr', (trs) => trs.map((tr) => tr.children[1].textContent));
  assert.deepEqual(counters, ['0', '0', '0', '0', '0', '0', '0', '1']);
  const total = await page.evaluate(() => window.__walkthrough.total);
  const boards = await page.evaluate((n) => window.__walkthrough.boards(0, n), total);
  assert.deepEqual(boards, want.boards);
  const sentences = await page.evaluate((n) => window.__walkthrough.sentences(1, n), total);
  assert.deepEqual(sentences, want.sentences.slice(1));
  await page.keyboard.press('End');
  assert.equal(await stepNow(page), total);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a step limit is told as the text trace tells it', async () => {
  const { page, context } = await open(browser, 'limited');
  assert.match(await page.textContent('#step-limited'), /stopped at its step limit \(3,000 steps, --max-steps\)/);
  assert.equal(await page.isVisible('#truncated'), false);
  await page.keyboard.press('End');
  assert.equal(await sentence(page), 'step limit reached after 3000 steps: search stopped');
  assert.match(await page.textContent('#end-sentence'), /^Stopped at the step limit/);
  await context.close();
});

test('Chinese pages speak Chinese', async () => {
  const { page, context } = await open(browser, 'classic-zh', { hash: '#step=2' });
  assert.equal(await page.getAttribute('html', 'lang'), 'zh-Hant');
  assert.equal(await sentence(page), '嘗試 [0,2] 填 1（第 1 個備選數，共 3 個）');
  assert.equal(await page.getAttribute('#next', 'aria-label'), '下一步');
  await shot(page, 'classic-zh-step-2');
  await context.close();
});

// Each variant in its own words and script, tagged for screen readers and
// fonts; Taiwan's page calls a row 列 and a column 行, the seeds' the other
// way round (step 1 excludes digits by peers in the cell's row and column).
const VARIANTS = [
  { name: 'classic-zh-hans', lang: 'zh-Hans', font: 'Noto Sans CJK SC', next: '下一步', row: '同行', column: '同列',
    step2: '在 [0,2] 试填 1（第 1 个备选数，共 3 个）' },
  { name: 'classic-zh-tw', lang: 'zh-TW', font: 'Noto Sans CJK TC', next: '下一步', row: '同列', column: '同行',
    step2: '嘗試在 [0,2] 填 1（第 1 個候選數，共 3 個）' },
];

test('Simplified and Taiwan pages speak their own Chinese', async () => {
  for (const v of VARIANTS) {
    const { page, context } = await open(browser, v.name, { hash: '#step=2' });
    assert.equal(await page.getAttribute('html', 'lang'), v.lang, v.name);
    assert.equal(await sentence(page), v.step2, v.name);
    assert.equal(await page.getAttribute('#next', 'aria-label'), v.next, v.name);
    const first = expected(v.name).sentences[0];
    assert.match(first, new RegExp(`3（${v.row} \\[0,1\\]）`), `${v.name}: ${first}`);
    assert.match(first, new RegExp(`8（${v.column} \\[2,2\\]）`), `${v.name}: ${first}`);
    await context.close();
  }
});

// Which fonts Chromium really drew the sentence with (DevTools protocol):
// with Debian's fonts-noto-cjk installed (.ci/run), each script's own Noto
// CJK face, so screenshots show characters, not boxes.
test('Chinese pages are drawn with a CJK font of their script', async (t) => {
  let fonts = '';
  try {
    fonts = execFileSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' });
  } catch { /* no fontconfig: no font to find */ }
  if (!fonts.includes('Noto Sans CJK') && process.env.CI !== 'true') {
    t.skip('no Noto CJK font installed (Debian: apt-get install fonts-noto-cjk)');
    return;
  }
  for (const v of VARIANTS) {
    const { page, context } = await open(browser, v.name, { hash: '#step=2' });
    const cdp = await context.newCDPSession(page);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument');
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: '#sentence' });
    const used = (await cdp.send('CSS.getPlatformFontsForNode', { nodeId })).fonts.map((f) => f.familyName);
    assert.ok(used.includes(v.font), `${v.name}: drawn with ${used.join(', ')}`);
    for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
      await page.setViewportSize(viewport);
      await shot(page, `${v.name}-step-2-${viewport.width}`);
    }
    await context.close();
  }
});

test('keyboard users can reach and see every control', async () => {
  const { page, context } = await open(browser, 'four');
  const unnamed = await page.$$eval('button, select, input', (els) => els
    .filter((e) => !(e.getAttribute('aria-label') || e.textContent.trim() || e.closest('label')))
    .map((e) => e.outerHTML));
  assert.deepEqual(unnamed, [], 'every control has a name');
  await page.keyboard.press('Tab'); // the skip link
  await page.keyboard.press('Tab');
  const focused = await page.evaluate(() => {
    const e = document.activeElement;
    const style = getComputedStyle(e);
    return { id: e.id, outline: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  assert.equal(focused.id, 'slider');
  assert.equal(focused.outline, 'solid');
  assert.ok(focused.width >= 3, 'a thick focus ring');
  // Space plays even on a focused button (Enter presses it).
  await page.focus('#next');
  await page.keyboard.press('Enter');
  assert.equal(await stepNow(page), 1);
  await context.close();
});

// Each board's digits and pencil marks at 4.5:1 (3:1 if large), its corner
// symbols, lines and rings at 3:1 against the fills they lie on, as
// Chromium computes them (boardContrasts, helpers.mjs), at the first steps
// of every kind and with an excluded digit's peer lit: the candidates
// search (struck-out candidates in the current cell), the textbook's (a
// domain's pencil marks, prunings, wipeouts, backjumps, a value order),
// exact cover's options, a 16×16; in projector mode (P), without spoilers
// (N) and with the heat map of the search so far (H); and a quiz question's
// target cell.
test('the boards keep their contrast: digits, pencil marks, symbols, lines, in every mode', async () => {
  // Each failure once per page and mode, kind of cell, part and colour
  // (the lowest, and how many times it was seen).
  const failures = new Map();
  const lowest = {};
  const measure = async (page, where) => {
    const r = await page.evaluate(boardContrasts);
    for (const f of r.found) {
      const part = f.what.replace(/r\d+c\d+/, '').replace(/“.*/, '').replace(/ (top|right|bottom|left) line/, ' line');
      const key = `${where.replace(/ step \d+.*/, '')}: ${f.kind} ${part} ${f.fg}`;
      const seen = failures.get(key) || { times: 0 };
      if (!seen.text || f.ratio < seen.ratio) Object.assign(seen, { ratio: f.ratio, text: `${where}: ${f.kind} ${f.what}: ${f.fg} on ${f.bg} ${f.ratio}:1 < ${f.need}:1` });
      seen.times++;
      failures.set(key, seen);
    }
    for (const [kind, m] of Object.entries(r.min)) if (!lowest[kind] || m.ratio < lowest[kind].ratio) lowest[kind] = { ...m, where };
  };
  const runs = [
    ['classic', []], ['classic', ['p']], ['classic', ['n']], ['classic', ['h']],
    ['classic-fc', []], ['classic-fc', ['p']], ['backjump', []], ['mac-lcv-zh', []],
    ['dlx', []], ['sixteen', []], ['sixteen', ['p']],
  ];
  for (const [name, keys] of runs) {
    const { page, context } = await open(browser, name, { viewport: { width: 1280, height: 900 } });
    for (const k of keys) await page.locator('body').press(k);
    // The first three steps of each kind (in the first 3,000), and the last.
    const steps = await page.evaluate(() => {
      const w = window.__walkthrough;
      const seen = new Map();
      const out = [0];
      for (let s = 1; s <= Math.min(w.total, 3000); s++) {
        const kind = w.infoAt(s).kind;
        seen.set(kind, (seen.get(kind) || 0) + 1);
        if (seen.get(kind) <= 3) out.push(s);
      }
      return out.concat([w.total]);
    });
    for (const s of steps) {
      await page.evaluate((n) => window.__walkthrough.goTo(n), s);
      const where = `${name}${keys.map((k) => ` ${k.toUpperCase()}`).join('')} step ${s}`;
      await measure(page, where);
      // An excluded digit's chip focused: its peer and unit lit, the digit
      // lit among the pencil marks.
      if (await page.evaluate(() => { const c = document.querySelector('#chips button'); if (c) c.focus(); return !!c; })) {
        await measure(page, `${where}, a chip focused`);
        await page.evaluate(() => document.activeElement.blur());
      }
    }
    await context.close();
  }
  // A quiz question's cell, marked on the board.
  const { page, context } = await open(browser, 'quiz');
  const { moments } = await page.evaluate(() => window.__walkthrough.quiz());
  await page.evaluate((s) => window.__walkthrough.goTo(s), moments[0].at - 1);
  await page.locator('#next').focus();
  await page.keyboard.press('ArrowRight');
  assert.equal(await page.evaluate(() => window.__walkthrough.quiz().asking), 0);
  assert.equal(await page.locator('#board td.quiz-target').count(), 1);
  await measure(page, 'quiz, a question asked');
  await context.close();
  const failed = [...failures.values()].map((f) => `${f.text} (${f.times}×)`);
  assert.equal(failed.length, 0, `${failed.length} contrasts too low:\n${failed.slice(0, 60).join('\n')}`);
  // What was measured, and how low each kind went.
  for (const kind of ['text', 'glyph', 'edge']) assert.ok(lowest[kind], `some ${kind} measured`);
  console.log(`lowest contrasts: ${Object.entries(lowest).map(([k, m]) => `${k} ${m.ratio.toFixed(2)}:1 (${m.fg} on ${m.bg}, ${m.what}, ${m.where})`).join('; ')}`);
});

// Forced colours (Windows' contrast themes) drop fills and box shadows: the
// current cell, an excluding peer and a dead end keep a ring (an outline)
// and a lit pencil mark its highlight, and what is left reads.
test('in forced colours the current cell, a peer and a dead end keep their rings', async () => {
  const { page, context } = await open(browser, 'classic');
  await page.emulateMedia({ forcedColors: 'active' });
  const ring = (sel) => page.$eval(sel, (td) => {
    const s = getComputedStyle(td);
    return { style: s.outlineStyle, width: parseFloat(s.outlineWidth), shadow: s.boxShadow };
  });
  await page.evaluate(() => window.__walkthrough.goTo(1));
  await page.focus('#chips button');
  for (const sel of ['#board td.current', '#board td.peer']) {
    const r = await ring(sel);
    assert.equal(r.shadow, 'none', `${sel}: no box shadow in forced colours`);
    assert.notEqual(r.style, 'none', `${sel} keeps a ring: ${JSON.stringify(r)}`);
    assert.ok(r.width >= 3, `${sel}: a ring of 3px or more: ${JSON.stringify(r)}`);
  }
  const lit = await page.$eval('#board td.current .mark.lit', (m) => [getComputedStyle(m).color, getComputedStyle(m).backgroundColor]);
  assert.notEqual(lit[0], lit[1], `the lit mark keeps its highlight: ${lit}`);
  const dead = await page.evaluate(() => {
    const w = window.__walkthrough;
    for (let s = 1; s <= w.total; s++) if (/^dead end/.test(w.infoAt(s).sentence)) return s;
    return -1;
  });
  await page.evaluate((s) => window.__walkthrough.goTo(s), dead);
  assert.notEqual((await ring('#board td.dead')).style, 'none', 'a dead end keeps its ring');
  const r = await page.evaluate(boardContrasts);
  assert.deepEqual(r.found, []);
  await context.close();
});

test('screenshots for a projector, a phone and paper', async () => {
  const want = expected('classic');
  const projector = { width: 1280, height: 720 };
  {
    const { page, context } = await open(browser, 'classic', { viewport: projector });
    for (const s of [0, 5, 12, 601, want.sentences.length]) {
      await page.evaluate((n) => window.__walkthrough.goTo(n), s);
      await shot(page, `classic-step-${s}`);
    }
    // The board and the player fit on a projector's screen together.
    const box = await page.locator('#board').boundingBox();
    const play = await page.locator('#play').boundingBox();
    assert.ok(box.width >= 380, `the board is big (${box.width}px)`);
    assert.ok(play.y + play.height <= projector.height, 'the play button is on screen');
    await shot(page, 'classic-full', { fullPage: true });
    await page.emulateMedia({ media: 'print' });
    await shot(page, 'classic-print', { fullPage: true });
    await context.close();
  }
  {
    const { page, context } = await open(browser, 'sixteen', { viewport: projector, hash: '#step=40' });
    await shot(page, 'sixteen-step-40');
    await context.close();
  }
  {
    const { page, context } = await open(browser, 'four', { viewport: { width: 390, height: 844 }, hash: '#step=5' });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `no sideways scrolling on a phone (${overflow}px too wide)`);
    await shot(page, 'four-phone');
    await context.close();
  }
});

// Last, so that it sees every page the tests above opened: every step, the
// jumps, playing, the heat map, the tree, the screenshots and print.
test('no page above met its Content-Security-Policy', () => {
  assert.deepEqual(unexpectedViolations, []);
});

test('a Chinese page speaks a cell in Chinese punctuation, an English one in English', async () => {
  // Labels were joined with ', ' and ': ' in every language.
  for (const [name, given] of [['dlx-zh-hans', /^\[\d,\d\]：\d，已知数$/], ['classic', /^r\dc\d: \d, given$/]]) {
    const { page, context } = await open(browser, name);
    const labels = await page.$$eval('#board td.given', (tds) => tds.map((td) => td.getAttribute('aria-label')));
    assert.ok(labels.length > 0 && labels.every((l) => given.test(l)), `${name}: ${labels.slice(0, 3).join(' | ')}`);
    await context.close();
  }
});
