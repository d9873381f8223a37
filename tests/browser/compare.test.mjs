// The `compare` pages of Norvig's grid2: a static table, a line on what
// each strategy does, and inline-SVG bar charts on a logarithmic or a
// linear scale, switched by radio buttons and the page's style (no script).
// `compare` runs with the default limits (every strategy finishes);
// `compare-capped` with a budget of 200,000 placements (four stopped by it).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, expected, pageUrl, shot, watchPolicy } from './helpers.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser.close(); });

const SIZES = [[1280, 900], [1024, 768], [390, 844]];

// Opens a compare page; `problems` collects console errors and warnings,
// uncaught errors, requests that leave the file, and policy violations.
async function openCompare(name, [width, height] = SIZES[0]) {
  const page = await browser.newPage({ viewport: { width, height } });
  const problems = [];
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text()); });
  page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
  page.on('request', (r) => { if (!r.url().startsWith('file:')) problems.push(`request: ${r.url()}`); });
  await watchPolicy(page, problems);
  await page.goto(pageUrl(name));
  return { page, problems };
}

// A number as the page shows it: grouped by thousands, maybe after `≥`.
const count = (text) => Number(text.replace(/[≥,\s]/g, ''));

// Each visible chart (figure) on the page: its name, and each bar's
// strategy, number as shown, width and whether it goes on (dashed, arrow).
function visibleCharts(page) {
  return page.$$eval('figure', (figs) => figs.map((f) => {
    const svg = [...f.querySelectorAll('svg')].find((s) => s.getBoundingClientRect().height > 0);
    const names = [...svg.querySelectorAll('tspan.name')].map((t) => t.textContent);
    const shown = [...svg.querySelectorAll('tspan.value')].map((t) => t.textContent);
    // The bars; a pattern laid over a bar's colour is no bar.
    const rects = [...svg.querySelectorAll('rect:not(.overlay)')];
    return {
      name: f.querySelector('figcaption').textContent,
      scale: svg.classList.contains('linear') ? 'linear' : 'log',
      label: svg.getAttribute('aria-label'),
      ticks: [...svg.querySelectorAll('text.tick')].map((t) => t.textContent),
      bars: rects.map((r, i) => {
        const next = r.nextElementSibling;
        return {
          name: names[i],
          shown: shown[i],
          width: r.getBoundingClientRect().width,
          goesOn: !!(next && next.matches('line.more') && getComputedStyle(next).strokeDasharray !== 'none'
            && next.getAttribute('marker-end')),
        };
      }),
    };
  }));
}

test('with the default limits every strategy on grid2 finishes, and naive is not ranked above candidates', async () => {
  const { page, problems } = await openCompare('compare');
  const want = expected('compare');
  assert.equal(want.max_placements, 100000000, 'the default budget counts placements');
  assert.equal(want.max_steps, null, 'and no step limit by default');

  const rows = await page.$$eval('tbody tr', (trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent.trim())));
  assert.deepEqual(rows.map((r) => r[0]), want.rows.map((r) => r.strategy));
  for (const [i, row] of want.rows.entries()) {
    assert.equal(row.end, 'solution_limit', `${row.strategy} finishes`);
    assert.equal(count(rows[i][2]), row.stats.placements, `${row.strategy} placements`);
    assert.ok(!rows[i][2].includes('≥'), `${row.strategy}: an exact count`);
  }
  const placements = (name) => count(rows.find((r) => r[0] === name)[2]);
  assert.equal(placements('naive'), 9727396, 'naive walks the whole tree to its solution');
  assert.ok(placements('naive') >= placements('candidates'), 'naive is not ranked above candidates');
  assert.equal(rows[0][2], '9,727,396', 'thousands separators');

  const charts = await visibleCharts(page);
  assert.ok(charts.length >= 3, 'a chart for each counter in use');
  for (const chart of charts) {
    assert.equal(chart.scale, 'log', `${chart.name}: the logarithmic scale first`);
    assert.deepEqual(chart.bars.map((b) => b.name), want.rows.map((r) => r.strategy), `${chart.name}: one bar per strategy`);
    assert.ok(chart.bars.every((b) => b.width >= 1), `${chart.name}: every bar is drawn`);
    assert.ok(chart.bars.every((b) => !b.goesOn), `${chart.name}: no bar is a lower bound`);
    assert.ok(chart.ticks.length >= 2, `${chart.name}: an axis with ticks`);
  }
  const chart = charts.find((c) => c.name === 'placements');
  const bar = (name) => chart.bars.find((b) => b.name === name);
  assert.equal(bar('naive').width, bar('candidates').width, 'the same tree, the same bar');
  assert.equal(bar('naive').shown, '9,727,396');
  assert.ok(chart.ticks.includes('1,000,000'), `ticks with separators: ${chart.ticks}`);
  assert.match(chart.label, /^placements per strategy, logarithmic scale: candidates 9,727,396, naive 9,727,396, mrv 481/);
  // More placements never draw a shorter bar.
  const pairs = want.rows.map((r, i) => [r.stats.placements, chart.bars[i].width]).sort((a, b) => a[0] - b[0]);
  for (let i = 1; i < pairs.length; i += 1) assert.ok(pairs[i][1] >= pairs[i - 1][1]);

  // A line on what each strategy does.
  const described = await page.$$eval('dl.strategies div', (ds) => ds.map((d) => [d.querySelector('dt').textContent, d.querySelector('dd').textContent]));
  assert.deepEqual(described.map((d) => d[0]), want.rows.map((r) => r.strategy));
  assert.match(Object.fromEntries(described).naive, /tries 1 to N/);
  assert.match(Object.fromEntries(described)['backtrack+mrv+lcv+mac'], /arc consistency/);

  // The table and the charts need no script; the one the page runs is the race's.
  assert.equal(await page.$$eval('script:not([type])', (s) => s.length), 1, 'the race\'s script alone');
  assert.equal(await page.$$eval('#race', (s) => s.length), 1);
  assert.deepEqual(problems, []);
  await shot(page, 'compare', { fullPage: true });
  await page.close();
});

test('a strategy stopped by the placement budget is drawn as a lower bound that goes on', async () => {
  const { page, problems } = await openCompare('compare-capped');
  const want = expected('compare-capped');
  const capped = want.rows.filter((r) => r.end === 'placement_limit').map((r) => r.strategy);
  assert.deepEqual(capped, ['candidates', 'naive', 'backtrack+fc', 'backtrack+backjump', 'backtrack+fc+backjump']);
  const rows = await page.$$eval('tbody tr', (trs) => trs.map((tr) => ({
    cells: [...tr.children].map((c) => c.textContent.trim()),
    limited: tr.classList.contains('limited'),
  })));
  for (const [i, row] of want.rows.entries()) {
    const stopped = capped.includes(row.strategy);
    assert.equal(rows[i].limited, stopped, row.strategy);
    assert.equal(rows[i].cells[1].includes('placement limit'), stopped, `${row.strategy} result`);
    assert.equal(rows[i].cells[2].startsWith('≥ '), stopped, `${row.strategy}: ${rows[i].cells[2]}`);
    assert.equal(count(rows[i].cells[2]), row.stats.placements);
  }
  // The same budget for all: every stopped strategy made exactly as many
  // placements, more than any that finished.
  const stoppedAt = capped.map((s) => want.rows.find((r) => r.strategy === s).stats.placements);
  assert.deepEqual(stoppedAt, capped.map(() => 200000));
  assert.ok(want.rows.every((r) => capped.includes(r.strategy) || r.stats.placements < 200000));
  assert.match(await page.textContent('main'), /stopped before it finished: its counts \(≥\) are lower bounds/);

  for (const chart of await visibleCharts(page)) {
    for (const bar of chart.bars) {
      const stopped = capped.includes(bar.name);
      assert.equal(bar.goesOn, stopped, `${chart.name}: ${bar.name} goes on`);
      if (stopped && count(bar.shown) > 0) assert.match(bar.shown, /^≥ /, `${chart.name}: ${bar.name}`);
    }
    const placements = chart.name === 'placements' && chart.bars;
    if (placements) {
      const naive = placements.find((b) => b.name === 'naive');
      const candidates = placements.find((b) => b.name === 'candidates');
      assert.equal(naive.width, candidates.width, 'naive is not drawn above candidates');
    }
  }
  assert.deepEqual(problems, []);
  await shot(page, 'compare-capped', { fullPage: true });
  await page.close();
});

test('the scale switch is a labelled radio group that works from the keyboard', async () => {
  const { page, problems } = await openCompare('compare', SIZES[1]);
  const log = page.getByRole('radio', { name: 'logarithmic' });
  const linear = page.getByRole('radio', { name: 'linear' });
  assert.ok(await log.isChecked());
  assert.equal(await page.getByRole('group', { name: 'Scale' }).count(), 1, 'a fieldset with its legend');
  await log.focus();
  await page.keyboard.press('ArrowRight');
  assert.ok(await linear.isChecked(), 'the arrow key moves to linear');
  const charts = await visibleCharts(page);
  assert.ok(charts.every((c) => c.scale === 'linear'), 'only the linear charts show');
  const chart = charts.find((c) => c.name === 'placements');
  const bar = (name) => chart.bars.find((b) => b.name === name);
  // On the linear scale a bar twice as long is twice as much.
  const ratio = bar('backtrack+backjump').width / bar('backtrack+fc').width;
  assert.ok(Math.abs(ratio - 3552916 / 1715483) < 0.02, `backjump/fc: ${ratio}`);
  assert.ok(bar('mrv').width < 4, `mrv is a sliver beside 9.7 million: ${bar('mrv').width}`);
  assert.ok(chart.ticks.includes('5,000,000'), `${chart.ticks}`);
  assert.ok(await page.isVisible('p.note.linear') && !(await page.isVisible('p.note.log')));
  await shot(page, 'compare-linear', { fullPage: true });
  await page.keyboard.press('ArrowLeft');
  assert.ok((await visibleCharts(page)).every((c) => c.scale === 'log'));
  assert.deepEqual(problems, []);
  await page.close();
});

for (const name of ['compare', 'compare-capped']) {
  test(`${name}: the page never scrolls sideways at 1280, 1024 and 390 px, and the table's overflow scrolls in its own box`, async () => {
    for (const size of SIZES) {
      const { page, problems } = await openCompare(name, size);
      for (const scale of ['log', 'linear']) {
        await page.check(`#scale-${scale}`);
        const m = await page.evaluate(() => ({
          page: [document.documentElement.scrollWidth, document.documentElement.clientWidth],
          body: [document.body.scrollWidth, document.body.clientWidth],
          wrap: (() => {
            const w = document.querySelector('.table-wrap');
            return { overflow: getComputedStyle(w).overflowX, tab: w.tabIndex, label: w.getAttribute('aria-labelledby'), right: w.getBoundingClientRect().right };
          })(),
          // Everything but the table's scrolling box lies within the screen.
          outside: [...document.querySelectorAll('main > *:not(.table-wrap), figure > *, svg text')]
            .filter((e) => e.getBoundingClientRect().width > 0)
            .filter((e) => e.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
            .map((e) => `${e.tagName}.${e.getAttribute('class')}: ${e.textContent.slice(0, 30)}`),
        }));
        const at = `${size.join('x')} ${scale}`;
        assert.ok(m.page[0] <= m.page[1], `${at}: page ${m.page}`);
        assert.ok(m.body[0] <= m.body[1], `${at}: body ${m.body}`);
        assert.ok(m.wrap.right <= size[0], `${at}: the table's box ends at ${m.wrap.right}`);
        assert.equal(m.wrap.overflow, 'auto', at);
        assert.equal(m.wrap.tab, 0, `${at}: the table's box takes the focus, to scroll with the keys`);
        assert.deepEqual(m.outside, [], at);
      }
      // The strategy's name stays in view while the table scrolls.
      const wrap = page.locator('.table-wrap');
      await wrap.evaluate((w) => { w.scrollLeft = w.scrollWidth; });
      const sticky = await page.evaluate(() => {
        const th = document.querySelector('tbody tr:last-child th');
        const box = th.getBoundingClientRect();
        const wrapBox = document.querySelector('.table-wrap').getBoundingClientRect();
        return { left: box.left, wrapLeft: wrapBox.left, text: th.textContent };
      });
      assert.ok(Math.abs(sticky.left - sticky.wrapLeft) < 1, `${size}: ${JSON.stringify(sticky)}`);
      assert.deepEqual(problems, []);
      await page.close();
    }
  });
}
