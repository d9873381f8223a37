// The textbook's search on the walkthrough page: with inference on, every
// empty cell shows its current domain as pencil marks, a pruning strikes
// its digit and marks the peer that caused it, a wiped-out domain is
// marked; a backjump greys the guesses it skips on the path and marks its
// conflict set; the counters count backjumps and the guesses they skip.
// What the page must show is worked out from the events alone by
// tests/browser.rs (TextbookExpected), not by the page's code.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, open, expected, unexpectedViolations } from './helpers.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser.close(); });

// Shows each step in turn and reads, for every cell, the digits the page
// draws as still in its domain ('' for a filled cell, null for a cell that
// shows a digit of its own: one taken back, refused or offered); returns
// the first step where that differs from `want`, with both.
function domainsOnEveryStep(want) {
  const read = () => [...document.querySelectorAll('#board td')].map((td) => {
    if (['taken-back', 'rejected', 'option'].some((c) => td.classList.contains(c))) return null;
    if (td.querySelector('.v').textContent) return '';
    const own = td.querySelector('.marks:not(.domain)');
    const domain = td.querySelector('.marks.domain:not([hidden])');
    if (!own && !domain) return 'no marks';
    // Own marks (the step's cell): plain marks are in the domain; struck,
    // pruned and excluded ones are not. The domain's: all but the gone.
    const left = own
      ? [...own.children].filter((m) => m.className === 'mark' || m.className === 'mark lit')
      : [...domain.children].filter((m) => m.className === 'mark');
    const digits = left.map((m) => m.textContent).join('');
    const wiped = td.classList.contains('wiped');
    if (!own && wiped !== (digits === '')) return `wiped=${wiped} with ${digits}`;
    return digits;
  });
  for (let s = 0; s < want.length; s++) {
    window.__walkthrough.goTo(s);
    const got = read();
    for (let c = 0; c < got.length; c++) {
      if (got[c] !== null && got[c] !== want[s][c]) return { step: s, cell: c, got: got[c], want: want[s][c] };
    }
  }
  return null;
}

for (const name of ['classic-fc', 'mac-lcv-zh']) {
  test(`${name}: every empty cell shows its domain at every step, and every pruning its digit and cause`, async () => {
    const { page, context, problems } = await open(browser, name);
    const want = expected(name).textbook;
    assert.ok(want.domains, 'the search prunes');
    assert.equal(await page.evaluate(() => window.__walkthrough.total), want.domains.length - 1);
    const wrong = await page.evaluate(domainsOnEveryStep, want.domains);
    assert.equal(wrong, null, `the domain drawn differs: ${JSON.stringify(wrong)}`);

    assert.ok(want.prunings.length > 50, `${want.prunings.length} prunings`);
    const faults = await page.evaluate((prunings) => {
      const ui = JSON.parse(document.getElementById('walkthrough-data').textContent).ui;
      const out = [];
      for (const p of prunings) {
        window.__walkthrough.goTo(p.step);
        const tds = [...document.querySelectorAll('#board td')];
        const struck = [...tds[p.cell].querySelectorAll('.marks:not(.domain) .mark.struck')].map((m) => m.textContent);
        const peers = tds.flatMap((td, i) => (td.classList.contains('peer') ? [i] : []));
        const label = tds[p.by].getAttribute('aria-label');
        if (struck.join() !== String(p.digit) || peers.join() !== String(p.by) || !tds[p.cell].classList.contains('current')) {
          out.push({ ...p, struck, peers });
        }
        const said = ui.cell_pruned.replace('{digit}', String(p.digit));
        if (!tds[p.cell].getAttribute('aria-label').includes(said) || !label.includes(ui.cell_cause)) out.push({ ...p, label });
      }
      return out.slice(0, 3);
    }, want.prunings);
    assert.deepEqual(faults, [], 'each pruning strikes its digit in its cell and marks its cause');
    assert.deepEqual(problems, [], 'no console or network problems');
    await context.close();
  });
}

test('a wiped-out domain is marked on the emptied cell at its dead end', async () => {
  const { page, context } = await open(browser, 'classic-fc');
  const want = expected('classic-fc').textbook;
  // The first dead end of forward checking: a pruning empties a domain.
  const last = want.prunings.find((p) => want.domains[p.step][p.cell] === '');
  assert.ok(last, 'forward checking wipes out a domain on the classic puzzle');
  await page.evaluate((s) => window.__walkthrough.goTo(s), last.step + 1);
  const cell = await page.$$eval('#board td', (tds, c) => ({
    classes: tds[c].className, label: tds[c].getAttribute('aria-label'),
  }), last.cell);
  assert.match(cell.classes, /\bwiped\b/);
  assert.match(cell.classes, /\bdead\b/, 'the emptied cell is the dead end');
  assert.match(cell.label, /wiped out/, 'a screen reader hears it');
  await context.close();
});

test('a backjumping page greys the guesses each backjump skips and marks its conflict set', async () => {
  const { page, context, problems } = await open(browser, 'backjump');
  const want = expected('backjump').textbook;
  assert.equal(want.backjumps.length, 371, 'the issue\'s count of backjumps on the classic puzzle');
  const faults = await page.evaluate(({ backjumps, sets }) => {
    const out = [];
    const pathNow = () => [...document.querySelectorAll('#path .choice')].map((b) => b.className);
    const conflictCells = () => [...document.querySelectorAll('#board td')].flatMap((td, i) => (td.classList.contains('conflict') ? [i] : []));
    for (const j of backjumps) {
      window.__walkthrough.goTo(j.step);
      const path = pathNow();
      const depthsWith = (cls) => path.flatMap((c, k) => (c.split(' ').includes(cls) ? [k + 1] : []));
      const skipped = depthsWith('skipped'), target = depthsWith('target'), blamed = depthsWith('conflict');
      const wantSkipped = Array.from({ length: j.over }, (_, k) => j.depth - j.over + 1 + k);
      const wantBlamed = j.conflicts.map((g) => g.depth).sort((a, b) => a - b);
      // On the board: the conflict set flagged but for the guess the jump
      // lands on, marked apart; the guesses it skips struck.
      const cells = conflictCells();
      const landing = j.conflicts[j.conflicts.length - 1].cell;
      const wantCells = j.conflicts.map((g) => g.cell).filter((c) => c !== landing).sort((a, b) => a - b);
      const tds = [...document.querySelectorAll('#board td')];
      const landed = tds.flatMap((td, i) => (td.classList.contains('landing') ? [i] : []));
      const struck = tds.flatMap((td, i) => (td.classList.contains('skipped') ? [i] : []));
      const wantStruck = j.skipped.slice().sort((a, b) => a - b);
      if (path.length !== j.depth || skipped.join() !== wantSkipped.join() || target.join() !== String(j.depth - j.over)
        || blamed.join() !== wantBlamed.join() || cells.join() !== wantCells.join()
        || landed.join() !== String(landing) || struck.join() !== wantStruck.join()) {
        out.push({ step: j.step, path, skipped, target, blamed, cells, landed, struck, want: j });
      }
      // During the undos that carry the jump out, the skipped guesses left stay grey.
      window.__walkthrough.goTo(j.step + 1);
      const during = pathNow();
      if (during.length !== j.depth - 1 || !during[during.length - 1].includes('skipped') && j.over > 1) {
        out.push({ step: j.step + 1, during });
      }
    }
    for (const c of sets) {
      window.__walkthrough.goTo(c.step);
      const cells = conflictCells();
      const wantCells = c.conflicts.map((g) => g.cell).sort((a, b) => a - b);
      if (cells.join() !== wantCells.join()) out.push({ step: c.step, cells, want: c });
    }
    return out.slice(0, 3);
  }, { backjumps: want.backjumps, sets: want.conflict_sets });
  assert.deepEqual(faults, []);
  // The legend explains the marks.
  assert.equal(await page.locator('#legend-textbook li').count(), 3, 'the conflict set, a skipped guess, the landing guess: no domain marks');
  assert.deepEqual(problems, [], 'no console or network problems');
  await context.close();
});

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
  // A search that prunes nothing shows no prunings row, and no domains.
  assert.equal(byName.prunings, undefined);
  assert.equal(await page.locator('#board .marks.domain').count(), 0);
  await context.close();
});

test('the pages of the other strategies have no textbook legend', async () => {
  const { page, context } = await open(browser, 'classic');
  assert.equal(await page.locator('#legend-textbook').count(), 0);
  await context.close();
});

test('no policy violation on any page this file opened', () => {
  assert.deepEqual(unexpectedViolations, []);
});
