// At the last step of a deep search (the classic puzzle, depth 51; a 16×16,
// depth 103), on a projector, a small laptop and a phone: the tree's current
// node is in the tree's visible box and nothing lies over it, no heading is
// covered when scrolled to (nothing sticky lies over the page), and B goes
// back to a guess that had another choice. Screenshots of each in
// target/browser-screenshots/.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, open, pageUrl, watchPolicy, stepNow, sentence, shot, unexpectedViolations } from './helpers.mjs';

const SIZES = [
  { width: 1280, height: 900 },
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
];
const DEEP = ['classic', 'sixteen'];

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser.close(); });

// Where the tree's current node is, after scrolling the page (never the
// tree's own box) so that the node's centre is half way down the window.
function currentNode(page) {
  return page.evaluate(() => {
    const box = document.getElementById('tree');
    const marked = box.querySelectorAll('[aria-current]');
    if (marked.length !== 1) return { error: `${marked.length} elements with aria-current in the tree` };
    const node = marked[0];
    let r = node.getBoundingClientRect();
    window.scrollBy(0, r.top + r.height / 2 - window.innerHeight / 2);
    r = node.getBoundingClientRect();
    const b = box.getBoundingClientRect();
    const inside = {
      left: b.left + box.clientLeft, top: b.top + box.clientTop,
      right: b.left + box.clientLeft + box.clientWidth, bottom: b.top + box.clientTop + box.clientHeight,
    };
    const x = r.left + r.width / 2, y = r.top + r.height / 2;
    const hit = document.elementFromPoint(x, y);
    // A mark of the current node outside the node itself (a line of its own).
    const strayMarks = [...box.querySelectorAll('.here-mark')].filter((m) => !node.contains(m)).length;
    return {
      text: node.textContent,
      tag: node.tagName,
      current: node.getAttribute('aria-current'),
      rect: { left: r.left, top: r.top, right: r.right, bottom: r.bottom },
      box: inside,
      inBox: r.left >= inside.left - 0.5 && r.right <= inside.right + 0.5 && r.top >= inside.top - 0.5 && r.bottom <= inside.bottom + 0.5,
      inWindow: r.left >= 0 && r.right <= window.innerWidth && r.top >= 0 && r.bottom <= window.innerHeight,
      hitIsNode: !!hit && node.contains(hit),
      hit: hit ? hit.tagName + '.' + hit.className + ' ' + (hit.textContent || '').slice(0, 40) : null,
      strayMarks,
    };
  });
}

test('at the last step the tree’s current node is in view and on top, at every size', async () => {
  for (const name of DEEP) {
    for (const viewport of SIZES) {
      const where = `${name} at ${viewport.width}×${viewport.height}`;
      const { page, context, problems } = await open(browser, name, { viewport });
      await page.keyboard.press('End');
      assert.equal(await stepNow(page), await page.evaluate(() => window.__walkthrough.total));
      await shot(page, `end-${name}-${viewport.width}x${viewport.height}`);
      const n = await currentNode(page);
      assert.equal(n.error, undefined, `${where}: ${n.error}`);
      await shot(page, `tree-${name}-${viewport.width}x${viewport.height}`);
      assert.equal(n.tag, 'BUTTON', `${where}: the current node is a node of the tree`);
      assert.equal(n.current, 'step', `${where}: the node says it is the current step`);
      assert.equal(n.strayMarks, 0, `${where}: the “you are here” mark sits on the node, not on a line of its own`);
      assert.ok(n.inBox, `${where}: the node ${JSON.stringify(n.rect)} lies inside the tree's visible box ${JSON.stringify(n.box)}`);
      assert.ok(n.inWindow, `${where}: the node ${JSON.stringify(n.rect)} is in the window`);
      assert.ok(n.hitIsNode, `${where}: the node is what lies at its own centre, not ${n.hit}`);
      assert.deepEqual(problems, [], where);
      await context.close();
    }
  }
});

test('every heading scrolled to is on top, at every size (nothing sticky covers it)', async () => {
  for (const name of DEEP) {
    for (const viewport of SIZES) {
      const where = `${name} at ${viewport.width}×${viewport.height}`;
      const { page, context } = await open(browser, name, { viewport });
      await page.keyboard.press('End');
      const count = await page.$$eval('h1, h2, h3', (hs) => hs.length);
      for (let k = 0; k < count; k++) {
        const h = await page.evaluate((k) => {
          const h = document.querySelectorAll('h1, h2, h3')[k];
          if (!h.checkVisibility()) return null;
          h.scrollIntoView();
          const r = h.getBoundingClientRect();
          const x = Math.min(Math.max(r.left + r.width / 2, 0), window.innerWidth - 1);
          const y = Math.min(Math.max(r.top + r.height / 2, 0), window.innerHeight - 1);
          const hit = document.elementFromPoint(x, y);
          return {
            text: h.textContent.trim(), ok: !!hit && h.contains(hit),
            hit: hit ? `${hit.tagName}#${hit.id}.${hit.className} ${(hit.textContent || '').trim().slice(0, 40)}` : null,
          };
        }, k);
        if (h === null) continue;
        assert.ok(h.ok, `${where}: the heading “${h.text}” is covered by ${h.hit}`);
      }
      const wide = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(wide <= 0, `${where}: no sideways scrolling (${wide}px too wide)`);
      await context.close();
    }
  }
});

test('B goes back to the last guess that had another choice', async () => {
  for (const name of DEEP) {
    const { page, context } = await open(browser, name);
    await page.keyboard.press('End');
    let before = await stepNow(page);
    for (let k = 0; k < 3; k++) {
      await page.keyboard.press('b');
      const s = await stepNow(page);
      assert.ok(s < before, `${name}: B goes back (from ${before}, to ${s})`);
      const said = await sentence(page);
      const m = /^try \S+ = \S+ \(candidate (\d+) of (\d+)\)$/.exec(said);
      assert.ok(m, `${name}: B lands on a guess, not on “${said}”`);
      assert.ok(Number(m[2]) > 1, `${name}: B lands on a guess with an alternative, not on “${said}”`);
      before = s;
    }
    await context.close();
  }
  // Without a count of choices in its events (naive), the guess's cell had more than one candidate.
  const { page, context } = await open(browser, 'classic-naive');
  await page.keyboard.press('End');
  await page.keyboard.press('b');
  const s = await stepNow(page);
  assert.match(await sentence(page), /^try r\dc\d = \d$/);
  const candidates = await page.evaluate((s) => window.__walkthrough.candidatesBefore(s), s);
  assert.ok(candidates > 1, `classic-naive: the guess at step ${s} had ${candidates} candidate(s)`);
  await context.close();
});

// Browser zoom, modelled as Chromium does it: at z% a window of W×H device
// pixels lays the page out in a viewport of W/z × H/z CSS pixels, each CSS
// pixel drawn as z device pixels (devicePixelRatio z on a 1× screen), and
// media queries, viewport units and the page's own fitting (board.js) see
// that smaller viewport. A context with that viewport and deviceScaleFactor
// z is the same layout. (CSS `zoom` on the root would leave the viewport,
// media queries and vw as they are, and CDP's page scale factor is a pinch
// zoom over an unchanged layout: neither is what a reader's Ctrl-+ does.)
async function atZoom(name, zoom, { width = 1280, height = 900 } = {}) {
  const viewport = { width: Math.round(width / zoom), height: Math.round(height / zoom) };
  const context = await browser.newContext({ viewport, deviceScaleFactor: zoom, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await watchPolicy(page, unexpectedViolations);
  await page.goto(pageUrl(name));
  await page.waitForFunction(() => window.__walkthrough && window.__walkthrough.readyMs > 0);
  await page.evaluate(() => window.__walkthrough.goTo(window.__walkthrough.total));
  const m = await page.evaluate(() => {
    const digit = [...document.querySelectorAll('#board td .v')].find((v) => v.textContent);
    return {
      dpr: window.devicePixelRatio,
      css: innerWidth,
      digit: parseFloat(getComputedStyle(digit).fontSize) * window.devicePixelRatio,
      board: document.getElementById('board').getBoundingClientRect().width * window.devicePixelRatio,
      text: parseFloat(getComputedStyle(document.getElementById('sentence')).fontSize) * window.devicePixelRatio,
      wide: document.documentElement.scrollWidth - innerWidth,
    };
  });
  return { page, context, ...m };
}

test('zooming in enlarges the board: its digits about twice as large at 200%, nothing wider than the window at 400% (WCAG 1.4.4, 1.4.10)', async () => {
  for (const name of DEEP) {
    const at100 = await atZoom(name, 1);
    await at100.context.close();
    const at200 = await atZoom(name, 2);
    assert.equal(at200.dpr, 2);
    await shot(at200.page, `zoom-200-${name}`);
    await at200.context.close();
    const at400 = await atZoom(name, 4);
    assert.equal(at400.css, 320, 'a 1280-pixel window at 400% is 320 CSS pixels wide');
    await shot(at400.page, `zoom-400-${name}`);
    await at400.context.close();
    const ratio = at200.digit / at100.digit;
    console.log(`${name}, 1280×900: digits ${at100.digit.toFixed(1)} device px at 100%, ${at200.digit.toFixed(1)} at 200% (×${ratio.toFixed(2)}), ${at400.digit.toFixed(1)} at 400%; board ${Math.round(at100.board)}, ${Math.round(at200.board)}, ${Math.round(at400.board)}; sentence ${at100.text.toFixed(1)}, ${at200.text.toFixed(1)}, ${at400.text.toFixed(1)}`);
    assert.ok(ratio >= 1.8, `${name}: the digits at 200% are ${ratio.toFixed(2)}× their size at 100% (${at200.digit.toFixed(1)} / ${at100.digit.toFixed(1)} device px)`);
    assert.ok(at400.digit >= at200.digit * 0.95, `${name}: no smaller at 400% than at 200% (${at400.digit.toFixed(1)} / ${at200.digit.toFixed(1)})`);
    assert.ok(at400.wide <= 0, `${name} at 400%: no sideways scrolling (${at400.wide}px too wide)`);
  }
});

test('no page above met its Content-Security-Policy', () => {
  assert.deepEqual(unexpectedViolations, []);
});
