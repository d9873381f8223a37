// The walkthrough's player: the page's data and the events.
//
// The player is one script, joined in Rust from the files of this folder in a
// fixed order (src/render/html.rs, `JS`) inside one function, so every file
// sees the names of the files before it and nothing reaches `window` but
// `__walkthrough` (main.js). This file reads the JSON object the renderer put
// in the page (PageData in html.rs), names the puzzle's dimensions, and
// decodes the events: one u32 each, its kind in the low 4 bits (the K_ codes
// below, the same as `encode` in html.rs), or K_RAW for an event that
// travels whole as JSON (`data.raw`), turned here into the same fields.

// Timed from here: `__walkthrough.loadMs` (main.js).
const started = performance.now();
const data = JSON.parse(document.getElementById('walkthrough-data').textContent);
const P = data.phrases;
const U = data.ui;
const N = data.puzzle.size;
const BR = data.puzzle.box[0];
const BC = data.puzzle.box[1];
const NN = N * N;
const RC = data.notation === 'rc';

const K_CANDIDATES = 0, K_PLACED = 1, K_REJECTED = 2, K_DEAD_CELL = 3, K_DEAD_UNIT = 4,
  K_DEDUCED = 5, K_RETRACTED = 6, K_CONSTRAINT_CELL = 7, K_CONSTRAINT_UNIT = 8,
  K_UNDONE = 9, K_SOLVED = 10, K_STEP_LIMIT = 11, K_TIME_LIMIT = 12, K_RAW = 15;
const UNIT_NAMES = ['row', 'column', 'box'];

function decode(b64) {
  const bin = atob(b64);
  const bytes = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  const codes = new Uint32Array(bytes.length >> 2);
  const view = new DataView(bytes.buffer);
  for (let i = 0; i < codes.length; i++) codes[i] = view.getUint32(i * 4, true);
  return codes;
}

const ev = decode(data.events);
const total = ev.length;
const raw = data.raw.map(normalizeRaw);

function cellIndex(pair) {
  if (!Array.isArray(pair)) return -1;
  const [r, c] = pair;
  return r >= 0 && r < N && c >= 0 && c < N ? r * N + c : -1;
}

// A raw event (one the page could not rebuild from the board) as the
// fields of a coded one, plus what it carries explicitly.
function normalizeRaw(e) {
  const o = { kind: K_CANDIDATES, cell: -1, digit: e.digit || 0, depth: e.depth || 0, raw: e };
  const unitIx = { row: 0, column: 1, box: 2 };
  switch (e.event) {
    case 'candidates_computed': o.kind = K_CANDIDATES; o.cell = cellIndex(e.cell); break;
    case 'placed': o.kind = K_PLACED; o.cell = cellIndex(e.cell); break;
    case 'rejected': o.kind = K_REJECTED; o.cell = cellIndex(e.cell); break;
    case 'dead_end':
      if (e.cell) { o.kind = K_DEAD_CELL; o.cell = cellIndex(e.cell); }
      else { o.kind = K_DEAD_UNIT; o.unit = unitIx[e.unit] || 0; o.index = e.index || 0; }
      break;
    case 'deduced': o.kind = K_DEDUCED; o.cell = cellIndex(e.cell); break;
    case 'retracted': o.kind = K_RETRACTED; o.cell = cellIndex(e.cell); break;
    case 'constraint_chosen':
      if (e.cell) { o.kind = K_CONSTRAINT_CELL; o.cell = cellIndex(e.cell); }
      else { o.kind = K_CONSTRAINT_UNIT; o.unit = unitIx[e.unit] || 0; o.index = e.index || 0; }
      break;
    case 'undone': o.kind = K_UNDONE; o.cell = cellIndex(e.cell); break;
    case 'solved': o.kind = K_SOLVED; break;
    case 'step_limit_reached': o.kind = K_STEP_LIMIT; break;
    case 'time_limit_reached': o.kind = K_TIME_LIMIT; break;
  }
  return o;
}

function kindOf(i) {
  const e = ev[i];
  const k = e & 15;
  return k === K_RAW ? raw[e >>> 4].kind : k;
}

function cellOf(i) {
  const e = ev[i];
  const k = e & 15;
  if (k === K_RAW) return raw[e >>> 4].cell;
  if (k === K_DEAD_UNIT || k === K_CONSTRAINT_UNIT || k === K_SOLVED || k === K_STEP_LIMIT || k === K_TIME_LIMIT) return -1;
  return (e >>> 4) & 1023;
}

// The givens, one base-36 character a cell ('.' for an empty one).
const givens = new Uint8Array(NN);
for (let i = 0; i < NN; i++) {
  const d = parseInt(data.puzzle.givens[i], 36);
  givens[i] = d > 0 && d <= N ? d : 0;
}
