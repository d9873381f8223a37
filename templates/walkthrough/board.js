// The walkthrough's player: drawing the board.
//
// The small DOM helpers every later file uses, the table of N×N cells
// (shared with the heat map and the key moments' small boards), and how a
// step shows on the main board: each cell's digit, class and spoken label,
// the pencil marks of the current cell, and the peer and unit behind an
// excluded digit when its chip is hovered or focused. The page has no style
// attribute (its policy forbids them): the script sets custom properties
// through the CSSOM instead.

const $ = (id) => document.getElementById(id);
// Counts as the text writes them (countShown and limitShown: templates/words.js).
const fmt = (n) => countShown(n, data.numbers);
const fmtLimit = (n) => limitShown(n, data.numbers);
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

// Sizes the board so that the page's top, the board and the player fit the
// window's height (a projector's 1280×720 with its notices folded): CSS
// reads --fit; the width still never passes the column's.
function fitBoard() {
  // The step label as wide as its longest text, so the slider beside it
  // never moves while playing.
  const label = $('step-label');
  const said = label.textContent;
  label.style.removeProperty('min-width');
  label.textContent = fill(U.step_of, { step: fmt(total), total: fmt(total) });
  label.style.setProperty('min-width', label.offsetWidth + 1 + 'px');
  label.textContent = said;
  const wrap = board.parentElement;
  const caption = board.caption ? board.caption.offsetHeight : 0;
  if (document.documentElement.classList.contains('projector')) {
    // Projector mode: the board as high as the window, less its caption,
    // the step and what else stands above or below it (on a wide screen the
    // heading and the buttons sit beside it, out of the flow). Set on the
    // root: the columns' first track and what sits beside it use it too.
    const top = document.querySelector('.top');
    const above = getComputedStyle(top).position === 'fixed' ? 0 : top.offsetHeight;
    const room = window.innerHeight - above - caption - $('player').offsetHeight - 24;
    wrap.style.removeProperty('--fit');
    document.documentElement.style.setProperty('--fit', Math.max(room, 200) + 'px');
    return;
  }
  const top = document.querySelector('.top').offsetHeight;
  // The player counts only where it sits under the board (not beside it).
  const beside = $('player').getBoundingClientRect().left >= wrap.getBoundingClientRect().right;
  const player = beside ? 0 : $('player').offsetHeight;
  // So does a quiz question's panel, open under the board (a phone); the
  // page's top is then scrolled away (quiz.js), and the board may shrink
  // further, so that board, player and question share the screen.
  const quiz = $('quiz');
  const under = quiz && !quiz.hidden && quiz.getBoundingClientRect().top >= wrap.getBoundingClientRect().bottom - 1;
  const room = under
    ? window.innerHeight - player - caption - quiz.offsetHeight - 40
    : window.innerHeight - top - player - caption - 28;
  wrap.style.setProperty('--fit', Math.max(room, under ? 180 : 260) + 'px');
}

// A cell's spoken label: its name, then what it holds and what the step
// marks there, in the page's language ("r1c3: 4, guess"; "[0,2]：4，猜测").
function cellLabel(c, said) {
  return fill(U.cell_label, { cell: cellName(c), said: said.join(U.label_separator) });
}

function setCell(c, st, info) {
  const { td, v } = boardCells[c];
  const value = st.board[c];
  const d = value & 31;
  const cls = givens[c] ? 'given' : value & DEDUCED ? 'deduced' : d ? 'guess' : 'empty';
  let text = d ? digitChar(d) : '';
  // What a screen reader says of the cell, part by part (cellLabel).
  const said = d ? [digitChar(d), givens[c] ? U.cell_given : value & DEDUCED ? U.cell_deduced : U.cell_guess]
    : [U.cell_empty];
  const flags = [];
  if (info && info.cell === c) {
    flags.push('current');
    said.push(U.cell_current);
    if (isDeadEnd(info.kind)) { flags.push('dead'); said.push(U.cell_dead); }
    if (isClear(info.kind)) {
      flags.push('taken-back');
      text = digitChar(info.digit);
      said.push(fill(U.cell_taken_back, { digit: digitChar(info.digit) }));
    }
    if (info.kind === K.rejected) { flags.push('rejected'); text = digitChar(info.digit); }
    if (isFill(info.kind)) flags.push('fresh');
  }
  if (info && info.unitCells && info.unitCells.has(c)) {
    flags.push(isDeadEnd(info.kind) ? 'dead-unit' : 'in-unit');
  }
  if (info && info.places && info.places.has(c)) {
    flags.push('option');
    text = digitChar(info.digit);
    said.push(fill(U.cell_option, { digit: digitChar(info.digit) }));
  }
  if (info && info.pruning && info.pruning.by === c) { flags.push('cause'); said.push(U.cell_cause); }
  // A wipeout keeps its cause in view: the guess whose chain of prunings
  // did it, and the peer behind the last pruning.
  if (info && info.wipeout && (info.wipeout.cause === c || info.wipeout.by === c)) {
    flags.push('cause');
    said.push(info.wipeout.cause === c ? U.cell_wipe_cause : U.cell_cause);
  }
  // A backjump (and the undos that carry it out): the guesses it skips
  // struck, the one it goes back to marked apart from the conflict set.
  const jumping = info && info.jumpMarks;
  if (jumping && jumping.skipped.has(c)) { flags.push('skipped'); said.push(U.cell_skipped); }
  const landing = jumping && jumping.landing === c;
  if (landing) { flags.push('landing'); said.push(U.cell_landing); }
  if (info && info.pruning && info.cell === c) said.push(fill(U.cell_pruned, { digit: digitChar(info.digit) }));
  if (!landing && info && info.conflicts && info.conflicts.some((g) => g.cell === c)) {
    flags.push('conflict');
    said.push(U.cell_conflict);
  }
  if (DOMAINS) {
    // An empty cell shows its domain, unless the step draws marks of its own there.
    const own = info && info.cell === c && (info.candidates || info.pruning);
    const left = !d && !text && !own ? startDomain[c] & ~st.pruned[c] : -1;
    drawDomain(c, left);
    if (left === 0) { flags.push('wiped'); said.push(U.cell_wiped); }
    else if (left > 0) said.push(fill(U.cell_domain, { digits: digitsOf(left).map(digitChar).join(' ') }));
  }
  td.className = [td.dataset.edges, cls].concat(flags).join(' ');
  if (v.textContent !== text) v.textContent = text;
  td.setAttribute('aria-label', cellLabel(c, said));
}

// Draws the pencil marks of cell c's domain, the digits of `left` (-1: none
// drawn). Only what changed since the last step is touched.
function drawDomain(c, left) {
  const cell = boardCells[c];
  if (cell.left === left) return;
  cell.left = left;
  if (left < 0) { if (cell.domain) cell.domain.hidden = true; return; }
  if (!cell.domain) {
    cell.domain = el('span', 'marks domain');
    cell.domain.setAttribute('aria-hidden', 'true');
    cell.domain.style.setProperty('--m', Math.ceil(Math.sqrt(N)));
    for (let dg = 1; dg <= N; dg++) cell.domain.appendChild(el('span', 'mark', digitChar(dg)));
    cell.box.appendChild(cell.domain);
  }
  cell.domain.hidden = false;
  for (let dg = 1; dg <= N; dg++) cell.domain.children[dg - 1].className = left & (1 << dg) ? 'mark' : 'mark gone';
}

// The pencil marks of the current cell: its candidates, the others struck
// out; where the search infers, a candidate pruned from the domain struck in
// its own way; at a pruning, the domain before it, the pruned digit struck.
function showMarks(info, st) {
  if (marks) { marks.remove(); marks = null; }
  if (!info || info.cell < 0 || !(info.candidates || info.pruning)) return;
  const box = boardCells[info.cell].box;
  marks = el('span', 'marks');
  marks.setAttribute('aria-hidden', 'true');
  const side = Math.ceil(Math.sqrt(N));
  marks.style.setProperty('--m', side);
  const shown = new Set(info.pruning ? info.pruning.domain : info.candidates);
  const domain = DOMAINS && !info.pruning ? new Set(domainOf(st, info.cell)) : shown;
  for (let dg = 1; dg <= N; dg++) {
    let cls = 'mark';
    if (info.pruning) cls = dg === info.digit ? 'mark struck' : shown.has(dg) ? 'mark' : 'mark gone';
    else if (!shown.has(dg)) cls = 'mark out';
    else if (!domain.has(dg)) cls = 'mark pruned';
    const m = el('span', cls, digitChar(dg));
    m.dataset.digit = String(dg);
    marks.appendChild(m);
  }
  box.appendChild(marks);
}

// At a pruning, lights its cause: the peer whose value rules the digit
// out, the unit they share, and the struck digit.
function showCause(info) {
  if (!info || !info.pruning || info.cell < 0 || info.pruning.by < 0) return;
  highlight({ digit: info.digit, peer: info.pruning.by, unit: sharedUnit(info.cell, info.pruning.by), current: info.cell });
}

// Highlights the peer that excludes a digit, and the unit it shares.
function highlight(why) {
  for (const c of board.querySelectorAll('td.peer, td.peer-unit')) c.classList.remove('peer', 'peer-unit');
  if (marks) for (const m of marks.querySelectorAll('.lit')) m.classList.remove('lit');
  if (!why || why.peer < 0 || why.current < 0 || why.unit < 0) return;
  const unitIndex = unitOfCell(why.unit, why.current);
  for (const c of unitCells(why.unit, unitIndex)) boardCells[c].td.classList.add('peer-unit');
  boardCells[why.peer].td.classList.add('peer');
  if (marks) {
    const m = marks.querySelector('[data-digit="' + why.digit + '"]');
    if (m) m.classList.add('lit');
  }
}

// The values of a cell's domain in st as bits (bit d for digit d): its
// domain where the search infers, else its candidates on the board.
function domainBits(st, c) {
  if (DOMAINS) return startDomain[c] & ~st.pruned[c];
  const why = reasons(st.board, c);
  let bits = 0;
  for (let dg = 1; dg <= N; dg++) if (why.peer[dg] < 0) bits |= 1 << dg;
  return bits;
}

// At a value order (LCV), marks the empty peers of `cell` whose domain
// `digit` would shrink, the digit lit in each; null clears them.
function showShrink(cell, digit, st) {
  for (const td of board.querySelectorAll('td.would-shrink')) {
    td.classList.remove('would-shrink');
    if (td.dataset.label) td.setAttribute('aria-label', td.dataset.label);
    delete td.dataset.label;
  }
  for (const m of board.querySelectorAll('.marks.domain .mark.lit')) m.classList.remove('lit');
  if (cell < 0 || !digit) return;
  const seen = new Set();
  for (let u = 0; u < 3; u++) {
    for (const p of unitCells(u, unitOfCell(u, cell))) {
      if (p === cell || seen.has(p) || st.board[p] || !(domainBits(st, p) & (1 << digit))) continue;
      seen.add(p);
      const { td, domain } = boardCells[p];
      td.classList.add('would-shrink');
      td.dataset.label = td.getAttribute('aria-label');
      td.setAttribute('aria-label', td.dataset.label + U.label_separator + fill(U.cell_would_lose, { digit: digitChar(digit) }));
      if (domain && !domain.hidden) domain.children[digit - 1].classList.add('lit');
    }
  }
}

// At a value order, one chip a value: what it would remove, and on hover
// or focus the peers it would shrink (the first value's at first).
function showOrder(info, st) {
  const box = $('why'), chips = $('chips');
  box.hidden = false;
  $('why-help').textContent = U.order_help;
  let shown = -1;
  const show = (v) => {
    if (shown === v.digit) return;
    shown = v.digit;
    showShrink(info.cell, v.digit, st);
    for (const b of chips.querySelectorAll('.chip')) b.classList.toggle('lit', Number(b.dataset.digit) === v.digit);
  };
  for (const v of info.values) {
    const li = el('li');
    const b = el('button', 'chip', fill(T.value_cost, { digit: digitChar(v.digit), removes: v.removes }));
    b.type = 'button';
    b.dataset.digit = String(v.digit);
    b.dataset.key = 'value ' + v.digit;
    b.addEventListener('mouseenter', () => show(v));
    b.addEventListener('focus', () => show(v));
    li.appendChild(b);
    chips.appendChild(li);
  }
  if (info.values.length) show(info.values[0]);
}

function showWhy(info, st) {
  const box = $('why'), chips = $('chips');
  chips.textContent = '';
  highlight(null);
  showShrink(-1, 0, null);
  if (info && info.kind === K.valuesOrdered && info.values && info.values.length && info.cell >= 0) {
    showOrder(info, st);
    return;
  }
  $('why-help').textContent = U.excluded_help;
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
    b.dataset.key = 'excluded ' + x.digit;
    const target = { digit: x.digit, peer: x.peer, unit: x.unit, current: info.cell };
    const on = () => highlight(target);
    const off = () => highlight(info.kind === K.rejected ? target : null);
    b.addEventListener('mouseenter', on);
    b.addEventListener('focus', on);
    b.addEventListener('mouseleave', off);
    b.addEventListener('blur', off);
    li.appendChild(b);
    chips.appendChild(li);
  }
  if (info.kind === K.rejected) {
    const x = info.why[0];
    highlight({ digit: x.digit, peer: x.peer, unit: x.unit, current: info.cell });
  }
}
