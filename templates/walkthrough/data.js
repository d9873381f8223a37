// The walkthrough's player: the page's data and the events.
//
// The player is one script, joined in Rust from the files of this folder in a
// fixed order (src/render/html/mod.rs, `JS`) inside one function, so every
// file sees the names of the files before it and nothing reaches `window` but
// `__walkthrough` (main.js). This file reads the JSON object the renderer put
// in the page (PageData in html/mod.rs), names the puzzle's dimensions, and
// decodes the events: one u32 each, its fields as wide as `data.layout` says
// (src/render/html/codec.rs), its kind a code of `data.codes`
// (src/render/html/codes.rs: per code, the kind's name and subject, what the
// slot holds, the effect on the board and the path, and the counters it
// moves), or RAW for an event that travels whole as JSON (`data.raw`), turned
// here into the same fields. No kind is numbered here: the codes come from
// the data, by name.

// Timed from here: `__walkthrough.loadMs` (main.js).
const started = performance.now();
const data = JSON.parse(document.getElementById('walkthrough-data').textContent);
const P = data.phrases;
const T = data.textbook;
const U = data.ui;
// Whether every empty cell shows its domain (the search infers: fc, mac).
const DOMAINS = data.domains;
const N = data.puzzle.size;
const BR = data.puzzle.box[0];
const BC = data.puzzle.box[1];
const NN = N * N;

// The code's fields (codec.rs): the kind, the slot, the digit, the rest.
const KIND_BITS = data.layout.kind_bits;
const SLOT_SHIFT = KIND_BITS, DIGIT_SHIFT = KIND_BITS + data.layout.slot_bits;
const EXTRA_SHIFT = DIGIT_SHIFT + data.layout.digit_bits;
const KIND_MASK = (1 << KIND_BITS) - 1;
const SLOT_MASK = (1 << data.layout.slot_bits) - 1, DIGIT_MASK = (1 << data.layout.digit_bits) - 1;
const RAW = KIND_MASK;
const kindField = (e) => e & KIND_MASK;
const slotField = (e) => (e >>> SLOT_SHIFT) & SLOT_MASK;
const digitField = (e) => (e >>> DIGIT_SHIFT) & DIGIT_MASK;
const extraField = (e) => e >>> EXTRA_SHIFT;
const rawIndex = (e) => e >>> KIND_BITS;

// The counters, by name (`C.placements` is the placements' place in a
// state's counters), in the order of every table.
const COUNTERS = data.counters;
const C = Object.create(null);
COUNTERS.forEach((name, ix) => { C[name] = ix; });

// The codes, and one more for a raw event of a kind the page does not know:
// it changes nothing and counts what every kind counts (the events).
const CODES = data.codes.concat([{
  kind: null, slot: null, effect: 'none', ends_path: false, raises: [], adds_over: [],
  counts: COUNTERS.filter((name) => data.codes.every((c) => c.counts.includes(name))),
}]);
const UNKNOWN = CODES.length - 1;
// Effects and slots as small numbers, per code, for the replay's inner loop.
const FILL_GUESS = 1, FILL_RULE = 2, CLEAR_GUESS = 3, CLEAR_RULE = 4, PRUNE = 5;
const EFFECTS = {
  fill_guess: FILL_GUESS, fill_rule: FILL_RULE, clear_guess: CLEAR_GUESS, clear_rule: CLEAR_RULE, prune: PRUNE,
};
const SLOT_CELL = 1, SLOT_UNIT = 2;
const codeEffect = Int8Array.from(CODES, (c) => EFFECTS[c.effect] || 0);
const codeSlot = Int8Array.from(CODES, (c) => (c.slot === 'cell' ? SLOT_CELL : c.slot === 'unit' ? SLOT_UNIT : 0));
const codeCounts = CODES.map((c) => c.counts.map((name) => C[name]).filter((ix) => ix !== undefined));
const codeRaises = CODES.map((c) => c.raises.map((name) => C[name]).filter((ix) => ix !== undefined));
const codeAddsOver = CODES.map((c) => c.adds_over.map((name) => C[name]).filter((ix) => ix !== undefined));
const isFill = (k) => codeEffect[k] === FILL_GUESS || codeEffect[k] === FILL_RULE;
const isClear = (k) => codeEffect[k] === CLEAR_GUESS || codeEffect[k] === CLEAR_RULE;
// A dead end and a solution are what their counters count.
const codeDeadEnd = Uint8Array.from(CODES, (c) => (c.counts.includes('dead_ends') ? 1 : 0));
const codeSolution = Uint8Array.from(CODES, (c) => (c.counts.includes('solutions') ? 1 : 0));
const isDeadEnd = (k) => codeDeadEnd[k] === 1;
const isSolution = (k) => codeSolution[k] === 1;

// The code of a kind by its wire name (and, for a kind about a subject, the
// subject's shape: 'cell' or 'unit'); -1 when the page has none.
const plainCodes = new Map(), subjectCodes = new Map();
CODES.forEach((c, k) => {
  if (c.kind === null) return;
  if (!c.subject) { plainCodes.set(c.kind, k); return; }
  if (!subjectCodes.has(c.kind)) subjectCodes.set(c.kind, new Map());
  subjectCodes.get(c.kind).set(c.subject, k);
});
function codeFor(name, subject) {
  const k = subject === undefined ? plainCodes.get(name) : (subjectCodes.get(name) || new Map()).get(subject);
  return k === undefined ? -1 : k;
}
// The kinds the narration and the drawing tell apart, looked up by name.
const K = {
  candidates: codeFor('candidates_computed'),
  placed: codeFor('placed'),
  rejected: codeFor('rejected'),
  deadCell: codeFor('dead_end', 'cell'),
  deadUnit: codeFor('dead_end', 'unit'),
  deduced: codeFor('deduced'),
  retracted: codeFor('retracted'),
  constraintCell: codeFor('constraint_chosen', 'cell'),
  constraintUnit: codeFor('constraint_chosen', 'unit'),
  undone: codeFor('undone'),
  solved: codeFor('solved'),
  stepLimit: codeFor('step_limit_reached'),
  timeLimit: codeFor('time_limit_reached'),
  pruned: codeFor('pruned'),
  valuesOrdered: codeFor('values_ordered'),
  conflictSet: codeFor('conflict_set'),
  backjumped: codeFor('backjumped'),
};
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
// fields of a coded one, plus what it carries explicitly. A kind with a
// subject is about a cell when the event names one, else about a unit; a
// kind the data does not list is UNKNOWN.
function normalizeRaw(e) {
  const o = {
    kind: UNKNOWN, cell: -1, digit: e.digit || 0, depth: e.depth || 0, over: e.over || 0, by: cellIndex(e.by), raw: e,
  };
  const name = typeof e.event === 'string' ? e.event : '';
  let k = codeFor(name);
  if (k < 0) k = codeFor(name, e.cell ? 'cell' : 'unit');
  if (k >= 0) o.kind = k;
  if (codeSlot[o.kind] === SLOT_UNIT) {
    o.unit = Math.max(0, UNIT_NAMES.indexOf(e.unit));
    o.index = e.index || 0;
  } else {
    o.cell = cellIndex(e.cell);
  }
  return o;
}

function kindOf(i) {
  const e = ev[i];
  const k = kindField(e);
  return k === RAW ? raw[rawIndex(e)].kind : k;
}

function cellOf(i) {
  const e = ev[i];
  const k = kindField(e);
  if (k === RAW) return raw[rawIndex(e)].cell;
  return codeSlot[k] === SLOT_CELL ? slotField(e) : -1;
}

// The givens, one base-36 character a cell ('.' for an empty one).
const givens = new Uint8Array(NN);
for (let i = 0; i < NN; i++) {
  const d = parseInt(data.puzzle.givens[i], 36);
  givens[i] = d > 0 && d <= N ? d : 0;
}
