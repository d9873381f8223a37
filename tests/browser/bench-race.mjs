// Page size and speed of the race (`compare --line-up basic --format html`)
// on Norvig's grid2, each strategy recorded up to the walkthrough's default
// cap, measured in headless Chromium as bench.mjs measures the walkthrough.
// Prints a Markdown table for BENCHMARKS.md.
//
//   cargo build --release
//   (cd tests/browser && npm ci && node bench-race.mjs)
//
// Environment: SUDOKU_TRACE (the binary; default target/release/sudoku-trace),
// CHROMIUM (default /usr/bin/chromium), RUNS (default 5).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { launch } from './helpers.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const binary = process.env.SUDOKU_TRACE || path.join(root, 'target/release/sudoku-trace');
const runs = Number(process.env.RUNS || 5);
const dir = mkdtempSync(path.join(tmpdir(), 'race-bench-'));
const puzzle = path.join(root, 'examples/puzzles/norvig_grid2.txt');
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const file = path.join(dir, 'race-grid2.html');
const t0 = process.hrtime.bigint();
execFileSync(binary, ['compare', puzzle, '--line-up', 'basic', '--no-time', '--format', 'html', '-o', file]);
const writeMs = Number(process.hrtime.bigint() - t0) / 1e6;
const bytes = statSync(file).size;

const opens = [], walls = [], ends = [], jumps = [], placementJumps = [];
let recorded = [];
const browser = await launch();
try {
  for (let r = 0; r < runs; r++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const started = Date.now();
    await page.goto(pathToFileURL(file).href);
    await page.waitForFunction(() => window.__race && window.__race.readyMs > 0, null, { timeout: 60000 });
    walls.push(Date.now() - started);
    opens.push(await page.evaluate(() => window.__race.readyMs));
    recorded = await page.evaluate(() => window.__race.recorded);
    ends.push(await page.evaluate(() => {
      const t = performance.now();
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true }));
      return performance.now() - t;
    }));
    // The worst of 20 jumps across the clock, on each clock.
    const worst = () => page.evaluate(() => {
      const w = window.__race;
      let most = 0;
      for (let k = 1; k <= 20; k++) {
        const t = performance.now();
        w.goTo(Math.floor((w.max() * k) / 21) + 1023);
        most = Math.max(most, performance.now() - t);
      }
      return most;
    });
    jumps.push(await worst());
    await page.evaluate(() => window.__race.setClock('placements'));
    placementJumps.push(await worst());
    await context.close();
  }
} finally {
  await browser.close();
}

const fmt = (n, d = 0) => n.toLocaleString('en', { minimumFractionDigits: d, maximumFractionDigits: d });
const events = recorded.reduce((a, b) => a + b, 0);
console.log(`Chromium ${execFileSync(process.env.CHROMIUM || '/usr/bin/chromium', ['--version']).toString().trim().replace(/^Chromium /, '')}, median of ${runs} runs\n`);
console.log('| events recorded (per strategy) | page size | bytes per event | write the page | open (navigation to ready) | open, wall clock | jump to the end (End key) | worst of 20 jumps (events clock / placements clock) |');
console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
console.log(`| ${fmt(events)} (${recorded.map((n) => fmt(n)).join(' + ')}) | ${fmt(bytes / 1024)} KiB | ${fmt(bytes / events, 2)} | ${fmt(writeMs)} ms | ${fmt(median(opens))} ms | ${fmt(median(walls))} ms | ${fmt(median(ends), 1)} ms | ${fmt(median(jumps), 1)} / ${fmt(median(placementJumps), 1)} ms |`);
