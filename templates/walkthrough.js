// The walkthrough's player: decodes the events in the page, replays them on
// the board, and tells each step in the words of the text trace.
//
// Events arrive as one u32 each (see src/render/html.rs for the layout); what
// the code leaves out (candidates, the peers that exclude digits, depths) is
// worked out again from the board, with the solver's own rules. The board is
// kept at checkpoints every CHECKPOINT events, so showing any step replays at
// most CHECKPOINT - 1 events, however long the trace.
'use strict';
(function () {
  const started = performance.now();
  const data = JSON.parse(document.getElementById('walkthrough-data').textContent);
  const P = data.phrases;
  const U = data.ui;
  const N = data.puzzle.size;
  const BR = data.puzzle.box[0];
  const BC = data.puzzle.box[1];
  const NN = N * N;
  const RC = data.notation === 'rc';
  const CHECKPOINT = 1024;
  const TREE_LIMIT = 200000;
  const DEDUCED = 64; // flag on a board cell filled by a deduction

  const K_CANDIDATES = 0, K_PLACED = 1, K_REJECTED = 2, K_DEAD_CELL = 3, K_DEAD_UNIT = 4,
    K_DEDUCED = 5, K_RETRACTED = 6, K_CONSTRAINT_CELL = 7, K_CONSTRAINT_UNIT = 8,
    K_UNDONE = 9, K_SOLVED = 10, K_STEP_LIMIT = 11, K_TIME_LIMIT = 12, K_RAW = 15;
  const UNIT_NAMES = ['row', 'column', 'box'];

  // ---- the events -------------------------------------------------------

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

  // ---- the state at a step ----------------------------------------------

  // The board (digits, DEDUCED flag on deductions), the placements standing
  // (their event indices) and the counters in the order of Stats.
  function newState() {
    return { board: new Uint8Array(NN), stack: new Int32Array(NN + 1), sp: 0, c: new Float64Array(7) };
  }

  const givens = new Uint8Array(NN);
  for (let i = 0; i < NN; i++) {
    const d = parseInt(data.puzzle.givens[i], 36);
    givens[i] = d > 0 && d <= N ? d : 0;
  }

  // Applies event i to st.
  function apply(i, st) {
    const e = ev[i];
    let k = e & 15, cell = (e >>> 4) & 1023, digit = (e >>> 14) & 31, depth = st.sp + 1;
    if (k === K_RAW) {
      const r = raw[e >>> 4];
      k = r.kind; cell = r.cell; digit = r.digit; depth = r.depth;
      if (cell < 0 && k !== K_DEAD_UNIT && k !== K_SOLVED && k !== K_STEP_LIMIT && k !== K_TIME_LIMIT && k !== K_CONSTRAINT_UNIT) {
        if (k === K_DEAD_CELL) st.c[3]++;
        return;
      }
    }
    const c = st.c;
    switch (k) {
      case K_PLACED:
        st.board[cell] = digit;
        st.stack[st.sp++] = i;
        c[0]++;
        if (depth > c[6]) c[6] = depth;
        break;
      case K_DEDUCED: st.board[cell] = digit | DEDUCED; c[1]++; break;
      case K_REJECTED: c[2]++; break;
      case K_DEAD_CELL: case K_DEAD_UNIT: c[3]++; break;
      case K_UNDONE:
        st.board[cell] = 0;
        if (st.sp > 0) st.sp--;
        c[4]++;
        break;
      case K_RETRACTED: st.board[cell] = 0; break;
      case K_SOLVED: c[5]++; break;
    }
  }

  // ---- one pass over the log: checkpoints, lists, heat, tree -------------

  const cpCount = Math.floor(total / CHECKPOINT) + 1;
  const cpBoard = new Uint8Array(cpCount * NN);
  const cpCounters = new Float64Array(cpCount * 7);
  const cpStackAt = new Int32Array(cpCount + 1);
  const cpStackParts = [];
  const deadEnds = [];
  const solutions = [];
  const takenBackHeat = new Float64Array(NN);
  const deadHeat = new Float64Array(NN);
  const cpTakenBack = new Int32Array(cpCount * NN);
  const cpDead = new Int32Array(cpCount * NN);
  let longestRetreat = 0, longestRetreatStep = -1, run = 0;
  const withTree = total <= TREE_LIMIT;
  const tree = { ev: [], end: [], parent: [], children: [[]], before: [], after: [], open: null };

  (function pass() {
    const st = newState();
    st.board.set(givens);
    let stackTotal = 0;
    const openNodes = [];
    for (let i = 0; i <= total; i++) {
      if (i % CHECKPOINT === 0) {
        const cp = i / CHECKPOINT;
        cpBoard.set(st.board, cp * NN);
        cpCounters.set(st.c, cp * 7);
        cpTakenBack.set(takenBackHeat, cp * NN);
        cpDead.set(deadHeat, cp * NN);
        cpStackParts.push(st.stack.slice(0, st.sp));
        cpStackAt[cp] = stackTotal;
        stackTotal += st.sp;
        cpStackAt[cp + 1] = stackTotal;
      }
      if (i === total) break;
      const k = kindOf(i);
      if (k === K_UNDONE) {
        run++;
        if (run > longestRetreat) { longestRetreat = run; longestRetreatStep = i + 1; }
      } else {
        run = 0;
      }
      const cell = cellOf(i);
      if ((k === K_UNDONE || k === K_RETRACTED) && cell >= 0) takenBackHeat[cell]++;
      if (k === K_DEAD_CELL || k === K_DEAD_UNIT) {
        deadEnds.push(i);
        if (cell >= 0) deadHeat[cell]++;
      } else if (k === K_SOLVED) {
        solutions.push(i);
      }
      if (withTree) {
        if (k === K_PLACED) {
          const id = tree.ev.length;
          const parent = openNodes.length ? openNodes[openNodes.length - 1] : -1;
          tree.ev.push(i);
          tree.end.push(-1);
          tree.parent.push(parent);
          tree.children.push([]);
          tree.children[parent + 1].push(id);
          tree.before.push([st.c[0], st.c[3], st.c[5]]);
          tree.after.push(null);
          openNodes.push(id);
        } else if (k === K_UNDONE && openNodes.length) {
          const id = openNodes.pop();
          tree.end[id] = i;
          tree.after[id] = [st.c[0] + 0, st.c[3], st.c[5]];
        }
      }
      apply(i, st);
    }
    if (withTree) {
      for (const id of openNodes) tree.after[id] = [st.c[0], st.c[3], st.c[5]];
      tree.open = new Uint8Array(tree.ev.length);
      for (let id = 0; id < tree.ev.length; id++) {
        if (tree.after[id][2] > tree.before[id][2]) tree.open[id] = 1;
      }
    }
  })();
  const cpStack = new Int32Array(cpStackAt[cpCount]);
  cpStackParts.forEach((part, cp) => cpStack.set(part, cpStackAt[cp]));
  cpStackParts.length = 0;

  let lastReplayed = 0;
  // The state after the first s events, into st.
  function stateAt(s, st) {
    const cp = Math.floor(s / CHECKPOINT);
    st.board.set(cpBoard.subarray(cp * NN, cp * NN + NN));
    st.c.set(cpCounters.subarray(cp * 7, cp * 7 + 7));
    const from = cpStackAt[cp], to = cpStackAt[cp + 1];
    st.stack.set(cpStack.subarray(from, to));
    st.sp = to - from;
    for (let i = cp * CHECKPOINT; i < s; i++) apply(i, st);
    lastReplayed = s - cp * CHECKPOINT;
    return st;
  }

  // ---- words ------------------------------------------------------------

  function fill(template, values) {
    return template.replace(/\{([a-z_]+)\}/g, (hole, name) =>
      Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : hole);
  }

  function digitChar(d) {
    return d <= 9 ? String(d) : String.fromCharCode(55 + d);
  }

  function cellName(index) {
    const r = Math.floor(index / N), c = index % N;
    return RC ? 'r' + (r + 1) + 'c' + (c + 1) : '[' + r + ',' + c + ']';
  }

  function numberedUnit(unit, index) {
    return fill(P.numbered_units[unit], { n: RC ? index + 1 : index });
  }

  function boxOf(index) {
    const r = Math.floor(index / N), c = index % N;
    return Math.floor(r / BR) * (N / BC) + Math.floor(c / BC);
  }

  function unitCells(unit, index) {
    const out = [];
    for (let k = 0; k < N; k++) {
      if (unit === 0) out.push(index * N + k);
      else if (unit === 1) out.push(k * N + index);
      else {
        const top = Math.floor(index / (N / BC)) * BR, left = (index % (N / BC)) * BC;
        out.push((top + Math.floor(k / BC)) * N + left + (k % BC));
      }
    }
    return out;
  }

  function unitOfCell(unit, cell) {
    return unit === 0 ? Math.floor(cell / N) : unit === 1 ? cell % N : boxOf(cell);
  }

  // For each digit, the first peer of `cell` holding it and the unit where
  // it was found: the row, then the column, then the box, each in reading
  // order (the solver's rule for exclusions and for the conflict check).
  function reasons(board, cell) {
    const peer = new Int32Array(N + 1).fill(-1);
    const unit = new Int8Array(N + 1);
    for (let u = 0; u < 3; u++) {
      for (const p of unitCells(u, unitOfCell(u, cell))) {
        const d = board[p] & 31;
        if (p !== cell && d && peer[d] < 0) { peer[d] = p; unit[d] = u; }
      }
    }
    return { peer, unit };
  }

  function digitList(digits) {
    return '[' + digits.map(digitChar).join(', ') + ']';
  }

  // What event i says and shows, given the state before it.
  function describe(i, st) {
    const e = ev[i];
    let k = e & 15, cell = (e >>> 4) & 1023, digit = (e >>> 14) & 31;
    const extra = e >>> 19;
    const d = { i, kind: k, cell: -1, digit: 0, depth: st.sp, sentence: '', why: null, unit: null };
    let r = null;
    if (k === K_RAW) {
      r = raw[e >>> 4];
      k = d.kind = r.kind;
      cell = r.cell; digit = r.digit; d.depth = r.depth;
    }
    const name = (c) => (c >= 0 ? cellName(c) : '?');
    switch (k) {
      case K_CANDIDATES: {
        d.cell = cell;
        let candidates = [], excluded = [];
        if (r) {
          candidates = r.raw.candidates || [];
          excluded = (r.raw.excluded || []).map((x) => ({
            digit: x.digit, peer: cellIndex(x.peer), unit: UNIT_NAMES.indexOf(x.unit),
          }));
        } else {
          const why = reasons(st.board, cell);
          for (let dg = 1; dg <= N; dg++) {
            if (why.peer[dg] < 0) candidates.push(dg);
            else excluded.push({ digit: dg, peer: why.peer[dg], unit: why.unit[dg] });
          }
        }
        d.candidates = candidates;
        d.why = excluded;
        const list = excluded.map((x) => fill(P.excluded, {
          digit: digitChar(x.digit), unit: P.units[x.unit] || '?', peer: name(x.peer),
        })).join(P.list_separator);
        d.sentence = candidates.length
          ? fill(P.candidates, { cell: name(cell), candidates: digitList(candidates), excluded: list })
          : fill(P.no_candidates, { cell: name(cell), excluded: list });
        break;
      }
      case K_PLACED: {
        d.cell = cell; d.digit = digit;
        if (!r) d.depth = st.sp + 1;
        const choice = r ? r.raw.choice : extra & 31, of = r ? r.raw.of : extra >>> 5;
        d.choice = choice; d.of = of;
        d.sentence = choice && of
          ? fill(P.placed_choice, { cell: name(cell), digit: digitChar(digit), choice, of })
          : fill(P.placed, { cell: name(cell), digit: digitChar(digit) });
        break;
      }
      case K_REJECTED: {
        d.cell = cell; d.digit = digit;
        let peer, unit;
        if (r) { peer = cellIndex(r.raw.peer); unit = UNIT_NAMES.indexOf(r.raw.unit); }
        else { const why = reasons(st.board, cell); peer = why.peer[digit]; unit = why.unit[digit]; }
        d.why = [{ digit, peer, unit }];
        d.sentence = fill(P.rejected, {
          cell: name(cell), digit: digitChar(digit), unit: P.units[unit] || '?', peer: name(peer),
        });
        break;
      }
      case K_DEAD_CELL:
        d.cell = cell;
        d.sentence = fill(P.dead_end, { cell: name(cell) });
        break;
      case K_DEAD_UNIT: {
        const unit = r ? r.unit : cell & 3, index = r ? r.index : cell >>> 2;
        d.digit = digit;
        d.unit = { unit, index };
        d.sentence = fill(P.dead_end_unit, { digit: digitChar(digit), unit: numberedUnit(unit, index) });
        break;
      }
      case K_DEDUCED: {
        d.cell = cell; d.digit = digit;
        let hidden, unit;
        if (r) { hidden = r.raw.rule === 'hidden_single'; unit = r.raw.unit ? UNIT_NAMES.indexOf(r.raw.unit) : -1; }
        else { hidden = (extra & 1) === 1; unit = (extra >>> 1) - 1; }
        if (hidden && unit >= 0) {
          d.unit = { unit, index: unitOfCell(unit, cell) };
          d.sentence = fill(P.hidden_single, {
            cell: name(cell), digit: digitChar(digit), unit: numberedUnit(unit, d.unit.index),
          });
        } else {
          d.sentence = fill(P.naked_single, { cell: name(cell), digit: digitChar(digit) });
        }
        break;
      }
      case K_RETRACTED:
        d.cell = cell; d.digit = digit;
        d.sentence = fill(P.retracted, { cell: name(cell), digit: digitChar(digit) });
        break;
      case K_CONSTRAINT_CELL: {
        d.cell = cell;
        const options = r ? r.raw.options : extra;
        d.options = options;
        d.sentence = fill(P.constraint_cell, { cell: name(cell), options });
        if (cell >= 0) {
          // The options are the cell's candidates: show them, and why the rest are out.
          const why = reasons(st.board, cell);
          d.candidates = [];
          d.why = [];
          for (let dg = 1; dg <= N; dg++) {
            if (why.peer[dg] < 0) d.candidates.push(dg);
            else d.why.push({ digit: dg, peer: why.peer[dg], unit: why.unit[dg] });
          }
        }
        break;
      }
      case K_CONSTRAINT_UNIT: {
        const unit = r ? r.unit : cell & 3, index = r ? r.index : cell >>> 2;
        const options = r ? r.raw.options : extra;
        d.digit = digit;
        d.unit = { unit, index };
        d.options = options;
        d.sentence = fill(P.constraint_unit, {
          digit: digitChar(digit), unit: numberedUnit(unit, index), options,
        });
        // The options are the empty cells of the unit where the digit is a candidate.
        d.places = new Set(unitCells(unit, index).filter((c) => !st.board[c] && reasons(st.board, c).peer[digit] < 0));
        break;
      }
      case K_UNDONE:
        d.cell = cell; d.digit = digit;
        d.sentence = fill(P.undone, { cell: name(cell), digit: digitChar(digit) });
        break;
      case K_SOLVED:
        d.number = r ? r.raw.number : st.c[5] + 1;
        d.sentence = fill(P.solved, { number: d.number });
        break;
      case K_STEP_LIMIT:
        d.sentence = fill(P.step_limit, { steps: r ? r.raw.steps : i });
        break;
      case K_TIME_LIMIT:
        d.sentence = fill(P.time_limit, { steps: r ? r.raw.steps : i });
        break;
    }
    return d;
  }

  function endSentence() {
    const n = data.stats.solutions;
    switch (data.end) {
      case 'exhausted': return n === 0 ? P.end_none : fill(P.end_exhausted, { solutions: n });
      case 'solution_limit': return fill(P.end_solution_limit, { solutions: n });
      case 'step_limit': return fill(P.end_step_limit, { solutions: n });
      case 'time_limit': return fill(P.end_time_limit, { solutions: n });
      default: return P.end_stopped;
    }
  }

  const givenCount = givens.reduce((a, d) => a + (d ? 1 : 0), 0);
  // The strategy's name may come from another program's trace: isolated
  // (U+2068 … U+2069, the plain-text <bdi>), its direction cannot spill
  // into the sentence around it (src/render/user_text.rs).
  const titleSentence = fill(P.title, {
    strategy: '\u2068' + data.strategy + '\u2069', size: N, givens: givenCount, empty: NN - givenCount,
  });

  // ---- the page ---------------------------------------------------------

  const $ = (id) => document.getElementById(id);
  const fmt = (n) => Number(n).toLocaleString(data.lang);
  const el = (tag, cls, text) => {
    const node = document.createElement(tag);
    if (cls) node.className = cls;
    if (text !== undefined) node.textContent = text;
    return node;
  };

  // A board as a table of N×N cells, each a square box inside its <td>.
  function buildBoard(table, small) {
    const body = table.tBodies[0];
    body.textContent = '';
    table.style.setProperty('--n', N);
    const cells = [];
    for (let r = 0; r < N; r++) {
      const tr = document.createElement('tr');
      for (let c = 0; c < N; c++) {
        const td = document.createElement('td');
        const edges = [r % BR === 0 ? 'bt' : '', c % BC === 0 ? 'bl' : '',
          r === N - 1 ? 'bb' : '', c === N - 1 ? 'br' : ''].filter(Boolean).join(' ');
        td.className = edges;
        td.dataset.edges = edges;
        const box = el('div', 'box');
        const v = el('span', 'v');
        box.appendChild(v);
        td.appendChild(box);
        tr.appendChild(td);
        cells.push({ td, box, v });
      }
      body.appendChild(tr);
    }
    if (small) table.classList.add('small');
    return cells;
  }

  const board = $('board');
  const boardCells = buildBoard(board, false);
  board.classList.add('n' + N);
  let marks = null; // the pencil marks of the current cell

  const slider = $('slider');
  slider.max = String(total);
  const speedSelect = $('speed');
  const SPEEDS = [1, 2, 5, 10, 25, 100, 500, 2000, 10000];
  for (const s of SPEEDS) {
    const o = el('option', '', fill(U.per_second, { n: fmt(s) }));
    o.value = String(s);
    speedSelect.appendChild(o);
  }
  speedSelect.value = '2';

  if (data.heard > data.recorded) {
    const note = $('truncated');
    note.textContent = fill(U.truncated, {
      recorded: fmt(data.recorded), heard: fmt(data.heard), cap: data.max_events,
    });
    note.hidden = false;
  }
  if (data.end === 'step_limit' && data.options.max_steps !== null) {
    const note = $('step-limited');
    note.textContent = fill(U.step_limited, { limit: fmt(data.options.max_steps) });
    note.hidden = false;
  } else if (data.end === 'time_limit') {
    const note = $('step-limited');
    note.textContent = fill(U.time_limited, {
      limit: data.options.time_limit === undefined ? '?' : String(data.options.time_limit),
      steps: fmt(data.stats.events - 1),
    });
    note.hidden = false;
  }

  // Counters.
  const counterRows = [];
  {
    const body = $('counter-table').tBodies[0];
    const atEnd = [data.stats.placements, data.stats.deductions, data.stats.rejections,
      data.stats.dead_ends, data.stats.backtracks, data.stats.solutions, data.stats.max_depth,
      data.stats.events];
    P.counters.forEach((counter, k) => {
      const tr = el('tr');
      const th = el('th', '', counter.name);
      th.scope = 'row';
      const now = el('td', 'num');
      const end = el('td', 'num', fmt(atEnd[k]));
      const def = el('td', 'definition', counter.definition);
      tr.append(th, now, end, def);
      body.appendChild(tr);
      counterRows.push(now);
    });
  }
  function toggleDefinitions() {
    const table = $('counter-table'), button = $('definitions');
    const shown = table.classList.toggle('show-definitions');
    button.setAttribute('aria-expanded', String(shown));
    button.firstChild.textContent = (shown ? U.hide_definitions : U.show_definitions) + ' ';
  }
  $('definitions').addEventListener('click', toggleDefinitions);

  // The heat map: over the whole search, or up to the step shown (kept at
  // the checkpoints too), on one scale so that it visibly fills up.
  const heatCells = buildBoard($('heat'), true);
  let heatMax = 0;
  for (let c = 0; c < NN; c++) heatMax = Math.max(heatMax, takenBackHeat[c] + deadHeat[c]);
  let heatSoFar = false;
  const heatBack = new Float64Array(NN), heatDead = new Float64Array(NN);

  function heatAt(s) {
    const cp = Math.floor(s / CHECKPOINT);
    heatBack.set(cpTakenBack.subarray(cp * NN, cp * NN + NN));
    heatDead.set(cpDead.subarray(cp * NN, cp * NN + NN));
    for (let i = cp * CHECKPOINT; i < s; i++) {
      const k = kindOf(i), cell = cellOf(i);
      if (cell < 0) continue;
      if (k === K_UNDONE || k === K_RETRACTED) heatBack[cell]++;
      else if (k === K_DEAD_CELL) heatDead[cell]++;
    }
  }

  function paintHeat(back, dead) {
    for (let c = 0; c < NN; c++) {
      const value = back[c] + dead[c];
      const { td, v } = heatCells[c];
      const label = fill(U.heat_cell, { cell: cellName(c), undos: fmt(back[c]), dead: fmt(dead[c]) });
      td.title = label;
      td.setAttribute('aria-label', label);
      if (givens[c]) {
        td.classList.add('given');
        v.textContent = digitChar(givens[c]);
      } else {
        const t = heatMax ? Math.sqrt(value / heatMax) : 0;
        td.style.setProperty('--heat', t.toFixed(3));
        td.classList.add('heat');
        td.classList.toggle('hot', t > 0.55);
        v.textContent = value ? compact(value) : '';
      }
    }
  }
  paintHeat(takenBackHeat, deadHeat);

  function setHeatMode(soFar) {
    heatSoFar = soFar;
    $('heat-whole').setAttribute('aria-pressed', String(!soFar));
    $('heat-now').setAttribute('aria-pressed', String(soFar));
    if (soFar) { heatAt(currentStep); paintHeat(heatBack, heatDead); } else paintHeat(takenBackHeat, deadHeat);
  }
  $('heat-whole').addEventListener('click', () => setHeatMode(false));
  $('heat-now').addEventListener('click', () => setHeatMode(true));
  function compact(n) {
    if (n < 1000) return String(n);
    if (n < 1e6) return (n / 1000).toFixed(n < 1e4 ? 1 : 0).replace(/\.0$/, '') + 'k';
    return (n / 1e6).toFixed(1).replace(/\.0$/, '') + 'M';
  }

  // The search tree.
  const treeBox = $('tree');
  const treeItems = new Map();
  function nodeOfEvent() {
    const map = new Map();
    tree.ev.forEach((e, id) => map.set(e, id));
    return map;
  }
  const treeIndex = withTree ? nodeOfEvent() : null;

  function firstDeadEndFrom(i, end) {
    let lo = 0, hi = deadEnds.length;
    while (lo < hi) { const mid = (lo + hi) >> 1; if (deadEnds[mid] < i) lo = mid + 1; else hi = mid; }
    return lo < deadEnds.length && deadEnds[lo] < end ? deadEnds[lo] : -1;
  }

  function deadEndPlace(i) {
    const e = ev[i];
    if ((e & 15) === K_RAW) {
      const r = raw[e >>> 4];
      return r.cell >= 0 ? cellName(r.cell) : numberedUnit(r.unit, r.index);
    }
    if ((e & 15) === K_DEAD_UNIT) return numberedUnit((e >>> 4) & 3, ((e >>> 4) & 1023) >>> 2);
    return cellName((e >>> 4) & 1023);
  }

  function nodeNote(id) {
    const [p0, d0, s0] = tree.before[id], [p1, d1, s1] = tree.after[id];
    const placements = fmt(p1 - p0), dead = d1 - d0;
    if (s1 > s0) return { cls: 'ok', text: fill(U.tree_solutions, { solutions: fmt(s1 - s0) }) };
    if (tree.end[id] < 0) return { cls: 'open', text: fill(U.tree_unfinished, { placements }) };
    const first = firstDeadEndFrom(tree.ev[id], tree.end[id]);
    if (dead === 0 || first < 0) return { cls: 'fail', text: fill(U.tree_failed_none, { placements }) };
    const cell = deadEndPlace(first);
    return {
      cls: 'fail',
      text: dead === 1
        ? fill(U.tree_failed_one, { placements, cell })
        : fill(U.tree_failed_many, { placements, dead: fmt(dead), cell }),
    };
  }

  function placementLabel(i) {
    const e = ev[i];
    if ((e & 15) === K_RAW) {
      const r = raw[e >>> 4];
      return (r.cell >= 0 ? cellName(r.cell) : '?') + ' = ' + digitChar(r.digit);
    }
    return cellName((e >>> 4) & 1023) + ' = ' + digitChar((e >>> 14) & 31);
  }

  const TREE_CHILDREN_SHOWN = 100;
  function renderTreeList(parent) {
    const ul = el('ul', 'tree-list');
    const kids = tree.children[parent + 1];
    kids.slice(0, TREE_CHILDREN_SHOWN).forEach((id) => ul.appendChild(renderTreeNode(id)));
    if (kids.length > TREE_CHILDREN_SHOWN) {
      ul.appendChild(el('li', 'more', fill(U.tree_more, { n: fmt(kids.length - TREE_CHILDREN_SHOWN) })));
    }
    return ul;
  }

  function renderTreeNode(id) {
    const li = el('li', 'tree-node');
    const kids = tree.children[id + 1];
    const row = el('div', 'tree-row');
    if (kids.length) {
      const t = el('button', 'toggle');
      t.type = 'button';
      const open = tree.open[id] === 1;
      t.setAttribute('aria-expanded', String(open));
      t.setAttribute('aria-label', (open ? U.fold : U.unfold) + ' ' + placementLabel(tree.ev[id]));
      t.textContent = open ? '▾' : '▸';
      t.addEventListener('click', () => {
        tree.open[id] ^= 1;
        li.replaceWith(renderTreeNode(id));
        markTree(current);
        treeItems.get(id).toggle.focus();
      });
      row.appendChild(t);
    } else {
      row.appendChild(el('span', 'toggle-space'));
    }
    const b = el('button', 'node', placementLabel(tree.ev[id]));
    b.type = 'button';
    b.addEventListener('click', () => { pause(); goTo(tree.ev[id] + 1); });
    row.appendChild(b);
    const note = nodeNote(id);
    row.appendChild(el('span', 'note ' + note.cls, note.text));
    li.appendChild(row);
    if (kids.length && tree.open[id]) li.appendChild(renderTreeList(id));
    treeItems.set(id, { li, button: b, toggle: row.firstChild });
    return li;
  }

  let rootItem = null;
  function renderTree() {
    treeBox.textContent = '';
    treeItems.clear();
    if (!withTree) {
      treeBox.appendChild(el('p', 'help', fill(U.tree_too_big, { limit: fmt(TREE_LIMIT), events: fmt(total) })));
      return;
    }
    const root = el('ul', 'tree-list root');
    const li = el('li', 'tree-node');
    const row = el('div', 'tree-row');
    const b = el('button', 'node', U.tree_root);
    b.type = 'button';
    b.addEventListener('click', () => { pause(); goTo(0); });
    row.append(el('span', 'toggle-space'), b);
    li.append(row, renderTreeList(-1));
    root.appendChild(li);
    rootItem = { li, button: b };
    treeBox.appendChild(root);
  }

  let marked = null;
  function markTree(st) {
    if (!withTree) return;
    if (marked) {
      marked.button.classList.remove('here');
      marked.button.removeAttribute('aria-current');
      const m = marked.button.parentNode.querySelector('.here-mark');
      if (m) m.remove();
    }
    let item = rootItem;
    for (let k = 0; k < st.sp; k++) {
      const id = treeIndex.get(st.stack[k]);
      const next = id === undefined ? null : treeItems.get(id);
      if (!next || !next.li.isConnected) break;
      item = next;
      if (!tree.open[id]) break;
    }
    if (!item) return;
    item.button.classList.add('here');
    item.button.setAttribute('aria-current', 'step');
    item.button.parentNode.appendChild(el('span', 'here-mark', '◀ ' + U.tree_here));
    marked = item;
    // Keep the mark in sight inside the tree's own scroll box (not the page's).
    const row = item.button.parentNode;
    const top = row.getBoundingClientRect().top - treeBox.getBoundingClientRect().top + treeBox.scrollTop;
    if (top < treeBox.scrollTop || top + row.offsetHeight > treeBox.scrollTop + treeBox.clientHeight) {
      treeBox.scrollTop = Math.max(0, top - treeBox.clientHeight / 3);
    }
  }

  // Key moments, on screen and in print.
  function miniBoard(s, mark) {
    const st = stateAt(s, newState());
    const table = el('table', 'board mini');
    table.appendChild(el('tbody'));
    const cells = buildBoard(table, true);
    for (let c = 0; c < NN; c++) {
      const v = st.board[c] & 31;
      const { td } = cells[c];
      cells[c].v.textContent = v ? digitChar(v) : '';
      td.classList.add(givens[c] ? 'given' : st.board[c] & DEDUCED ? 'deduced' : v ? 'guess' : 'empty');
    }
    if (mark) mark(cells, st);
    table.setAttribute('aria-label', U.board + ' ' + fill(U.step_of, { step: fmt(s), total: fmt(total) }));
    return table;
  }

  function moment(caption, s, mark) {
    const fig = el('figure', 'moment');
    fig.appendChild(miniBoard(s, mark));
    const cap = el('figcaption');
    const b = el('button', 'go', caption);
    b.type = 'button';
    b.title = U.go_to;
    b.addEventListener('click', () => { pause(); goTo(s); $('board').scrollIntoView({ block: 'nearest' }); });
    cap.appendChild(b);
    fig.appendChild(cap);
    return fig;
  }

  function renderMoments() {
    const box = $('moments');
    box.appendChild(moment(U.moment_puzzle, 0));
    if (deadEnds.length) {
      const i = deadEnds[0];
      box.appendChild(moment(fill(U.moment_first_dead_end, { step: fmt(i + 1) }), i + 1, (cells) => {
        const c = cellOf(i);
        if (c >= 0) { cells[c].td.classList.add('dead'); cells[c].v.textContent = '✗'; }
      }));
    }
    if (longestRetreat > 1) {
      const s = longestRetreatStep;
      box.appendChild(moment(fill(U.moment_retreat, { n: fmt(longestRetreat), step: fmt(s) }), s, (cells) => {
        for (let i = s - longestRetreat; i < s; i++) {
          const c = cellOf(i);
          if (c >= 0) cells[c].td.classList.add('taken-back');
        }
      }));
    }
    solutions.slice(0, 3).forEach((i, k) => {
      box.appendChild(moment(fill(U.moment_solution, { number: fmt(k + 1), step: fmt(i + 1) }), i + 1,
        (cells, st) => cells[0].td.closest('table').classList.add('solved')));
    });
    if (!solutions.length && total > 0) {
      box.appendChild(moment(fill(U.moment_last, { step: fmt(total) }), total));
    }
  }

  // ---- showing a step ---------------------------------------------------

  let current = newState();
  let currentStep = -1;
  const work = newState();

  function setCell(c, st, info) {
    const { td, v } = boardCells[c];
    const value = st.board[c];
    const d = value & 31;
    const cls = givens[c] ? 'given' : value & DEDUCED ? 'deduced' : d ? 'guess' : 'empty';
    let text = d ? digitChar(d) : '';
    let label = cellName(c) + ': ' + (d ? digitChar(d) + ', ' + (givens[c] ? U.cell_given : value & DEDUCED ? U.cell_deduced : U.cell_guess) : U.cell_empty);
    const flags = [];
    if (info && info.cell === c) {
      flags.push('current');
      label += ', ' + U.cell_current;
      if (info.kind === K_DEAD_CELL) { flags.push('dead'); label += ', ' + U.cell_dead; }
      if (info.kind === K_UNDONE || info.kind === K_RETRACTED) {
        flags.push('taken-back');
        text = digitChar(info.digit);
        label += ', ' + fill(U.cell_taken_back, { digit: digitChar(info.digit) });
      }
      if (info.kind === K_REJECTED) { flags.push('rejected'); text = digitChar(info.digit); }
      if (info.kind === K_PLACED || info.kind === K_DEDUCED) flags.push('fresh');
    }
    if (info && info.unitCells && info.unitCells.has(c)) {
      flags.push(info.kind === K_DEAD_UNIT ? 'dead-unit' : 'in-unit');
    }
    if (info && info.places && info.places.has(c)) {
      flags.push('option');
      text = digitChar(info.digit);
      label += ', ' + fill(U.cell_option, { digit: digitChar(info.digit) });
    }
    td.className = [td.dataset.edges, cls].concat(flags).join(' ');
    if (v.textContent !== text) v.textContent = text;
    td.setAttribute('aria-label', label);
  }

  function showMarks(info) {
    if (marks) { marks.remove(); marks = null; }
    if (!info || !info.candidates || info.cell < 0) return;
    const box = boardCells[info.cell].box;
    marks = el('span', 'marks');
    marks.setAttribute('aria-hidden', 'true');
    const side = Math.ceil(Math.sqrt(N));
    marks.style.setProperty('--m', side);
    const cand = new Set(info.candidates);
    for (let dg = 1; dg <= N; dg++) {
      const m = el('span', cand.has(dg) ? 'mark' : 'mark out', digitChar(dg));
      m.dataset.digit = String(dg);
      marks.appendChild(m);
    }
    box.appendChild(marks);
  }

  // Highlights the peer that excludes a digit, and the unit it shares.
  function highlight(why) {
    for (const c of board.querySelectorAll('td.peer, td.peer-unit')) c.classList.remove('peer', 'peer-unit');
    if (marks) for (const m of marks.querySelectorAll('.lit')) m.classList.remove('lit');
    if (!why || why.peer < 0 || why.current < 0) return;
    const unitIndex = unitOfCell(why.unit, why.current);
    for (const c of unitCells(why.unit, unitIndex)) boardCells[c].td.classList.add('peer-unit');
    boardCells[why.peer].td.classList.add('peer');
    if (marks) {
      const m = marks.querySelector('[data-digit="' + why.digit + '"]');
      if (m) m.classList.add('lit');
    }
  }

  function showWhy(info) {
    const box = $('why'), chips = $('chips');
    chips.textContent = '';
    highlight(null);
    if (!info || !info.why || !info.why.length) { box.hidden = true; return; }
    box.hidden = false;
    for (const x of info.why) {
      const li = el('li');
      const b = el('button', 'chip');
      b.type = 'button';
      b.textContent = fill(P.excluded, {
        digit: digitChar(x.digit), unit: P.units[x.unit] || '?', peer: x.peer >= 0 ? cellName(x.peer) : '?',
      });
      b.setAttribute('aria-label', fill(U.excluded_item, {
        digit: digitChar(x.digit), unit: P.units[x.unit] || '?', peer: x.peer >= 0 ? cellName(x.peer) : '?',
      }));
      const target = { digit: x.digit, peer: x.peer, unit: x.unit, current: info.cell };
      const on = () => highlight(target);
      const off = () => highlight(info.kind === K_REJECTED ? target : null);
      b.addEventListener('mouseenter', on);
      b.addEventListener('focus', on);
      b.addEventListener('mouseleave', off);
      b.addEventListener('blur', off);
      li.appendChild(b);
      chips.appendChild(li);
    }
    if (info.kind === K_REJECTED) {
      const x = info.why[0];
      highlight({ digit: x.digit, peer: x.peer, unit: x.unit, current: info.cell });
    }
  }

  function render(s) {
    // Replay from a little before s, to tell the nearby steps too.
    const from = Math.max(0, s - 3), to = Math.min(total, s + 2);
    const st = stateAt(from, work);
    const replayed = lastReplayed;
    const lines = [];
    let info = null;
    for (let i = from; i < to; i++) {
      const d = describe(i, st);
      lines.push(d);
      if (i === s - 1) info = d;
      apply(i, st);
      if (i === s - 1) copyState(st, current);
    }
    if (s === from) stateAt(s, current);
    lastReplayed = replayed + (s - from);
    currentStep = s;
    if (info && info.unit) info.unitCells = new Set(unitCells(info.unit.unit, info.unit.index));

    for (let c = 0; c < NN; c++) setCell(c, current, info);
    showMarks(info);
    showWhy(info);

    const solved = info && info.kind === K_SOLVED;
    const dead = info && (info.kind === K_DEAD_CELL || info.kind === K_DEAD_UNIT);
    board.classList.toggle('solved', !!solved);
    board.classList.toggle('stuck', !!dead);
    const banner = $('banner');
    banner.className = 'banner' + (solved ? ' solved' : dead ? ' dead' : '');
    banner.textContent = solved ? fill(U.solved_banner, { number: fmt(info.number) }) : dead ? U.dead_banner : '';

    $('step-label').textContent = fill(U.step_of, { step: fmt(s), total: fmt(total) });
    slider.value = String(s);
    slider.setAttribute('aria-valuetext', fill(U.step_of, { step: fmt(s), total: fmt(total) }));
    $('depth').textContent = info ? fill(U.depth, { depth: info.depth }) : '';
    const said = info ? info.sentence : titleSentence + ' — ' + U.start;
    $('sentence').textContent = said;
    $('sentence').classList.toggle('long', said.length > 110);
    const end = $('end-sentence');
    end.hidden = s !== total;
    end.textContent = s === total ? endSentence() : '';

    const log = $('log');
    log.textContent = '';
    // Indented by depth, as in the text trace, relative to the shallowest line shown.
    const levelOf = (d) => (d.kind === K_PLACED || d.kind === K_UNDONE ? Math.max(0, d.depth - 1) : d.depth);
    const base = Math.min(...lines.map(levelOf));
    for (const d of lines) {
      const li = el('li');
      const b = el('button', 'line');
      b.type = 'button';
      b.style.setProperty('--level', Math.min(levelOf(d) - base, 8));
      b.append(el('span', 'n', String(d.i + 1)), el('span', 's', d.sentence));
      if (d.i === s - 1) { b.classList.add('now'); b.setAttribute('aria-current', 'step'); }
      b.addEventListener('click', () => { pause(); goTo(d.i + 1); });
      li.appendChild(b);
      log.appendChild(li);
    }

    // The path of choices.
    const path = $('path');
    path.textContent = '';
    if (current.sp === 0) path.appendChild(el('li', 'empty', U.path_empty));
    for (let k = 0; k < current.sp; k++) {
      const i = current.stack[k];
      const e = ev[i];
      const li = el('li');
      const b = el('button', 'choice');
      b.type = 'button';
      const choice = (e & 15) === K_PLACED ? (e >>> 19) & 31 : 0, of = (e & 15) === K_PLACED ? e >>> 24 : 0;
      b.append(el('span', 'lvl', fill(U.depth, { depth: k + 1 })), el('span', 'what', placementLabel(i)));
      if (choice && of) b.appendChild(el('span', 'rank', fill(U.path_choice, { choice, of })));
      b.addEventListener('click', () => { pause(); goTo(i + 1); });
      if (i === s - 1) b.classList.add('now');
      li.appendChild(b);
      path.appendChild(li);
    }

    counterRows.forEach((td, k) => { td.textContent = fmt(k < 7 ? current.c[k] : s); });
    if (heatSoFar) { heatAt(s); paintHeat(heatBack, heatDead); }
    for (const c of heatCells) c.td.classList.remove('now');
    if (info && info.cell >= 0) heatCells[info.cell].td.classList.add('now');
    markTree(current);

    $('first').disabled = $('prev').disabled = s === 0;
    $('next').disabled = $('last').disabled = s === total;
    $('next-dead-end').disabled = nextIn(deadEnds, s) < 0;
    $('next-solution').disabled = nextIn(solutions, s) < 0;
    $('branch').disabled = s === 0;
  }

  function copyState(from, to) {
    to.board.set(from.board);
    to.stack.set(from.stack.subarray(0, from.sp));
    to.sp = from.sp;
    to.c.set(from.c);
  }

  // ---- moving -----------------------------------------------------------

  // The first event in the sorted list whose step (index + 1) lies after s.
  function nextIn(list, s) {
    let lo = 0, hi = list.length;
    while (lo < hi) { const mid = (lo + hi) >> 1; if (list[mid] + 1 <= s) lo = mid + 1; else hi = mid; }
    return lo < list.length ? list[lo] : -1;
  }
  function prevIn(list, s) {
    let lo = 0, hi = list.length;
    while (lo < hi) { const mid = (lo + hi) >> 1; if (list[mid] + 1 < s) lo = mid + 1; else hi = mid; }
    return lo > 0 ? list[lo - 1] : -1;
  }

  let hashTimer = 0;
  function goTo(s) {
    s = Math.max(0, Math.min(total, Math.round(Number(s) || 0)));
    render(s);
    if (playing) {
      if (!hashTimer) hashTimer = setTimeout(() => { hashTimer = 0; writeHash(); }, 500);
    } else {
      writeHash();
    }
  }
  function writeHash() {
    const want = '#step=' + currentStep;
    if (location.hash !== want) history.replaceState(null, '', want);
  }

  function jump(list, forward) {
    const i = forward ? nextIn(list, currentStep) : prevIn(list, currentStep);
    if (i >= 0) { pause(); goTo(i + 1); }
  }

  function backToBranch() {
    pause();
    let k = current.sp - 1;
    if (k >= 0 && current.stack[k] + 1 === currentStep) k--;
    goTo(k >= 0 ? current.stack[k] + 1 : 0);
  }

  let playing = false, lastTick = 0, owed = 0;
  function play() {
    if (playing) return;
    if (currentStep >= total) goTo(0);
    playing = true;
    lastTick = performance.now();
    owed = 0;
    $('sentence').setAttribute('aria-live', 'off');
    updatePlayButton();
    requestAnimationFrame(tick);
  }
  function pause() {
    if (!playing) return;
    playing = false;
    $('sentence').setAttribute('aria-live', 'polite');
    updatePlayButton();
    writeHash();
  }
  function updatePlayButton() {
    const b = $('play');
    b.setAttribute('aria-label', playing ? U.pause : U.play);
    b.title = (playing ? U.pause : U.play) + ' (Space)';
    b.firstChild.textContent = playing ? '❚❚' : '▶';
    b.lastChild.textContent = playing ? U.pause : U.play;
    b.classList.toggle('playing', playing);
  }
  function tick(now) {
    if (!playing) return;
    owed += ((now - lastTick) / 1000) * Number(speedSelect.value);
    lastTick = now;
    const k = Math.floor(owed);
    if (k > 0) {
      owed -= k;
      let target = Math.min(total, currentStep + k);
      // A solution is worth a pause: stop on it.
      const sol = nextIn(solutions, currentStep);
      const stopAt = sol >= 0 && sol + 1 <= target ? sol + 1 : -1;
      if (stopAt >= 0) target = stopAt;
      goTo(target);
      if (stopAt >= 0 || target >= total) { pause(); return; }
    }
    requestAnimationFrame(tick);
  }
  function changeSpeed(delta) {
    const k = SPEEDS.indexOf(Number(speedSelect.value));
    speedSelect.value = String(SPEEDS[Math.max(0, Math.min(SPEEDS.length - 1, k + delta))]);
  }

  $('first').addEventListener('click', () => { pause(); goTo(0); });
  $('prev').addEventListener('click', () => { pause(); goTo(currentStep - 1); });
  $('next').addEventListener('click', () => { pause(); goTo(currentStep + 1); });
  $('last').addEventListener('click', () => { pause(); goTo(total); });
  $('play').addEventListener('click', () => (playing ? pause() : play()));
  $('next-dead-end').addEventListener('click', () => jump(deadEnds, true));
  $('next-solution').addEventListener('click', () => jump(solutions, true));
  $('branch').addEventListener('click', backToBranch);
  slider.addEventListener('input', () => { pause(); goTo(slider.value); });

  document.addEventListener('keydown', (e) => {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const t = e.target;
    const tag = t && t.tagName;
    if (tag === 'SELECT' || tag === 'TEXTAREA' || (tag === 'INPUT' && t.type !== 'range')) return;
    const onSlider = tag === 'INPUT';
    let handled = true;
    switch (e.key) {
      case 'ArrowRight': if (onSlider) return; pause(); goTo(currentStep + (e.shiftKey ? 10 : 1)); break;
      case 'ArrowLeft': if (onSlider) return; pause(); goTo(currentStep - (e.shiftKey ? 10 : 1)); break;
      case 'PageDown': if (onSlider) return; pause(); goTo(currentStep + 100); break;
      case 'PageUp': if (onSlider) return; pause(); goTo(currentStep - 100); break;
      case 'Home': if (onSlider) return; pause(); goTo(0); break;
      case 'End': if (onSlider) return; pause(); goTo(total); break;
      case ' ': case 'Spacebar': if (playing) pause(); else play(); break;
      case 'd': jump(deadEnds, true); break;
      case 'D': jump(deadEnds, false); break;
      case 's': jump(solutions, true); break;
      case 'S': jump(solutions, false); break;
      case 'b': case 'B': backToBranch(); break;
      case '+': case '=': changeSpeed(1); break;
      case '-': case '_': changeSpeed(-1); break;
      case 't': case 'T': toggleDefinitions(); break;
      case 'h': case 'H': setHeatMode(!heatSoFar); break;
      case '?': { const k = $('keys'); k.open = !k.open; break; }
      default: handled = false;
    }
    if (handled) e.preventDefault();
  });
  // A button would click on the release of Space; Space plays instead.
  document.addEventListener('keyup', (e) => {
    if (e.key === ' ' && e.target && e.target.tagName === 'BUTTON') e.preventDefault();
  });

  function stepFromHash() {
    const m = /^#step=(\d+)$/.exec(location.hash);
    return m ? Number(m[1]) : null;
  }
  window.addEventListener('hashchange', () => {
    const s = stepFromHash();
    if (s !== null && s !== currentStep) { pause(); goTo(s); }
  });

  renderTree();
  renderMoments();
  const initial = stepFromHash();
  goTo(initial === null ? 0 : initial);
  document.documentElement.classList.add('ready');

  // A small window for tests and the curious: the board and the sentence
  // of any step, and how much a jump had to replay.
  window.__walkthrough = {
    total,
    checkpoint: CHECKPOINT,
    loadMs: performance.now() - started,
    step: () => currentStep,
    goTo: (s) => { pause(); goTo(s); return lastReplayed; },
    replayed: () => lastReplayed,
    boardAt(s) {
      const st = stateAt(s, newState());
      let line = '';
      for (let c = 0; c < NN; c++) line += st.board[c] ? digitChar(st.board[c] & 31) : '.';
      return line;
    },
    sentenceAt(s) {
      if (s <= 0) return titleSentence;
      return describe(s - 1, stateAt(s - 1, newState())).sentence;
    },
    sentences(from, to) {
      const st = stateAt(from, newState());
      const out = [];
      for (let i = from; i < to; i++) { out.push(describe(i, st).sentence); apply(i, st); }
      return out;
    },
    boards(from, to) {
      const st = stateAt(from, newState());
      const out = [];
      for (let s = from; ; s++) {
        let line = '';
        for (let c = 0; c < NN; c++) line += st.board[c] ? digitChar(st.board[c] & 31) : '.';
        out.push(line);
        if (s >= to) break;
        apply(s, st);
      }
      return out;
    },
    rawEvents: raw.length,
    infoAt(s) {
      if (s <= 0) return null;
      const d = describe(s - 1, stateAt(s - 1, newState()));
      return {
        sentence: d.sentence, kind: d.kind, depth: d.depth, cell: d.cell, options: d.options,
        candidates: d.candidates ? d.candidates.length : null, places: d.places ? d.places.size : null,
      };
    },
    heatAt(s) { heatAt(s); return [Array.from(heatBack), Array.from(heatDead)]; },
    deadEnds: () => deadEnds.length,
    solutions: () => solutions.length,
    treeNodes: () => (withTree ? tree.ev.length : -1),
  };
  window.__walkthrough.readyMs = performance.now();
})();
