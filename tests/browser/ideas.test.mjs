// The textbook's ideas seen and said on the pages the lecturer named
// (issue 24): a backjump on the board itself, in projector mode too, and on
// the tree; domains, not candidates, under inference, at every step in
// agreement with the board; a wipeout said as one with its cause marked;
// the ideas' own key moments and keys; marks large enough for a room and
// covering no pencil mark; a legend of what the page can show; the keys'
// dialog at its top. What the page must show is worked out from the
// events by tests/browser.rs (TextbookExpected), not by the page's code.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, open, expected, unexpectedViolations, shot, stepNow, sentence } from './helpers.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser.close(); });

const PROJECTOR = { width: 1280, height: 720 };
const cellIndex = (row, col, n = 9) => (row - 1) * n + (col - 1);
const classesOf = (page, c) => page.$$eval('#board td', (tds, i) => tds[i].className.split(' '), c);
const labelOf = (page, c) => page.$$eval('#board td', (tds, i) => tds[i].getAttribute('aria-label'), c);

test('classic backjump, step 49: the skipped guess r2c3 = 4 is struck on the board in projector mode, r2c2 = 2 marked apart', async () => {
  const { page, context, problems } = await open(browser, 'backjump', { hash: '#step=49', viewport: PROJECTOR });
  await page.locator('body').press('p');
  const said = await sentence(page);
  assert.match(said, /^r2c7 has no value left/, 'no dead end at r2c7: its values ran out');
  assert.match(said, /skipping r2c3 = 4/);
  const skipped = cellIndex(2, 3), landing = cellIndex(2, 2);
  assert.ok((await classesOf(page, skipped)).includes('skipped'), 'r2c3 drawn as skipped');
  assert.ok(await page.locator('#board td').nth(skipped).isVisible(), 'on the board projector mode shows');
  const landed = await classesOf(page, landing);
  assert.ok(landed.includes('landing') && !landed.includes('conflict'), `r2c2 marked apart: ${landed}`);
  for (const other of [cellIndex(1, 9), cellIndex(1, 7)]) {
    assert.ok((await classesOf(page, other)).includes('conflict'), 'the rest of the conflict set keeps its flag');
  }
  assert.match(await labelOf(page, skipped), /skipped by the backjump/);
  // The glyphs a room must read are at least as large as a pencil mark.
  const sizes = await page.$$eval('#board td', (tds, [s, l]) => [s, l].map((i) => parseFloat(getComputedStyle(tds[i].querySelector('.box'), i === s ? '::after' : '::before').fontSize)), [skipped, landing]);
  for (const size of sizes) assert.ok(size >= 18, `a mark of ${size}px`);
  await shot(page, 'ideas-backjump-49-projector');
  assert.deepEqual(problems, []);
  await context.close();
});

test('every backjump strikes the guesses it skips on the board, and the tree marks where the search jumped', async () => {
  for (const name of ['backjump', 'four-backjump']) {
    const { page, context, problems } = await open(browser, name);
    const want = expected(name).textbook;
    assert.ok(want.backjumps.length > 0);
    const faults = await page.evaluate((jumps) => {
      const out = [];
      for (const j of jumps) {
        window.__walkthrough.goTo(j.step);
        const tds = [...document.querySelectorAll('#board td')];
        const struck = tds.flatMap((td, i) => (td.classList.contains('skipped') ? [i] : []));
        if (struck.join() !== j.skipped.slice().sort((a, b) => a - b).join()) out.push({ step: j.step, struck, want: j.skipped });
      }
      return out.slice(0, 3);
    }, want.backjumps);
    assert.deepEqual(faults, [], name);
    // The tree, without spoilers (open along the path standing), once the
    // first jump is carried out: the guesses it skipped struck, where it
    // landed marked.
    const first = want.backjumps[0];
    await page.locator('body').press('n');
    await page.evaluate((s) => window.__walkthrough.goTo(s), first.step + first.over);
    const jumped = await page.locator('#tree .node.jumped').count();
    const landed = await page.locator('#tree .node.landed').count();
    assert.ok(jumped > 0 && landed > 0, `${name}: ${jumped} skipped and ${landed} landing nodes drawn`);
    assert.deepEqual(problems, []);
    await context.close();
  }
});

test('first-4x4 backjump, step 15: both guesses the jump goes over are struck', async () => {
  const { page, context } = await open(browser, 'four-backjump', { hash: '#step=15' });
  assert.match(await sentence(page), /jump back over 2 guesses to r1c1 = 1, skipping r1c2 = 4 and r1c4 = 2/);
  for (const c of [cellIndex(1, 2, 4), cellIndex(1, 4, 4)]) assert.ok((await classesOf(page, c)).includes('skipped'));
  assert.ok((await classesOf(page, cellIndex(1, 1, 4))).includes('landing'));
  await context.close();
});

test('classic fc, step 25: the wipeout is said as one, and r1c6 stays marked as its cause; W goes to it from the start', async () => {
  const { page, context, problems } = await open(browser, 'classic-fc', { viewport: PROJECTOR });
  assert.equal(await stepNow(page), 0);
  await page.locator('body').press('w');
  assert.equal(await stepNow(page), 25, 'the first-wipeout key');
  assert.match(await sentence(page), /^domain of r3c6 wiped out: forward checking after r1c6 = 4 \(step 19\)/);
  assert.equal(await page.textContent('#banner'), '∅ Domain wiped out', 'the banner names it too');
  const clipped = await page.evaluate(() => {
    const cap = document.querySelector('table.board caption').getBoundingClientRect();
    const b = document.getElementById('banner').getBoundingClientRect();
    return b.left < cap.left - 0.5 || b.right > cap.right + 0.5;
  });
  assert.equal(clipped, false, 'the banner is shown whole (the caption\'s label gives way)');
  const cause = cellIndex(1, 6);
  assert.ok((await classesOf(page, cause)).includes('cause'));
  assert.match(await labelOf(page, cause), /the guess whose inference wiped out a domain/);
  // The key moment is there too, and goes to the same step.
  const moment = page.locator('#moments .moment', { hasText: 'The first wipeout' });
  assert.equal(await moment.count(), 1);
  assert.equal(await moment.getAttribute('data-step'), '25');
  // Pencil marks readable from the back of a room at 1280×720.
  const mark = await page.$eval('#board .marks.domain:not([hidden])', (m) => parseFloat(getComputedStyle(m).fontSize));
  assert.ok(mark >= 18, `pencil marks of ${mark}px at 1280×720`);
  await shot(page, 'ideas-fc-25');
  // Every wipeout of the search keeps its cause in view.
  const want = expected('classic-fc').textbook.wipeouts;
  assert.equal(want[0].step, 25);
  const faults = await page.evaluate((wipeouts) => {
    const out = [];
    for (const w of wipeouts) {
      window.__walkthrough.goTo(w.step);
      const td = document.querySelectorAll('#board td')[w.cause];
      if (!td.classList.contains('cause') || !/wiped out/.test(document.getElementById('sentence').textContent)) out.push(w);
    }
    return out.slice(0, 3);
  }, want);
  assert.deepEqual(faults, []);
  assert.deepEqual(problems, []);
  await context.close();
});

// Under inference every sentence that states a domain states the one drawn
// in the cell, and a guess is ranked within it.
for (const name of ['classic-fc', 'escargot-mac', 'escargot-mrv-mac']) {
  test(`${name}: at every step the values the sentence calls available are the domain drawn in that cell`, async () => {
    const { page, context, problems } = await open(browser, name);
    const result = await page.evaluate(() => {
      const w = window.__walkthrough;
      const out = { checked: 0, ranked: 0, faults: [] };
      // The domain last stated for each cell: a guess is ranked in it (its
      // later values are tried without stating it again).
      const stated = new Map();
      for (let s = 1; s <= w.total; s++) {
        w.goTo(s);
        const said = document.getElementById('sentence').textContent;
        if (/candidate/.test(said)) out.faults.push({ s, said });
        const domain = /^(\S+): domain \[([^\]]*)\]/.exec(said);
        if (domain) {
          const td = document.querySelector('#board td.current');
          const marks = [...td.querySelectorAll('.marks:not(.domain) .mark')].filter((m) => m.className === 'mark' || m.className === 'mark lit');
          const drawn = marks.map((m) => m.textContent).join(', ');
          if (drawn !== domain[2]) out.faults.push({ s, said, drawn });
          stated.set(domain[1], drawn.split(', ').length);
          out.checked++;
        }
        const ranked = /^try (\S+) = \S+ \(value \d+ of (\d+) in its domain\)/.exec(said);
        if (ranked) {
          if (Number(ranked[2]) !== stated.get(ranked[1])) out.faults.push({ s, said, stated: stated.get(ranked[1]) });
          out.ranked++;
        }
        if (out.faults.length > 3) break;
      }
      return out;
    });
    assert.deepEqual(result.faults, []);
    assert.ok(result.checked > 20 && result.ranked > 20, JSON.stringify(result));
    assert.deepEqual(problems, []);
    await context.close();
  });
}

test('ai-escargot mac, step 46: 5 is not called available for r1c4, and the pruning that took it is named', async () => {
  const { page, context } = await open(browser, 'escargot-mac', { hash: '#step=46', viewport: PROJECTOR });
  const said = await sentence(page);
  assert.match(said, /^r1c4: domain \[8\]; 5 pruned by arc consistency at step 31/);
  assert.doesNotMatch(said, /\[5, 8\]/);
  await page.locator('body').press('ArrowRight');
  assert.equal(await sentence(page), 'try r1c4 = 8 (value 1 of 1 in its domain)');
  await shot(page, 'ideas-mac-47');
  await context.close();
});

test('ai-escargot mac, step 121: no mark covers the pencil mark that explains the pruning', async () => {
  const { page, context } = await open(browser, 'escargot-mac', { hash: '#step=121', viewport: PROJECTOR });
  // r5c8 has only 6 left: its pencil mark is drawn, and its cause's glyph is not over it.
  const cause = cellIndex(5, 8);
  assert.ok((await classesOf(page, cause)).includes('cause'));
  const covered = await page.$$eval('#board td', (tds, i) => {
    const box = tds[i].querySelector('.box');
    const glyph = getComputedStyle(box, '::after');
    return glyph.content !== 'none' && glyph.display !== 'none';
  }, cause);
  assert.equal(covered, false, 'a cell showing pencil marks draws no corner glyph');
  await context.close();
});

test('mrv+mac: the longest propagation chain is a key moment', async () => {
  const { page, context } = await open(browser, 'escargot-mrv-mac');
  const moment = page.locator('#moments .moment', { hasText: 'The longest propagation' });
  assert.equal(await moment.count(), 1);
  const step = Number(await moment.getAttribute('data-step'));
  await moment.locator('button').click();
  assert.equal(await stepNow(page), step);
  assert.match(await sentence(page), /^try /, 'the moment opens on the guess that set the chain off');
  await context.close();
});

test('norvig-grid2 mrv+lcv+fc: O goes to the first order LCV changes, whose values show the peers they would shrink', async () => {
  const { page, context, problems } = await open(browser, 'grid2-mrv-lcv-fc', { viewport: PROJECTOR });
  await page.locator('body').press('o');
  assert.equal(await stepNow(page), 63, 'the first value order that is not ascending');
  const said = await sentence(page);
  assert.match(said, /least-constraining value first: .*would remove/);
  const chips = page.locator('#chips .chip');
  assert.ok(await chips.count() >= 2);
  for (let k = 0; k < await chips.count(); k++) {
    await chips.nth(k).hover();
    const text = await chips.nth(k).textContent();
    const m = /would remove (\d+) from (\d+) peer/.exec(text) || [null, null, '0'];
    const shrinking = await page.locator('#board td.would-shrink').count();
    assert.equal(shrinking, Number(m[2]), `${text}: ${shrinking} peers marked`);
    const lit = await page.locator('#board td.would-shrink .marks.domain .mark.lit').allTextContents();
    assert.ok(lit.every((d) => d === m[1]), `the digit lit in each: ${lit}`);
  }
  await shot(page, 'ideas-lcv-63');
  assert.deepEqual(problems, []);
  await context.close();
});

test('the legend lists only the marks the page can show', async () => {
  const legend = async (name) => {
    const { page, context } = await open(browser, name);
    const samples = await page.$$eval('#legend-textbook .sample', (s) => s.map((x) => x.className.replace('sample sample-', '')));
    await context.close();
    return samples;
  };
  assert.deepEqual(await legend('classic-fc'), ['domain', 'pruned', 'wiped']);
  assert.deepEqual(await legend('backjump'), ['conflict', 'skipped', 'landing']);
  assert.deepEqual(await legend('grid2-mrv-lcv-fc'), ['domain', 'pruned', 'wiped', 'order']);
});

test('the keys dialog opens at its top at 1280×720, listing the page\'s own jumps', async () => {
  const { page, context } = await open(browser, 'classic-fc', { viewport: PROJECTOR });
  await page.locator('body').press('?');
  const dialog = page.locator('#keys-dialog');
  assert.equal(await dialog.evaluate((d) => d.scrollTop), 0);
  const title = await page.locator('#keys-dialog-title').boundingBox();
  assert.ok(title && title.y >= 0, 'its title on screen');
  const keys = await page.$$eval('#keys-dialog dt kbd', (k) => k.map((x) => x.textContent));
  assert.ok(keys.includes('W / Shift+W') && !keys.includes('J / Shift+J'), keys.join(' | '));
  await context.close();
});

test('no policy violation on any page this file opened', () => {
  assert.deepEqual(unexpectedViolations, []);
});
