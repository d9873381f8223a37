// The walkthrough's player: the state at any step.
//
// Replays the events on the board, the stack of standing placements and the
// counters (in the order of Stats), the way the solver made them. One pass
// over the log, at load, keeps all of that (and the heat map) at a
// checkpoint every CHECKPOINT events, lists the dead ends and solutions, and
// gathers the search tree (drawn by tree.js) when the log is small enough;
// so showing any step replays at most CHECKPOINT - 1 events, however long
// the trace. The units of the grid and the solver's rule for which peer
// excludes a digit live here too: the page works out again what the
// compact events leave out.

const CHECKPOINT = 1024;
const TREE_LIMIT = 200000;
const DEDUCED = 64; // flag on a board cell filled by a deduction

// The board (digits, DEDUCED flag on deductions), the placements standing
// (their event indices) and the counters in the order of Stats.
function newState() {
  return { board: new Uint8Array(NN), stack: new Int32Array(NN + 1), sp: 0, c: new Float64Array(7) };
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

function copyState(from, to) {
  to.board.set(from.board);
  to.stack.set(from.stack.subarray(0, from.sp));
  to.sp = from.sp;
  to.c.set(from.c);
}

// The heat map after the first s events, into heatBack and heatDead
// (painted by panels.js when it shows the search so far).
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

// ---- units and the solver's rule ---------------------------------------

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
