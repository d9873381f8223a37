// Hostile text along every path outside text takes into a page (built by
// tests/browser.rs): a puzzle file's name, `render --title`, the strategy
// a trace from another program names, and `.sdk` header lines. In Chromium
// no script runs, no element is made from the text, nothing lands in a
// link, the text reads as the literal text, and its direction controls are
// shown, not obeyed, and cannot reorder the words around it.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, open, expected, pageUrl, watchPolicy } from './helpers.mjs';

const want = expected('hostile');

// As src/render/user_text.rs shows outside text: control characters and
// direction controls as their code points.
const shown = (s) => s.replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g,
  (c) => `[U+${c.codePointAt(0).toString(16).toUpperCase().padStart(4, '0')}]`);
const CONTROLS = /[\u202a-\u202e\u2066-\u2069]/;

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser.close(); });

// What the page made of the text: anything that ran or was created from it.
function damage() {
  const all = [...document.querySelectorAll('*')];
  return {
    pwned: window.__pwned,
    images: document.images.length,
    scripts: document.scripts.length,
    handlers: all.flatMap((e) => [...e.attributes].filter((a) => /^on/i.test(a.name)).map((a) => a.name)),
    links: all.flatMap((e) => [...e.attributes]
      .filter((a) => ['href', 'src', 'action', 'formaction', 'xlink:href'].includes(a.name) && /javascript:/i.test(a.value))
      .map((a) => a.value)),
  };
}

const HARMLESS = { pwned: undefined, images: 0, scripts: 2, handlers: [], links: [] };

// Reads the text isolated in `selector` (a <bdi>) and checks how it lies:
// the letters of its word "evil" left to right in reading order, and the
// words after it after it, not pulled in front by its direction.
async function isolated(page, selector) {
  return page.$eval(selector, (bdi) => {
    const range = document.createRange();
    const box = (node, i) => {
      range.setStart(node, i);
      range.setEnd(node, i + 1);
      return range.getBoundingClientRect();
    };
    const text = bdi.firstChild;
    const at = text.data.indexOf('evil');
    const letters = at < 0 ? [] : [0, 1, 2, 3].map((i) => box(text, at + i).left);
    const last = [...bdi.getClientRects()].pop();
    const after = bdi.nextSibling;
    let next = null;
    if (after && after.data && after.data.trim()) {
      const r = box(after, 1);
      next = { after: r.left >= last.right - 1 || r.top >= last.bottom - 1 };
    }
    return { text: text.data, ordered: letters.every((x, i) => i === 0 || x > letters[i - 1]), next };
  });
}

test('a puzzle file named to break out of the page shows its name as text', async () => {
  const { page, context, problems } = await open(browser, 'hostile-file');
  assert.deepEqual(await page.evaluate(damage), HARMLESS);
  assert.deepEqual(problems, []);
  const name = shown(want.file);
  assert.ok(name.includes('"><img src=x onerror="window.__pwned=2"><script>window.__pwned=1<\\script>javascript:alert(1)'));
  assert.ok(name.includes('[U+202E]evil[U+2066]iso[U+2069] [U+001B][2J.sdk'), 'controls and the escape shown');
  assert.equal(await page.title(), `Sudoku search walkthrough: ${name}`);
  const h1 = await isolated(page, 'h1 bdi');
  assert.deepEqual(h1, { text: name, ordered: true, next: null });
  assert.equal(await page.textContent('h1'), `Sudoku search walkthrough: ${name}`);
  // The .sdk file's author, description and comment lines reach no page.
  const html = await page.content();
  for (const marker of ['sdk-author', 'sdk-description', 'sdk-comment']) assert.ok(!html.includes(marker), marker);
  await context.close();
});

test('a hostile --title shows as text, never as markup or a link', async () => {
  const { page, context, problems } = await open(browser, 'hostile-title');
  assert.deepEqual(await page.evaluate(damage), HARMLESS);
  assert.deepEqual(problems, []);
  const title = shown(want.text);
  assert.ok(title.startsWith('</script><script>window.__pwned=1</script>"><img src=x onerror="window.__pwned=2">javascript:alert(1) [U+202E]evil'));
  assert.equal(await page.title(), `Sudoku search walkthrough: ${title}`);
  assert.deepEqual(await isolated(page, 'h1 bdi'), { text: title, ordered: true, next: null });
  // None but the isolate the script puts around the strategy's name.
  const text = (await page.evaluate(() => document.title + document.body.textContent)).replaceAll('\u2068candidates\u2069', '');
  assert.ok(!CONTROLS.test(text), 'no direction control obeyed');
  // The player still works under the heading.
  await page.keyboard.press('End');
  assert.ok(await page.$('#board.solved'));
  await context.close();
});

test('a trace whose strategy is hostile is drawn with the name as text', async () => {
  const { page, context, problems } = await open(browser, 'hostile-trace');
  assert.deepEqual(await page.evaluate(damage), HARMLESS);
  assert.deepEqual(problems, []);
  const strategy = shown(want.text);
  const summary = await isolated(page, '.summary bdi');
  assert.deepEqual(summary, { text: strategy, ordered: true, next: { after: true } });
  assert.match(await page.textContent('.summary'), / search on a 4x4 puzzle: 7 givens, 9 empty cells$/);
  // The script's own sentence isolates the name with U+2068 … U+2069.
  assert.equal(await page.textContent('#sentence'),
    `\u2068${strategy}\u2069 search on a 4x4 puzzle: 7 givens, 9 empty cells — The givens, before the first step.`);
  const bare = (await page.evaluate(() => document.body.textContent)).replaceAll(`\u2068${strategy}\u2069`, '');
  assert.ok(!CONTROLS.test(bare), 'no other direction control in the page');
  assert.equal(await page.title(), 'Sudoku search walkthrough');
  await context.close();
});

test('the compare page of a hostile file name shows no trace of it', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const violations = [];
  const problems = [];
  await watchPolicy(page, violations);
  page.on('dialog', (d) => { problems.push(`dialog: ${d.message()}`); d.dismiss(); });
  page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
  await page.goto(pageUrl('hostile-compare'));
  // The race's own: its data (one element, and one a strategy: 14) and its one script.
  assert.deepEqual(await page.evaluate(damage), { ...HARMLESS, scripts: 16 });
  assert.equal(await page.$$eval('script:not([type])', (s) => s.length), 1);
  const html = await page.content();
  // The file's name heads the page as text only: no markup of it, and its
  // right-to-left override shown as its code point.
  for (const part of ['<img src=x', '<script>window.__pwned', 'sdk-']) assert.ok(!html.includes(part), part);
  assert.match(await page.textContent('h1'), /\[U\+202E\]/);
  assert.equal(await page.$$eval('tbody tr', (trs) => trs.length), 14, 'every strategy of the default line-up (the five and the textbook nine)');
  assert.deepEqual(problems, []);
  assert.deepEqual(violations, []);
  await context.close();
});
