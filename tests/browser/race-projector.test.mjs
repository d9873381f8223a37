// The race on a projector (issue 25): at 1280x720 and 1920x1080 every board
// shown is on screen at once under the sticky controls, no caption is cut,
// and the boards are as large as the screen allows; the chooser shows fewer,
// larger boards; `--strategies` gives its boards in its order; the puzzle's
// name is in the title and the heading; no two bars of a chart look alike.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, pageUrl, shot, watchPolicy } from './helpers.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser.close(); });

async function open(name, [width, height]) {
  const page = await browser.newPage({ viewport: { width, height }, reducedMotion: 'reduce' });
  const problems = [];
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text()); });
  page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
  await watchPolicy(page, problems);
  await page.goto(pageUrl(name));
  await page.waitForFunction(() => window.__race && window.__race.readyMs);
  return { page, problems };
}

// Each board shown, after the race's boards are scrolled into view at the
// end of the race (where statuses and counters are longest): whether it is
// on screen, whether its caption is whole, and its board's side.
async function boards(page) {
  await page.evaluate(() => {
    window.__race.goTo(window.__race.max());
    document.getElementById('racers').scrollIntoView({ block: 'start' });
  });
  return page.evaluate(() => [...document.querySelectorAll('.racer:not([hidden])')].map((racer) => {
    const box = racer.getBoundingClientRect();
    const caption = racer.querySelector('.racer-caption');
    const controls = document.getElementById('race-controls').getBoundingClientRect();
    return {
      name: racer.querySelector('.racer-name').textContent,
      onScreen: box.top >= controls.bottom - 1 && box.bottom <= innerHeight && box.left >= 0 && box.right <= innerWidth,
      captionWhole: caption.scrollHeight <= caption.clientHeight + 1 && caption.scrollWidth <= caption.clientWidth + 1,
      side: racer.querySelector('.mini').getBoundingClientRect().width,
    };
  }));
}

for (const [width, height, least] of [[1280, 720, 90], [1920, 1080, 230]]) {
  test(`race-csp at ${width}x${height}: all fourteen boards on screen at once, captions whole, boards of at least ${least} px`, async () => {
    const { page, problems } = await open('race-csp', [width, height]);
    const shown = await boards(page);
    assert.equal(shown.length, 14);
    for (const b of shown) {
      assert.ok(b.onScreen, `${b.name} is off screen`);
      assert.ok(b.captionWhole, `${b.name}'s caption is cut`);
      assert.ok(b.side >= least, `${b.name}: a board of ${b.side} px`);
    }
    // The captions name what each combination adds.
    const line = await page.textContent('#racer-10 .racer-line');
    assert.match(line, /fewest values first, least-constraining value, forward checking/);
    assert.match(await page.textContent('#racer-9 .racer-line'), /fewest values first, the degree heuristic, forward checking/);
    assert.match(await page.textContent('#racer-13 .racer-line'), /forward checking.*backjump/i);
    await shot(page, `race-csp-${width}x${height}`);

    // Five boards left out with the chooser: the nine textbook ones grow.
    await page.click('#race-choose summary');
    for (const k of [0, 1, 2, 3, 4]) await page.uncheck(`#show-${k}`);
    assert.match(await page.textContent('#race-choose summary'), /9 of 14/);
    await page.click('#race-choose summary');
    const nine = await boards(page);
    assert.equal(nine.length, 9);
    assert.ok(nine.every((b) => b.onScreen && b.captionWhole), JSON.stringify(nine));
    assert.ok(nine[0].side > shown[0].side, `${nine[0].side} > ${shown[0].side}`);
    assert.deepEqual(problems, []);
    await page.close();
  });
}

test('race-four: --strategies gives four boards in its order, on the placements clock, with the puzzle named', async () => {
  const { page, problems } = await open('race-four', [1280, 720]);
  assert.deepEqual(await page.evaluate(() => window.__race.strategies),
    ['backtrack+mrv+mac', 'backtrack+fc', 'dlx', 'backtrack+backjump']);
  assert.equal(await page.evaluate(() => window.__race.clock()), 'placements');
  assert.match(await page.title(), /^classic: /);
  assert.match(await page.textContent('h1'), /^4 strategies on classic, /);
  const shown = await boards(page);
  assert.ok(shown.every((b) => b.onScreen && b.captionWhole && b.side >= 200), JSON.stringify(shown));
  // No time column unless asked (--times).
  assert.equal(await page.$$eval('thead th', (ths) => ths.some((th) => /time/.test(th.textContent))), false);
  assert.deepEqual(problems, []);
  await page.close();
});

test('race-all: 35 rows (the five and every combination of backtrack), and no two bars of a chart share a colour and a pattern', async () => {
  const { page, problems } = await open('race-all', [1280, 900]);
  const looks = await page.$$eval('svg.chart.log', (charts) => charts.map((svg) => {
    const bars = [...svg.querySelectorAll('rect:not(.overlay)')];
    const overlays = [...svg.querySelectorAll('rect.overlay')];
    return bars.map((bar) => {
      const over = overlays.find((o) => o.getAttribute('y') === bar.getAttribute('y'));
      const pattern = over ? over.getAttribute('fill').replace(/.*-p/, 'p') : 'solid';
      const fill = getComputedStyle(bar).fill;
      return `${fill} ${pattern}`;
    });
  }));
  assert.ok(looks.length > 0);
  for (const chart of looks) {
    assert.equal(chart.length, 35);
    assert.equal(new Set(chart).size, 35, chart.join(' | '));
  }
  assert.deepEqual(problems, []);
  await page.close();
});
