// Shared by the browser tests: where the pages are, how Chromium starts,
// and how a page is opened and read.
import { readFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
export const PAGES = process.env.PAGES_DIR || path.resolve(here, '../../target/browser-pages');
export const SHOTS = process.env.SHOTS_DIR || path.resolve(here, '../../target/browser-screenshots');
const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';

// Debian's Chromium, headless, as root, with nothing that phones home.
export const CHROMIUM_ARGS = [
  '--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run',
];

export function launch() {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

export function expected(name) {
  return JSON.parse(readFileSync(path.join(PAGES, `${name}.expected.json`), 'utf8'));
}

export function pageUrl(name, hash = '') {
  return pathToFileURL(path.join(PAGES, `${name}.html`)).href + hash;
}

// Every Content-Security-Policy violation reported by a page opened for
// normal use, in this test file: the policy must never get in the page's
// own way. A file that opens pages checks it is empty in its last test.
export const unexpectedViolations = [];

// Reports the page's `securitypolicyviolation` events into `into`, from its
// very first parse on (an init script runs before the page's own).
export async function watchPolicy(page, into) {
  await page.exposeBinding('__reportViolation', (_source, v) => { into.push(v); });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__reportViolation({
        directive: e.effectiveDirective, blocked: e.blockedURI, sample: e.sample,
        url: e.documentURI.replace(/^.*\//, ''), line: e.lineNumber,
      });
    });
  });
}

// Opens a page and waits for the player; `problems` collects console
// errors and warnings, uncaught errors, and any request that leaves the file;
// `violations` the page's policy violations (unexpected ones, unless the test
// passes a list of its own); a dialog (alert) is a problem too.
export async function open(browser, name, { hash = '', viewport = { width: 1280, height: 800 }, reducedMotion = 'reduce', violations = unexpectedViolations } = {}) {
  const context = await browser.newContext({ viewport, reducedMotion });
  const page = await context.newPage();
  await watchPolicy(page, violations);
  const problems = [];
  page.on('dialog', (d) => {
    problems.push(`dialog: ${d.message()}`);
    d.dismiss();
  });
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
  page.on('request', (r) => {
    if (!r.url().startsWith('file:')) problems.push(`request: ${r.url()}`);
  });
  const started = Date.now();
  await page.goto(pageUrl(name, hash));
  await page.waitForFunction(() => window.__walkthrough && window.__walkthrough.readyMs > 0);
  const openedMs = Date.now() - started;
  return { page, context, problems, violations, openedMs };
}

// The board the page shows, one character per cell ('.' for empty), as
// Grid::to_line writes it. A digit shown only to be struck out (taken
// back, or refused) or offered (a place a unit's digit could go) is not on
// the board.
export function boardText(page) {
  return page.$$eval('#board td', (tds) => tds.map((td) => {
    if (['taken-back', 'rejected', 'option'].some((c) => td.classList.contains(c))) return '.';
    return td.querySelector('.v').textContent || '.';
  }).join(''));
}

export const stepNow = (page) => page.evaluate(() => window.__walkthrough.step());
export const sentence = (page) => page.textContent('#sentence');

export async function shot(page, name, options = {}) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), ...options });
}

// The tree's current node (its one `aria-current`), to run in the page
// (`page.evaluate(markedTreeNode)`, in Playwright or Puppeteer): the page
// scrolled to it, its text, whether it lies inside the tree's box (the box
// keeps it in sight, both ways), and whether it is what the page finds at
// its own centre. `null` when no node is marked.
export function markedTreeNode() {
  const b = document.querySelector('#tree [aria-current="step"]');
  if (!b) return null;
  window.scrollBy(0, b.getBoundingClientRect().top - innerHeight / 2);
  const box = document.getElementById('tree').getBoundingClientRect();
  const r = b.getBoundingClientRect();
  const x = Math.min(r.left + r.width / 2, box.right - 2), y = r.top + r.height / 2;
  return {
    text: b.textContent,
    inBox: r.top >= box.top - 1 && r.bottom <= box.bottom + 1 && r.left >= box.left - 1 && r.right <= box.right + 1,
    hit: b.contains(document.elementFromPoint(x, y)),
  };
}

// The contrasts on the page's boards as Chromium computes them, to run in
// the page (`page.evaluate(boardContrasts)`, or with a selector of the
// tables to look at): each one below its WCAG minimum (`found`), and the
// lowest of each kind (`min`) and how many were measured (`count`), over
// every visible cell of every board (the main one, the heat map, the key
// moments' small ones):
// - text: a digit or a pencil mark (opacity included) against what lies
//   behind it (each colour of a hatched or tinted fill), 4.5:1, or 3:1 for
//   large text (24px, or 18.66px bold; WCAG 1.4.3);
// - glyph: a cell's corner symbol (▶ ✗ ↶ ◎ ? ⋯ ↩ ⚑ ∅) against the cell's
//   fill, 3:1 (WCAG 1.4.11);
// - edge: what sets a cell off from its neighbours against the cell's
//   fill, 3:1 (WCAG 1.4.11): the cell lines (thin and thick), or where the
//   cell draws a ring inside its lines (the current cell, a peer), the ring,
//   which then is the cell's edge (the line beside it is part of the same
//   boundary and the neighbour's side is checked against the neighbour's
//   fill).
export function boardContrasts(tables = 'table.board') {
  const parse = (s) => {
    const m = s.match(/rgba?\(([^)]*)\)/);
    if (!m) return null;
    const [r, g, b, a = 1] = m[1].split(/[\s,/]+/).filter(Boolean).map(Number);
    return [r, g, b, a];
  };
  const all = (s) => (s.match(/rgba?\([^)]*\)/g) || []).map(parse);
  const lum = ([r, g, b]) => [r, g, b]
    .map((c) => c / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
    .reduce((a, c, i) => a + c * [0.2126, 0.7152, 0.0722][i], 0);
  const over = (fg, bg, alpha) => fg.slice(0, 3).map((c, i) => alpha * c + (1 - alpha) * bg[i]);
  const ratio = (a, b) => {
    const [x, y] = [lum(a), lum(b)];
    return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
  };
  const hex = (c) => '#' + c.slice(0, 3).map((v) => Math.round(v).toString(16).padStart(2, '0')).join('');
  // The colours of the fill behind node: the nearest background (each
  // colour of a gradient; a gradient with a transparent stop adds what lies
  // behind it), white at the root.
  const fills = (node) => {
    for (let n = node; n && n.nodeType === 1; n = n.parentElement) {
      const s = getComputedStyle(n);
      const stops = s.backgroundImage.includes('gradient') ? all(s.backgroundImage) : [];
      const color = parse(s.backgroundColor);
      const solid = stops.filter((c) => c[3] > 0);
      if (solid.length) return solid.some((c) => c[3] < 1) || stops.length > solid.length ? solid.concat(fills(n.parentElement)) : solid;
      if (color && color[3] > 0) return [color];
    }
    return [[255, 255, 255, 1]];
  };
  const opacity = (node, upTo) => {
    let o = 1;
    for (let n = node; n && n !== upTo.parentElement; n = n.parentElement) o *= Number(getComputedStyle(n).opacity);
    return o;
  };
  const where = (td) => {
    const table = td.closest('table');
    const row = td.parentElement.rowIndex, col = td.cellIndex;
    return `${table.id || table.className}[r${row + 1}c${col + 1}.${[...td.classList].filter((c) => !/^b[tlbr]$/.test(c)).join('.')}]`;
  };
  const found = [];
  const min = {};
  const count = {};
  const note = (kind, what, fg, bg, r, need) => {
    count[kind] = (count[kind] || 0) + 1;
    if (!(kind in min) || r < min[kind].ratio) min[kind] = { ratio: r, what, fg: hex(fg), bg: hex(bg) };
    if (r < need - 1e-9) found.push({ kind, what, ratio: Math.round(r * 100) / 100, need, fg: hex(fg), bg: hex(bg) });
  };
  for (const td of document.querySelectorAll(`:is(${tables}) td`)) {
    if (!td.checkVisibility({ visibilityProperty: true })) continue;
    const cellFills = fills(td);
    const ts = getComputedStyle(td);
    // Text: the digit and the pencil marks.
    for (const t of td.querySelectorAll('.v, .mark')) {
      if (!t.textContent.trim() || !t.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const s = getComputedStyle(t);
      const fg = parse(s.color);
      const alpha = fg[3] * opacity(t, td);
      const size = parseFloat(s.fontSize), bold = Number(s.fontWeight) >= 700;
      const need = size >= 24 || (bold && size >= 18.66) ? 3 : 4.5;
      for (const bg of fills(t)) note('text', `${where(td)} ${t.className} “${t.textContent}” ${size.toFixed(1)}px`, over(fg, bg, alpha), bg, ratio(over(fg, bg, alpha), bg), need);
    }
    // Glyphs drawn by the cell's style.
    for (const [host, pseudo] of [...td.querySelectorAll('.box, .marks')].flatMap((h) => [[h, '::before'], [h, '::after']])) {
      const s = getComputedStyle(host, pseudo);
      if (s.content === 'none' || s.content === 'normal' || s.display === 'none' || !host.checkVisibility({ visibilityProperty: true })) continue;
      const fg = parse(s.color);
      for (const bg of cellFills) note('glyph', `${where(td)} ${host.className}${pseudo} ${s.content}`, over(fg, bg, fg[3]), bg, ratio(over(fg, bg, fg[3]), bg), 3);
    }
    // The edge: an inset ring (the widest, innermost), else each line.
    const rings = ts.boxShadow === 'none' ? [] : ts.boxShadow.split(/,(?![^(]*\))/)
      .filter((s) => s.includes('inset'))
      .map((s) => ({ color: parse(s), spread: parseFloat(s.replace(/rgba?\([^)]*\)/, '').trim().split(/\s+/)[3]) }))
      .filter((r) => r.color && r.color[3] > 0 && r.spread >= 1);
    const edges = rings.length
      ? [['ring', rings.reduce((a, b) => (b.spread > a.spread ? b : a)).color]]
      : ['Top', 'Right', 'Bottom', 'Left']
        .filter((side) => ts[`border${side}Style`] !== 'none' && parseFloat(ts[`border${side}Width`]) > 0)
        .map((side) => [`${parseFloat(ts[`border${side}Width`]) < 2 ? 'thin' : 'thick'} ${side.toLowerCase()} line`, parse(ts[`border${side}Color`])]);
    for (const [what, color] of edges) {
      for (const bg of cellFills) note('edge', `${where(td)} ${what}`, color, bg, ratio(color, bg), 3);
    }
  }
  return { found, min, count };
}
