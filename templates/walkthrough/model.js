// The walkthrough's player: the state at any step.
//
// Replays the events on the board, the stack of standing placements and the
// counters (in the order of `data.counters`), as each event's code says: its
// effect on the board and the path, and the counters it moves (data.js). One pass
// over the log, at load, keeps all of that (and the heat map) at a
// checkpoint every CHECKPOINT events, lists the dead ends and solutions, and
// gathers the search tree (drawn by tree.js, a node a guess, in typed
// arrays: 17 bytes a guess, so a log of millions of events has its tree
// too); so showing any step replays at most CHECKPOINT - 1 events, however
// long the trace. The units of the grid and the solver's rule for which peer
// excludes a digit live here too: the page works out again what the
// compact events leave out.

const CHECKPOINT = 1024;
const DEDUCED = 64; // flag on a board cell filled by a deduction

// The board (digits, DEDUCED flag on deductions), the placements standing
// (their event indices), the counters (by C[name]) and, for a search that
// infers, the digits pruned from each cell's domain (bit d for digit d)
// with the trail that puts them back: one entry a pruning standing, its
// depth, cell and digit (trailEntry). A pruning belongs to the guess
// standing at its depth, so undoing that guess puts back every pruning
// made since it was placed (trace/effect.rs, Effect::Prune). A cell's
// pruned digits are each on the trail once, so it holds at most NN × N.
const NC = COUNTERS.length;
const TRAIL_SIZE = DOMAINS ? NN * N + 1 : 0;
// The placements standing that a state keeps. A trace that follows the
// rules stands at most NN deep (each guess fills an empty cell); one that
// breaks them can stand deeper (1,024 guesses stacked on one cell). `sp`
// still counts every level, since the compact codes leave the depth to it
// (codedDepth, as render/html/model.rs counts it), but only the first
// STACK_SIZE entries are kept, at every checkpoint too: the path shows
// those (standing). Entry k is the last guess made at level k + 1, so an
// undo back under the cap finds the entries right.
const STACK_SIZE = NN + 1;
const standing = (st) => Math.min(st.sp, STACK_SIZE);
function newState() {
  return {
    board: new Uint8Array(NN), stack: new Int32Array(STACK_SIZE), sp: 0, c: new Float64Array(NC),
    pruned: new Uint32Array(DOMAINS ? NN : 0), trail: new Int32Array(TRAIL_SIZE), tp: 0,
    // Beside each trail entry, the event that pruned: its step, peer and
    // reason, which the sentences name (narration.js, `prunedBy`).
    trailEv: new Int32Array(TRAIL_SIZE),
  };
}
const trailEntry = (depth, cell, digit) => (depth << 15) | (cell << 5) | digit;
const trailDepth = (t) => t >>> 15;
const trailCell = (t) => (t >>> 5) & 1023;
const trailDigit = (t) => t & 31;

// Takes digit out of cell's domain, at depth, by event i.
function prune(st, cell, digit, depth, i) {
  const bit = 1 << digit;
  if (!DOMAINS || st.pruned[cell] & bit || st.tp >= TRAIL_SIZE) return;
  st.pruned[cell] |= bit;
  st.trailEv[st.tp] = i;
  st.trail[st.tp++] = trailEntry(Math.min(depth, NN), cell, digit);
}

// The event that pruned digit from cell's domain, standing in st, or -1.
function prunedBy(st, cell, digit) {
  if (!DOMAINS || !(st.pruned[cell] & (1 << digit))) return -1;
  for (let t = st.tp - 1; t >= 0; t--) {
    if (trailCell(st.trail[t]) === cell && trailDigit(st.trail[t]) === digit) return st.trailEv[t];
  }
  return -1;
}

// The prunings standing in st under the guess at depth: the chain it set off.
function chainAt(st, depth) {
  let n = 0;
  for (let t = st.tp - 1; t >= 0 && trailDepth(st.trail[t]) >= depth; t--) if (trailDepth(st.trail[t]) === depth) n++;
  return n;
}

// Puts back every pruning made at depth or deeper: the guess at depth is undone.
function unprune(st, depth) {
  while (st.tp > 0 && trailDepth(st.trail[st.tp - 1]) >= depth) {
    const t = st.trail[--st.tp];
    st.pruned[trailCell(t)] &= ~(1 << trailDigit(t));
  }
}

// The depth of a coded event, which its code leaves out: the placements
// standing, and a guess counts itself.
function codedDepth(k, st) {
  return codeEffect[k] === FILL_GUESS ? st.sp + 1 : st.sp;
}

// Applies event i to st: its counters, then its effect on the board and the
// path (none when a raw event's cell is off the board).
function apply(i, st) {
  const e = ev[i];
  let k = kindField(e), cell, digit, depth, over = 0;
  if (k === RAW) {
    const r = raw[rawIndex(e)];
    k = r.kind; cell = r.cell; digit = r.digit; depth = r.depth; over = r.over;
  } else {
    cell = slotField(e); digit = digitField(e); depth = codedDepth(k, st);
  }
  const c = st.c;
  const adds = codeCounts[k], raises = codeRaises[k];
  for (let j = 0; j < adds.length; j++) c[adds[j]]++;
  for (let j = 0; j < raises.length; j++) if (depth > c[raises[j]]) c[raises[j]] = depth;
  const overs = codeAddsOver[k];
  for (let j = 0; j < overs.length; j++) c[overs[j]] += over;
  const effect = codeEffect[k];
  if (!effect || cell < 0) return;
  switch (effect) {
    case FILL_GUESS: st.board[cell] = digit; if (st.sp < STACK_SIZE) st.stack[st.sp] = i; st.sp++; break;
    case FILL_RULE: st.board[cell] = digit | DEDUCED; break;
    case CLEAR_GUESS: st.board[cell] = 0; if (st.sp > 0) st.sp--; if (st.tp) unprune(st, depth); break;
    case CLEAR_RULE: st.board[cell] = 0; break;
    case PRUNE: if (digit >= 1 && digit <= N) prune(st, cell, digit, depth, i); break;
  }
}

// ---- one pass over the log: checkpoints, lists, heat, tree -------------

const cpCount = Math.floor(total / CHECKPOINT) + 1;
const cpBoard = new Uint8Array(cpCount * NN);
const cpCounters = new Float64Array(cpCount * NC);
const cpStackAt = new Int32Array(cpCount + 1);
const cpStackParts = [];
// The levels standing at each checkpoint (more than its stack part keeps
// when a trace stands deeper than STACK_SIZE).
const cpDepth = new Float64Array(cpCount);
// The domains at each checkpoint: the pruned digits, and the trail (with
// its events) in parts.
const cpPruned = new Uint32Array(DOMAINS ? cpCount * NN : 0);
const cpTrailAt = new Int32Array(cpCount + 1);
const cpTrailParts = [], cpTrailEvParts = [];
const deadEnds = [];
const solutions = [];
const takenBackHeat = new Float64Array(NN);
const deadHeat = new Float64Array(NN);
const cpTakenBack = new Int32Array(cpCount * NN);
const cpDead = new Int32Array(cpCount * NN);
let longestRetreat = 0, longestRetreatStep = -1, run = 0;
// The search tree: node id is the id-th guess, in the order made (so the
// events of the nodes ascend, and a node's first child, if any, is id + 1);
// its event, the event that undid it (-1: still standing at the end), its
// parent (-1: the root), its next sibling (-1: none) and whether its
// subtree finds a solution (the branches drawn open at first). What a
// node's subtree came to is counted when it is drawn (treeCountsAt), not kept.
const treeSize = (() => {
  let n = 0;
  for (let i = 0; i < total; i++) if (codeEffect[kindOf(i)] === FILL_GUESS) n++;
  return n;
})();
const tree = {
  size: treeSize,
  ev: new Int32Array(treeSize),
  end: new Int32Array(treeSize).fill(-1),
  parent: new Int32Array(treeSize),
  next: new Int32Array(treeSize).fill(-1),
  open: new Uint8Array(treeSize),
  // A backjump's marks: whether the guess was skipped by one (taken back
  // among its undos), and the event of the first backjump that landed on it
  // (-1: none), so the tree shows where the search jumped.
  skipped: new Uint8Array(treeSize),
  landedAt: new Int32Array(treeSize).fill(-1),
};

(function pass() {
  const st = newState();
  st.board.set(givens);
  let stackTotal = 0;
  // The guesses standing, with the solutions counted when each was made
  // and its last child so far; and the root's last child.
  const openNodes = [], openSolutions = [], lastKid = [];
  let rootLast = -1, made = 0;
  // The undos a backjump still owes, and its event.
  let jumpUndos = 0, jumpAt = -1;
  for (let i = 0; i <= total; i++) {
    if (i % CHECKPOINT === 0) {
      const cp = i / CHECKPOINT;
      cpBoard.set(st.board, cp * NN);
      cpCounters.set(st.c, cp * NC);
      cpTakenBack.set(takenBackHeat, cp * NN);
      cpDead.set(deadHeat, cp * NN);
      cpStackParts.push(st.stack.slice(0, standing(st)));
      cpDepth[cp] = st.sp;
      cpStackAt[cp] = stackTotal;
      stackTotal += standing(st);
      cpStackAt[cp + 1] = stackTotal;
      if (DOMAINS) {
        cpPruned.set(st.pruned, cp * NN);
        cpTrailParts.push(st.trail.slice(0, st.tp));
        cpTrailEvParts.push(st.trailEv.slice(0, st.tp));
        cpTrailAt[cp + 1] = cpTrailAt[cp] + st.tp;
      }
    }
    if (i === total) break;
    const k = kindOf(i);
    if (codeEffect[k] === CLEAR_GUESS) {
      run++;
      if (run > longestRetreat) { longestRetreat = run; longestRetreatStep = i + 1; }
    } else {
      run = 0;
    }
    const cell = cellOf(i);
    if (isClear(k) && cell >= 0) takenBackHeat[cell]++;
    if (isDeadEnd(k)) {
      deadEnds.push(i);
      if (cell >= 0) deadHeat[cell]++;
    } else if (isSolution(k)) {
      solutions.push(i);
    }
    if (codeEffect[k] === FILL_GUESS) {
      const id = made++;
      const top = openNodes.length - 1;
      tree.ev[id] = i;
      tree.parent[id] = top >= 0 ? openNodes[top] : -1;
      const last = top >= 0 ? lastKid[top] : rootLast;
      if (last >= 0) tree.next[last] = id;
      if (top >= 0) lastKid[top] = id; else rootLast = id;
      openNodes.push(id);
      openSolutions.push(st.c[C.solutions]);
      lastKid.push(-1);
    } else if (codeEffect[k] === CLEAR_GUESS && openNodes.length) {
      const id = openNodes.pop();
      lastKid.pop();
      tree.end[id] = i;
      if (jumpUndos > 0) {
        tree.skipped[id] = 1;
        const landing = openNodes[openNodes.length - 1];
        if (--jumpUndos === 0 && landing !== undefined && tree.landedAt[landing] < 0) tree.landedAt[landing] = jumpAt;
      }
      if (st.c[C.solutions] > openSolutions.pop()) tree.open[id] = 1;
    }
    if (k === K.backjumped && kindField(ev[i]) === RAW) { jumpUndos = raw[rawIndex(ev[i])].over; jumpAt = i; }
    apply(i, st);
  }
  openNodes.forEach((id, k) => { if (st.c[C.solutions] > openSolutions[k]) tree.open[id] = 1; });
})();

// The guesses under node parent (-1: the root), in the order made.
function treeKids(parent) {
  const kids = [];
  const first = parent + 1;
  if (first < tree.size && tree.parent[first] === parent) {
    for (let id = first; id >= 0; id = tree.next[id]) kids.push(id);
  }
  return kids;
}

// The node whose guess is event i, or -1 (nodes are in event order).
function treeNodeAt(i) {
  let lo = 0, hi = tree.size;
  while (lo < hi) { const mid = (lo + hi) >> 1; if (tree.ev[mid] < i) lo = mid + 1; else hi = mid; }
  return lo < tree.size && tree.ev[lo] === i ? lo : -1;
}

// The placements, dead ends and solutions counted after the first s
// events: a checkpoint's counters and at most CHECKPOINT - 1 events on.
function treeCountsAt(s) {
  const cp = Math.floor(s / CHECKPOINT), at = cp * NC;
  const counts = [cpCounters[at + C.placements], cpCounters[at + C.dead_ends], cpCounters[at + C.solutions]];
  for (let i = cp * CHECKPOINT; i < s; i++) {
    const adds = codeCounts[kindOf(i)];
    for (let j = 0; j < adds.length; j++) {
      if (adds[j] === C.placements) counts[0]++;
      else if (adds[j] === C.dead_ends) counts[1]++;
      else if (adds[j] === C.solutions) counts[2]++;
    }
  }
  return counts;
}

// A node's depth: the guesses standing once it is placed.
function treeDepthOf(id) {
  let depth = 0;
  for (let cur = id; cur >= 0; cur = tree.parent[cur]) depth++;
  return depth;
}
const cpStack = new Int32Array(cpStackAt[cpCount]);
cpStackParts.forEach((part, cp) => cpStack.set(part, cpStackAt[cp]));
cpStackParts.length = 0;
const cpTrail = new Int32Array(cpTrailAt[cpCount]);
cpTrailParts.forEach((part, cp) => cpTrail.set(part, cpTrailAt[cp]));
cpTrailParts.length = 0;
const cpTrailEv = new Int32Array(cpTrailAt[cpCount]);
cpTrailEvParts.forEach((part, cp) => cpTrailEv.set(part, cpTrailAt[cp]));
cpTrailEvParts.length = 0;

let lastReplayed = 0;
// The state after the first s events, into st.
function stateAt(s, st) {
  const cp = Math.floor(s / CHECKPOINT);
  st.board.set(cpBoard.subarray(cp * NN, cp * NN + NN));
  st.c.set(cpCounters.subarray(cp * NC, cp * NC + NC));
  const from = cpStackAt[cp], to = cpStackAt[cp + 1];
  st.stack.set(cpStack.subarray(from, to));
  st.sp = cpDepth[cp];
  if (DOMAINS) {
    st.pruned.set(cpPruned.subarray(cp * NN, cp * NN + NN));
    st.trail.set(cpTrail.subarray(cpTrailAt[cp], cpTrailAt[cp + 1]));
    st.trailEv.set(cpTrailEv.subarray(cpTrailAt[cp], cpTrailAt[cp + 1]));
    st.tp = cpTrailAt[cp + 1] - cpTrailAt[cp];
  }
  for (let i = cp * CHECKPOINT; i < s; i++) apply(i, st);
  lastReplayed = s - cp * CHECKPOINT;
  return st;
}

function copyState(from, to) {
  to.board.set(from.board);
  to.stack.set(from.stack.subarray(0, standing(from)));
  to.sp = from.sp;
  to.c.set(from.c);
  to.pruned.set(from.pruned);
  to.trail.set(from.trail.subarray(0, from.tp));
  to.trailEv.set(from.trailEv.subarray(0, from.tp));
  to.tp = from.tp;
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
    if (isClear(k)) heatBack[cell]++;
    else if (isDeadEnd(k)) heatDead[cell]++;
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

// A cell's domain before any inference: its candidates among the givens
// (the textbook's domains start as the candidates), bit d for digit d.
const startDomain = new Uint32Array(DOMAINS ? NN : 0);
if (DOMAINS) {
  for (let c = 0; c < NN; c++) {
    if (givens[c]) continue;
    const why = reasons(givens, c);
    for (let d = 1; d <= N; d++) if (why.peer[d] < 0) startDomain[c] |= 1 << d;
  }
}

// The digits of a bit set (bit d for digit d), ascending.
function digitsOf(bits) {
  const out = [];
  for (let d = 1; d <= N; d++) if (bits & (1 << d)) out.push(d);
  return out;
}

// The digits left in cell's domain in st, ascending.
function domainOf(st, cell) {
  return digitsOf(startDomain[cell] & ~st.pruned[cell]);
}

// The first unit that cell and peer share (0 row, 1 column, 2 box), or -1.
function sharedUnit(cell, peer) {
  for (let u = 0; u < 3; u++) if (unitOfCell(u, cell) === unitOfCell(u, peer)) return u;
  return -1;
}
