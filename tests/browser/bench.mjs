// Page size and speed of the HTML walkthrough at 10 thousand, 100 thousand
// and a million events, measured in headless Chromium. Prints a Markdown
// table for BENCHMARKS.md.
//
//   cargo build --release
//   (cd tests/browser && npm ci && node bench.mjs)
//
// Environment: SUDOKU_TRACE (the binary; default target/release/sudoku-trace),
// CHROMIUM (default /usr/bin/chromium), RUNS (default 5).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { launch } from './helpers.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const binary = process.env.SUDOKU_TRACE || path.join(root, 'target/release/sudoku-trace');
const runs = Number(process.env.RUNS || 5);
const dir = mkdtempSync(path.join(tmpdir(), 'walkthrough-bench-'));
// A hard puzzle for the first-empty-cell search, cut by the step limit: the
// page then holds the limit plus the event that says so.
const puzzle = path.join(root, 'examples/puzzles/norvig_grid2.txt');

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const rows = [];
const browser = await launch();
try {
  for (const events of [10000, 100000, 1000000]) {
    const file = path.join(dir, `walk-${events}.html`);
    const t0 = process.hrtime.bigint();
    try {
      execFileSync(binary, ['solve', puzzle, '--format', 'html', '--max-steps', String(events - 1), '-o', file]);
    } catch (e) {
      if (e.status !== 1) throw e; // 1: no solution within the limit, as expected
    }
    const writeMs = Number(process.hrtime.bigint() - t0) / 1e6;
    const bytes = statSync(file).size;
    const html = readFileSync(file, 'utf8');
    const data = JSON.parse(html.slice(html.indexOf('>', html.indexOf('id="walkthrough-data"')) + 1, html.indexOf('</script>', html.indexOf('id="walkthrough-data"'))));
    const opens = [], walls = [], ends = [], jumps = [];
    for (let r = 0; r < runs; r++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      const started = Date.now();
      await page.goto(pathToFileURL(file).href);
      await page.waitForFunction(() => window.__walkthrough && window.__walkthrough.readyMs > 0);
      walls.push(Date.now() - started);
      opens.push(await page.evaluate(() => window.__walkthrough.readyMs));
      ends.push(await page.evaluate(() => {
        const t = performance.now();
        document.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true }));
        return performance.now() - t;
      }));
      jumps.push(await page.evaluate(() => {
        const w = window.__walkthrough;
        let worst = 0;
        for (let k = 1; k <= 20; k++) {
          const t = performance.now();
          w.goTo(Math.floor((w.total * k) / 21) + 1023);
          worst = Math.max(worst, performance.now() - t);
        }
        return worst;
      }));
      await context.close();
    }
    rows.push({
      events: data.recorded, bytes, perEvent: bytes / data.recorded,
      dataPerEvent: data.events.length / data.recorded, writeMs,
      open: median(opens), wall: median(walls), end: median(ends), jump: median(jumps),
    });
  }
} finally {
  await browser.close();
}

const fmt = (n, d = 0) => n.toLocaleString('en', { minimumFractionDigits: d, maximumFractionDigits: d });
console.log(`Chromium ${execFileSync(process.env.CHROMIUM || '/usr/bin/chromium', ['--version']).toString().trim().replace(/^Chromium /, '')}, median of ${runs} runs\n`);
console.log('| events | page size | bytes per event (page / events data) | write the page | open (navigation to ready) | open, wall clock | jump to the end | worst of 20 jumps |');
console.log('|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const r of rows) {
  console.log(`| ${fmt(r.events)} | ${fmt(r.bytes / 1024, 0)} KiB | ${fmt(r.perEvent, 2)} / ${fmt(r.dataPerEvent, 2)} | ${fmt(r.writeMs)} ms | ${fmt(r.open)} ms | ${fmt(r.wall)} ms | ${fmt(r.end, 1)} ms | ${fmt(r.jump, 1)} ms |`);
}
