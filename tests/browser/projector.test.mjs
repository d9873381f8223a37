// On a projector (1280×720, and a 1024×768 one): a page with both notices
// (the recording cap and the step limit) shows the board and every button
// of the player on screen at every step it is shown, the buttons never move
// between steps (dead ends and solutions included), a panel a key opens
// comes on screen, the notices fold to one line that opens, and the heat
// map's givens show no number (which would read as a count); projector
// mode (P) shows only the board, the step and its sentence, large.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, open, shot, unexpectedViolations } from './helpers.mjs';

const PROJECTORS = [{ width: 1280, height: 720 }, { width: 1024, height: 768 }];

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser.close(); });

// The board's and every player control's box, at the step shown.
function boxes(page) {
  return page.evaluate(() => {
    const ids = ['board', 'slider', 'first', 'prev', 'play', 'next', 'last', 'speed', 'next-dead-end', 'next-solution', 'branch'];
    return Object.fromEntries(ids.map((id) => {
      const r = document.getElementById(id).getBoundingClientRect();
      return [id, { top: Math.round(r.top), left: Math.round(r.left), bottom: Math.round(r.bottom), right: Math.round(r.right) }];
    }));
  });
}

for (const name of ['notices', 'classic']) {
  for (const viewport of PROJECTORS) {
    test(`${name} at ${viewport.width}×${viewport.height}: board and buttons on screen and still at every kind of step`, async () => {
      const { page, context, problems } = await open(browser, name, { viewport });
      const steps = await page.evaluate(() => {
        const w = window.__walkthrough;
        const out = [0, 1, 2, 3, 10, 50, w.total];
        // Dead ends and solutions, where the banner speaks.
        for (let s = 1; s <= w.total && out.length < 40; s++) {
          const kind = w.infoAt(s);
          if (kind && /^(dead end|solution)/.test(kind.sentence)) out.push(s);
        }
        return out.filter((s) => s <= w.total);
      });
      assert.ok(steps.length > 10, `steps to look at: ${steps}`);
      let first = null;
      for (const s of steps) {
        await page.evaluate((n) => window.__walkthrough.goTo(n), s);
        const now = await boxes(page);
        for (const [id, r] of Object.entries(now)) {
          assert.ok(r.top >= 0 && r.bottom <= viewport.height && r.left >= 0 && r.right <= viewport.width,
            `${name} step ${s}: #${id} off screen ${JSON.stringify(r)}`);
        }
        if (first === null) first = now;
        else assert.deepEqual(now, first, `${name}: the board and buttons moved at step ${s}`);
      }
      await shot(page, `projector-${name}-${viewport.width}x${viewport.height}`);
      assert.deepEqual(problems, []);
      await context.close();
    });
  }
}

test('a panel a key opens comes on screen, on a projector', async () => {
  const { page, context } = await open(browser, 'classic', { viewport: { width: 1280, height: 720 } });
  await page.evaluate(() => window.__walkthrough.goTo(300));
  // On screen: whole, or (a panel taller than the window) from its top.
  const onScreen = (selector) => page.evaluate((sel) => {
    const r = document.querySelector(sel).getBoundingClientRect();
    const top = r.top >= 0 && (r.bottom <= window.innerHeight + 1 || r.top < window.innerHeight / 3);
    return r.height > 0 && top && r.left >= 0 && r.right <= window.innerWidth;
  }, selector);
  assert.equal(await onScreen('#counter-table'), false, 'the counters start below the screen');
  await page.locator('body').press('t');
  await page.waitForFunction(() => document.getElementById('counter-table').classList.contains('show-definitions'));
  assert.equal(await onScreen('#counter-table'), true, 'T brings the definitions on screen');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.locator('body').press('h');
  assert.equal(await onScreen('#heat'), true, 'H brings the heat map on screen');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.locator('body').press('?');
  assert.equal(await page.locator('#keys-dialog').isVisible(), true);
  assert.equal(await onScreen('#keys-dialog'), true, '? opens the keys over the page');
  // The dialog keeps the keys to itself: an arrow does not step behind it.
  const before = await page.evaluate(() => window.__walkthrough.step());
  await page.keyboard.press('ArrowRight');
  assert.equal(await page.evaluate(() => window.__walkthrough.step()), before);
  await page.keyboard.press('Escape');
  assert.equal(await page.locator('#keys-dialog').isVisible(), false, 'Escape closes it');
  await page.locator('body').press('?');
  await page.locator('#keys-close').click();
  assert.equal(await page.locator('#keys-dialog').isVisible(), false, 'its button closes it');
  await page.locator('#keys-open').click();
  assert.equal(await page.locator('#keys-dialog').isVisible(), true, 'the help panel\'s button opens it');
  await page.keyboard.press('Escape');
  await context.close();
});

test('the notices fold to one line that opens', async () => {
  const { page, context } = await open(browser, 'notices', { viewport: { width: 1280, height: 720 } });
  const summary = page.locator('#notices-summary');
  assert.match(await summary.textContent(), /2,000 of 3,001 events · stopped at its step limit \(3,000 steps\)/);
  const lineHeight = await summary.evaluate((s) => parseFloat(getComputedStyle(s).lineHeight));
  const { height } = await summary.boundingBox();
  assert.ok(height < 2 * lineHeight, `one line: ${height} px for a line of ${lineHeight} px`);
  assert.equal(await page.isVisible('#step-limited'), false, 'folded');
  await summary.click();
  assert.equal(await page.isVisible('#step-limited'), true);
  assert.equal(await page.isVisible('#truncated'), true);
  await context.close();
});

test('the heat map shows no number on a given', async () => {
  const { page, context } = await open(browser, 'classic');
  const givens = await page.$$eval('#heat td.given', (tds) => tds.map((td) => [td.textContent, td.getAttribute('aria-label')]));
  assert.equal(givens.length, 30);
  for (const [text, label] of givens) {
    assert.equal(text, '', 'no digit that reads as a count');
    assert.match(label, /given/);
  }
  await context.close();
});

test('P shows only the heading, the board, the step, its sentence and the buttons that step, as large as the screen allows; Escape leaves', async () => {
  for (const viewport of [{ width: 1280, height: 720 }, { width: 390, height: 844 }]) {
    const { page, context, problems } = await open(browser, 'classic', { viewport });
    await page.evaluate(() => window.__walkthrough.goTo(300));
    await page.locator('body').press('p');
    for (const hidden of ['.summary', '#counter-table', '#tree', '#log', '#slider', '#next-dead-end', '#speed']) {
      assert.equal(await page.isVisible(hidden), false, `${hidden} hidden in projector mode`);
    }
    // Nothing shown lies over anything else shown.
    const shownBoxes = [];
    for (const shown of ['#board', '#sentence', '#step-label', 'h1', '#projector-exit', '#first', '#play', '#last']) {
      const r = await page.locator(shown).boundingBox();
      assert.ok(r && r.y >= 0 && r.y + r.height <= viewport.height + 1 && r.x + r.width <= viewport.width + 1,
        `${shown} on screen: ${JSON.stringify(r)}`);
      for (const [other, o] of shownBoxes) {
        const apart = r.x >= o.x + o.width || o.x >= r.x + r.width || r.y >= o.y + o.height || o.y >= r.y + r.height;
        assert.ok(apart, `${shown} lies over ${other}: ${JSON.stringify(r)} ${JSON.stringify(o)}`);
      }
      shownBoxes.push([shown, r]);
    }
    const board = await page.locator('#board').boundingBox();
    const sentenceSize = await page.$eval('#sentence', (n) => parseFloat(getComputedStyle(n).fontSize));
    if (viewport.width > viewport.height) {
      assert.ok(board.height > 0.85 * viewport.height, `the board fills the height: ${board.height}`);
    } else {
      assert.ok(board.width > 0.9 * viewport.width, `the board fills the width: ${board.width}`);
    }
    assert.ok(sentenceSize >= 26, `the sentence reads from afar: ${sentenceSize} px`);
    await page.keyboard.press('ArrowRight');
    assert.equal(await page.evaluate(() => window.__walkthrough.step()), 301, 'the keys go on working');
    await shot(page, `projector-mode-${viewport.width}x${viewport.height}`);
    await page.keyboard.press('Escape');
    assert.equal(await page.isVisible('.summary'), true, 'Escape leaves projector mode');
    assert.equal(await page.isVisible('#counter-table'), true);
    assert.deepEqual(problems, []);
    await context.close();
  }
});

test('no page above met its Content-Security-Policy', () => {
  assert.deepEqual(unexpectedViolations, []);
});
