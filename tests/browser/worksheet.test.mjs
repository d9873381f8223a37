// The printable worksheet (`--format worksheet-html`), as Chromium prints
// it: box lines and pencilled domains drawn, no board cut by a page break,
// the answer key on a page of its own (and absent with --no-answers), the
// same number of pages on A4 and Letter; screenshots of the print view.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { writeFileSync } from 'node:fs';
import { launch, pageUrl, SHOTS } from './helpers.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser.close(); });

async function printView(name) {
  const context = await browser.newContext({ viewport: { width: 794, height: 1123 } });
  const page = await context.newPage();
  const problems = [];
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text()); });
  page.on('request', (r) => { if (!r.url().startsWith('file:')) problems.push(`request ${r.url()}`); });
  await page.goto(pageUrl(name));
  await page.emulateMedia({ media: 'print' });
  return { page, context, problems };
}

// The number of pages in a PDF: its page objects.
function pages(pdf) {
  return (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) || []).length;
}

test('classic fc: boxes, domains and the answer key on its own page, in print', async () => {
  const { page, context, problems } = await printView('worksheet-fc');
  const look = await page.evaluate(() => {
    const board = document.querySelector('table.board');
    const px = (el, side) => parseFloat(getComputedStyle(el)[`border${side}Width`]);
    const thick = board.querySelector('td.bt');
    const thin = [...board.querySelectorAll('td')].find((td) => !td.className.match(/\bb[tl]\b/));
    const pencil = board.querySelector('.pencil span');
    return {
      boards: document.querySelectorAll('table.board').length,
      thickTop: px(thick, 'Top'),
      thinTop: px(thin, 'Top'),
      pencilled: board.querySelectorAll('td.pencilled').length,
      pencilSize: parseFloat(getComputedStyle(pencil).fontSize),
      pencilVisible: pencil.getBoundingClientRect().width > 0,
      givenWeight: getComputedStyle(board.querySelector('td.given .cell')).fontWeight,
      headerWeight: getComputedStyle(board.querySelector('tbody th')).fontWeight,
      answersBreak: getComputedStyle(document.querySelector('section.answers')).breakBefore,
      boardBreak: getComputedStyle(document.querySelector('figure')).breakInside,
      widest: Math.max(...[...document.querySelectorAll('table.board')].map((t) => t.getBoundingClientRect().right)),
    };
  });
  assert.ok(look.boards >= 6, `the puzzle, the moments and the questions' boards (${look.boards})`);
  assert.ok(look.thickTop > look.thinTop, `box lines thicker than cell lines (${look.thickTop} vs ${look.thinTop})`);
  assert.equal(look.pencilled, 51, 'every empty cell of the puzzle shows its domain');
  assert.ok(look.pencilSize >= 8, `pencilled digits readable on paper (${look.pencilSize}px)`);
  assert.ok(look.pencilVisible);
  assert.equal(look.givenWeight, '800', 'givens bold');
  assert.equal(look.headerWeight, '400', 'row names not bold: they are not givens');
  assert.equal(look.answersBreak, 'page', 'the answer key starts a page');
  assert.equal(look.boardBreak, 'avoid', 'no board is cut by a page break');
  assert.ok(look.widest <= 794, `no board wider than the page (${look.widest})`);
  await page.screenshot({ path: path.join(SHOTS, 'worksheet-fc-print.png') });
  const a4 = await page.pdf({ format: 'A4' });
  const letter = await page.pdf({ format: 'Letter' });
  writeFileSync(path.join(SHOTS, 'worksheet-fc-a4.pdf'), a4);
  writeFileSync(path.join(SHOTS, 'worksheet-fc-letter.pdf'), letter);
  assert.ok(pages(a4) >= 3, `several pages (${pages(a4)})`);
  assert.equal(pages(a4), pages(letter), 'A4 and Letter alike');
  assert.deepEqual(problems, []);
  await context.close();
});

test('--no-answers: the printed sheet holds the questions and no answer', async () => {
  const { page, context, problems } = await printView('worksheet-fc-no-answers');
  const text = await page.evaluate(() => document.body.innerText);
  assert.match(text, /Which values does forward checking remove/);
  assert.doesNotMatch(text, /Answer key/);
  assert.doesNotMatch(text, /The trace, step/);
  assert.equal(await page.locator('section.answers').count(), 0);
  const withKey = pages(await page.pdf({ format: 'A4' }));
  assert.ok(withKey >= 2);
  assert.deepEqual(problems, []);
  await context.close();
});

test('16x16: the boards fit the page and pencil a 4x4 grid of values', async () => {
  const { page, context, problems } = await printView('worksheet-sixteen');
  const look = await page.evaluate(() => ({
    widest: Math.max(...[...document.querySelectorAll('table.board')].map((t) => t.getBoundingClientRect().right)),
    grid: document.querySelector('.pencil').className,
    columns: document.querySelector('table.board thead').querySelectorAll('th').length,
  }));
  assert.equal(look.columns, 16);
  assert.equal(look.grid, 'pencil k4');
  assert.ok(look.widest <= 794, `no board wider than the page (${look.widest})`);
  await page.screenshot({ path: path.join(SHOTS, 'worksheet-sixteen-print.png') });
  assert.deepEqual(problems, []);
  await context.close();
});
