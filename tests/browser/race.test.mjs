// The race (`compare --line-up basic --format html`): the five strategies'
// boards replayed at once on one shared clock, on the classic puzzle and
// on Norvig's grid2. Each board and its counters are held to the
// strategy's own trace (built by tests/browser.rs: after t events, and
// before placement t + 1) and, at the end, to `compare`'s JSON of the same
// run; on grid2 the two strategies cut by the recording cap say so with
// the untraced counts. Stepping, jumping and switching the clock go
// through the keys and the controls a class would use; no console error,
// no request, no policy violation.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, expected, pageUrl, shot, watchPolicy } from './helpers.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser.close(); });

const grouped = (n) => n.toLocaleString('en');

async function openRace(name, [width, height] = [1280, 900]) {
  const page = await browser.newPage({ viewport: { width, height }, reducedMotion: 'reduce' });
  const problems = [];
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text()); });
  page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
  page.on('request', (r) => { if (!r.url().startsWith('file:')) problems.push(`request: ${r.url()}`); });
  page.on('dialog', (d) => { problems.push(`dialog: ${d.message()}`); d.dismiss(); });
  await watchPolicy(page, problems);
  await page.goto(pageUrl(name));
  await page.waitForFunction(() => window.__race && window.__race.readyMs > 0, null, { timeout: 30000 });
  return { page, problems };
}

const race = (page) => page.evaluate(() => ({
  clock: window.__race.clock(), t: window.__race.t(), boards: window.__race.boards(),
  counters: window.__race.counters(), statuses: window.__race.statuses(),
}));

// The board as drawn, one character a cell ('.' for an empty one).
const drawn = (page) => page.$$eval('.racer .mini', (minis) => minis.map((m) => [...m.children].map((c) => c.textContent || '.').join('')));
const shownCounters = (page) => page.$$eval('.racer-counters', (dls) => dls.map((dl) => [...dl.querySelectorAll('dd')].map((dd) => Number(dd.textContent.replace(/,/g, '')))));
// Each board's own counters (the work its search does).
const counterKeys = (page) => page.evaluate(() => JSON.parse(document.getElementById('race-data').textContent).runs.map((run) => run.counters));

// Every board's state and counters at clock t equal the trace's.
async function holdsToTraces(page, want, clock) {
  const keys = await counterKeys(page);
  for (const [j, t] of want.clocks.entries()) {
    await page.evaluate((u) => window.__race.goTo(u), t);
    const now = await race(page);
    assert.equal(now.clock, clock);
    const shown = await shownCounters(page);
    const boards = await drawn(page);
    want.runs.forEach((run, k) => {
      const at = run[clock][j];
      const name = `${want.compare.rows[k].strategy} at ${clock} ${now.t}`;
      assert.equal(now.boards[k], at.board, name);
      assert.equal(boards[k], at.board, `${name}: drawn`);
      assert.deepEqual(shown[k], keys[k].map((key) => at.counters[key]), `${name}: counters shown`);
    });
  }
}

test('race-classic: every board and its counters follow its trace on either clock, stepped, jumped and switched', async () => {
  const { page, problems } = await openRace('race-classic');
  const want = expected('race-classic');
  assert.deepEqual(await page.evaluate(() => window.__race.strategies), want.compare.rows.map((r) => r.strategy));
  assert.equal(await page.isVisible('#race-controls'), true);
  // Placements are the default clock (the fair budget); events one click away.
  assert.equal(await page.evaluate(() => window.__race.clock()), 'placements');
  assert.equal(await page.isChecked('#clock-placements'), true);
  await page.check('#clock-events');
  await page.evaluate(() => { window.__race.goTo(0); document.activeElement.blur(); });
  await holdsToTraces(page, want, 'events');

  // The keys: Home, → three times, ← once; the slider and the label follow.
  await page.keyboard.press('Home');
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowLeft');
  let now = await race(page);
  assert.equal(now.t, 2);
  assert.equal(await page.inputValue('#race-slider'), '2');
  assert.match(await page.textContent('#race-clock'), /^event 2 of 43,056$/);
  want.runs.forEach((run, k) => assert.equal(now.boards[k], run.events[2].board));

  // Switching with the keyboard: the switch is a pair of radio buttons.
  await page.focus('#clock-events');
  await page.keyboard.press('ArrowRight');
  assert.equal(await page.isChecked('#clock-placements'), true);
  now = await race(page);
  assert.equal(now.clock, 'placements');
  // No board goes back: the furthest keeps its progress in placements.
  assert.ok(now.t >= 1, `${now.t}`);
  await holdsToTraces(page, want, 'placements');
  // On the placements clock, a board still searching has made exactly t.
  await page.evaluate(() => window.__race.goTo(40));
  now = await race(page);
  now.counters.forEach((c, k) => {
    if (now.statuses[k] === 'searching…') assert.equal(c.placements, 40, want.compare.rows[k].strategy);
  });

  // The end (End key, events clock again): each board is its search's end,
  // the compare JSON's counters, and says when it finished.
  await page.check('#clock-events');
  await page.keyboard.press('End');
  now = await race(page);
  assert.equal(now.t, 43056);
  want.compare.rows.forEach((row, k) => {
    for (const [key, value] of Object.entries(now.counters[k])) assert.equal(value, row.stats[key], `${row.strategy} ${key}`);
    assert.equal(now.statuses[k], `solved at event ${grouped(row.stats.events)}`);
  });
  await page.check('#clock-placements');
  await page.keyboard.press('End');
  now = await race(page);
  want.compare.rows.forEach((row, k) => {
    assert.equal(now.statuses[k], `solved at placement ${grouped(row.stats.placements)}`);
  });
  // singles deduces the whole classic puzzle: solved before its first placement.
  await page.keyboard.press('Home');
  now = await race(page);
  assert.equal(now.statuses[want.compare.rows.findIndex((r) => r.strategy === 'singles')], 'solved at placement 0');
  assert.match(await page.textContent('#race-live'), /^placement 0 of 4,208: 1 of 5 strategies finished$/);
  assert.deepEqual(problems, []);
  await page.close();
});

test('race-classic: Space on a focused button presses it, and does not play', async () => {
  const { page, problems } = await openRace('race-classic');
  const t = await page.evaluate(() => window.__race.t());
  await page.focus('#race-next');
  await page.keyboard.press(' ');
  assert.equal(await page.evaluate(() => window.__race.t()), t + 1, 'Next stepped');
  assert.equal(await page.evaluate(() => window.__race.playing()), false, 'and nothing plays');
  await page.focus('#race-first');
  await page.keyboard.press(' ');
  assert.equal(await page.evaluate(() => window.__race.t()), 0);
  assert.equal(await page.evaluate(() => window.__race.playing()), false);
  assert.deepEqual(problems, []);
  await page.close();
});

test('race-classic: Space plays and pauses, the layout stays still while it plays, and the summary waits for the pause', async () => {
  const { page, problems } = await openRace('race-classic');
  // On the events clock (placements are the default).
  await page.check('#clock-events');
  await page.evaluate(() => document.activeElement.blur());
  const boxes = () => page.$$eval('.racer', (els) => els.map((e) => {
    const b = e.getBoundingClientRect();
    return [b.x, b.y + window.scrollY, b.width, b.height].map(Math.round).join(',');
  }));
  const before = await boxes();
  // The switch kept the furthest board's progress: the summary says where.
  const said = await page.textContent('#race-live');
  assert.match(said, /^event \d+ of 43,056: /);
  await page.selectOption('#race-speed', '4'); // 10,000 a second
  await page.locator('body').press(' ');
  await page.waitForFunction(() => window.__race.t() > 2000);
  assert.equal(await page.evaluate(() => window.__race.playing()), true);
  assert.equal(await page.textContent('#race-live'), said, 'silent while playing');
  assert.deepEqual(await boxes(), before, 'nothing moves while playing');
  await page.locator('body').press(' ');
  assert.equal(await page.evaluate(() => window.__race.playing()), false);
  const t = await page.evaluate(() => window.__race.t());
  assert.match(await page.textContent('#race-live'), new RegExp(`^event ${grouped(t)} of 43,056: `));
  await page.waitForTimeout(200);
  assert.equal(await page.evaluate(() => window.__race.t()), t, 'paused');
  // Played to the end, it stops there.
  await page.selectOption('#race-speed', '6');
  await page.click('#race-play');
  await page.waitForFunction(() => !window.__race.playing());
  assert.equal(await page.evaluate(() => window.__race.t()), 43056);
  assert.deepEqual(await boxes(), before, 'nor at the end');
  assert.deepEqual(problems, []);
  await page.close();
});

test('race-grid2: the strategies cut by the recording cap say so with the untraced counts; the others finish as the table says', async () => {
  const { page, problems } = await openRace('race-grid2');
  const want = expected('race-grid2');
  const rows = want.compare.rows;
  const recorded = await page.evaluate(() => window.__race.recorded);
  rows.forEach((row, k) => assert.equal(recorded[k], Math.min(row.stats.events, 1000000), row.strategy));
  await page.check('#clock-events');
  await page.keyboard.press('End');
  let now = await race(page);
  assert.equal(now.t, 1000000);
  rows.forEach((row, k) => {
    if (row.stats.events > 1000000) {
      assert.equal(now.statuses[k], `stopped recording at 1,000,000 events; the search went on to ${grouped(row.stats.events)} events and ${grouped(row.stats.placements)} placements (see the table)`);
      assert.ok(now.counters[k].placements < row.stats.placements);
    } else {
      assert.equal(now.statuses[k], `solved at event ${grouped(row.stats.events)}`);
      for (const [key, value] of Object.entries(now.counters[k])) assert.equal(value, row.stats[key], `${row.strategy} ${key}`);
    }
  });
  const stopped = await page.$$eval('.racer', (els) => els.map((e) => e.classList.contains('stopped')));
  assert.deepEqual(stopped, rows.map((r) => r.stats.events > 1000000));
  // Mid-race on the placements clock: the capped ones have made exactly t,
  // the others stand finished with their whole count.
  await page.check('#clock-placements');
  await page.evaluate(() => window.__race.goTo(1000));
  now = await race(page);
  rows.forEach((row, k) => {
    assert.equal(now.counters[k].placements, Math.min(1000, row.stats.placements), row.strategy);
  });
  // A jump anywhere takes little time: at most 1,023 events replayed a board.
  const worst = await page.evaluate(() => {
    let most = 0;
    for (const u of [777777, 5, 999999, 123456, 0]) {
      const started = performance.now();
      window.__race.goTo(u);
      most = Math.max(most, performance.now() - started);
    }
    return most;
  });
  assert.ok(worst < 1000, `${worst} ms`);
  assert.deepEqual(problems, []);
  await page.close();
});

for (const name of ['race-classic', 'race-grid2']) {
  test(`${name}: side by side at 1280, two columns at 390, never wider than the screen; screenshots mid-race and at the end`, async () => {
    for (const size of [[1280, 900], [390, 844]]) {
      const { page, problems } = await openRace(name, size);
      const columns = await page.$$eval('.racer', (els) => new Set(els.map((e) => Math.round(e.getBoundingClientRect().x))).size);
      // At 1280 the boards are fitted to the screen (race-projector.test.mjs):
      // three or more abreast; a phone shows two.
      assert.ok(size[0] === 1280 ? columns >= 3 : columns === 2, `${size}: ${columns} columns`);
      const wide = await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
      assert.ok(wide, `${size}: no sideways scroll`);
      await page.evaluate(() => window.__race.goTo(120));
      await page.evaluate(() => document.getElementById('race').scrollIntoView());
      await shot(page, `${name}-${size[0]}-mid`);
      await page.keyboard.press('End');
      await page.evaluate(() => document.getElementById('race').scrollIntoView());
      await shot(page, `${name}-${size[0]}-end`);
      // Each board is named for a screen reader.
      const labels = await page.$$eval('.racer .mini', (els) => els.map((e) => e.getAttribute('aria-label')));
      assert.deepEqual(labels, expected(name).compare.rows.map((r) => `board of ${r.strategy}`));
      assert.deepEqual(problems, []);
      await page.close();
    }
  });
}
