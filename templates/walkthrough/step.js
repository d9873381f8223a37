// The walkthrough's player: showing a step.
//
// `render(s)` brings every part of the page to the state after the first s
// events: the board, the sentence and the nearby lines, the path of
// choices, the counters, the heat map, the tree's mark and which buttons
// can be used. Moving (controls.js) calls it; it never moves by itself.

let current = newState();
let currentStep = -1;
const work = newState();

function render(s) {
  const focused = focusAmongLines();
  // Replay from a little before s, to tell the nearby steps too.
  // (Not past a quiz question's board: its next line is the answer.)
  const from = Math.max(0, s - 3), to = quizAsking(s) ? s : Math.min(total, s + 2);
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
  // A backjump, or the undos that carry it out: the guesses still standing
  // that it skips, and the one it lands on, for the board.
  const jump = info && info.kind === K.backjumped ? info : jumpBefore(s);
  if (info && jump) {
    const landing = jump.depth - jump.over;
    const skipped = new Set();
    for (let k = landing; k < standing(current); k++) skipped.add(cellOf(current.stack[k]));
    info.jumpMarks = { skipped, landing: landing >= 1 && landing <= standing(current) ? cellOf(current.stack[landing - 1]) : -1 };
  }

  for (let c = 0; c < NN; c++) setCell(c, current, info);
  showMarks(info, current);
  showWhy(info, current);
  showCause(info);

  // A path's end: a solution, or a dead end.
  const ended = info && CODES[info.kind].ends_path;
  const solved = ended && isSolution(info.kind);
  const dead = ended && !solved;
  board.classList.toggle('solved', !!solved);
  board.classList.toggle('stuck', !!dead);
  const banner = $('banner');
  banner.className = 'banner' + (solved ? ' solved' : dead ? ' dead' : '');
  banner.textContent = solved ? fill(U.solved_banner, { number: fmt(info.number) }) : dead ? (info.wipeout ? U.wipeout_banner : U.dead_banner) : '';

  $('step-label').textContent = fill(U.step_of, { step: fmt(s), total: fmt(total) });
  slider.value = String(s);
  slider.setAttribute('aria-valuetext', fill(U.step_of, { step: fmt(s), total: fmt(total) }));
  $('depth').textContent = info ? fill(U.depth, { depth: info.depth }) : '';
  const said = info ? info.sentence : fill(U.start, { title: titleSentence });
  $('sentence').textContent = said;
  $('sentence').classList.toggle('long', said.length > 110);
  const end = $('end-sentence');
  end.hidden = s !== total;
  end.textContent = s === total ? endSentence() : '';

  const log = $('log');
  log.textContent = '';
  // Indented by depth, as in the text trace, relative to the shallowest line shown.
  // A guess and its undo sit at the level of the cell they fill (Effect::level).
  const byGuess = (k) => codeEffect[k] === FILL_GUESS || codeEffect[k] === CLEAR_GUESS;
  const levelOf = (d) => (byGuess(d.kind) ? Math.max(0, d.depth - 1) : d.depth);
  const base = Math.min(...lines.map(levelOf));
  for (const d of lines) {
    const li = el('li');
    const b = el('button', 'line');
    b.type = 'button';
    b.style.setProperty('--level', Math.min(levelOf(d) - base, 8));
    b.dataset.key = String(d.i + 1);
    b.append(el('span', 'n', String(d.i + 1)), el('span', 's', d.sentence));
    if (d.i === s - 1) { b.classList.add('now'); b.setAttribute('aria-current', 'step'); }
    b.addEventListener('click', () => leap(d.i + 1));
    li.appendChild(b);
    log.appendChild(li);
  }

  // The path of choices; during a backjump, the guesses it skips greyed
  // and the one it goes back to marked, with the conflict set behind it.
  const path = $('path');
  path.textContent = '';
  if (current.sp === 0) path.appendChild(el('li', 'empty', U.path_empty));
  const blamed = new Set(((info && info.conflicts) || (jump && jump.conflicts) || []).map((g) => g.depth));
  const landing = jump ? jump.depth - jump.over : -1;
  for (let k = 0; k < standing(current); k++) {
    const i = current.stack[k];
    const e = ev[i];
    const li = el('li');
    const b = el('button', 'choice');
    b.type = 'button';
    const placed = kindField(e) === K.placed;
    const choice = placed ? extraField(e) & 31 : 0, of = placed ? extraField(e) >>> 5 : 0;
    b.append(el('span', 'lvl', fill(U.depth, { depth: k + 1 })), el('span', 'what', placementLabel(i)));
    if (choice && of) b.appendChild(el('span', 'rank', fill(DOMAINS ? U.path_value : U.path_choice, { choice, of })));
    const tags = [];
    if (jump && k + 1 > landing) { b.classList.add('skipped'); tags.push(U.path_skipped); }
    if (jump && k + 1 === landing) { b.classList.add('target'); tags.push(U.path_target); }
    if (blamed.has(k + 1)) { b.classList.add('conflict'); tags.push(U.path_conflict); }
    for (const tag of tags) b.appendChild(el('span', 'tag', tag));
    b.dataset.key = String(i + 1);
    b.addEventListener('click', () => leap(i + 1));
    if (i === s - 1) b.classList.add('now');
    li.appendChild(b);
    path.appendChild(li);
  }

  counterRows.forEach(({ td, key }) => { td.textContent = key in C ? fmt(current.c[C[key]]) : ''; });
  if (heatSoFar) { heatAt(s); paintHeat(heatBack, heatDead); }
  for (const c of heatCells) c.td.classList.remove('now');
  if (info && info.cell >= 0) heatCells[info.cell].td.classList.add('now');
  if (noSpoilers) {
    if (treeDrawnAt !== s) renderTree();
    showSoFar(s);
  }
  markTree(current);

  for (const id of ['first', 'prev', 'branch']) setUsable($(id), s > 0);
  for (const id of ['next', 'last']) setUsable($(id), s < total);
  setUsable($('next-dead-end'), nextIn(deadEnds, s) >= 0);
  setUsable($('next-solution'), nextIn(solutions, s) >= 0 || Boolean(data.late_solution));
  for (const [id, list] of IDEA_JUMPS) setUsable($(id), nextIn(list, s) >= 0);
  refocus(focused);
}

// The lines render() draws anew (the nearby steps, the path of choices,
// the excluded digits' chips): the one that had the focus, by its key (a
// step, or a digit), so that the focus stays on the same line drawn again,
// or goes to this step's line, or to the first, or to the panel's heading
// when it has none left; never to the page's body.
function focusAmongLines() {
  const active = document.activeElement;
  for (const id of ['log', 'path', 'chips']) {
    const box = $(id);
    if (active && active !== box && box.contains(active)) return { box, key: active.dataset.key };
  }
  return null;
}
function refocus(was) {
  if (!was || was.box.contains(document.activeElement)) return;
  const { box, key } = was;
  const lines = [...box.querySelectorAll('button')].filter(shown);
  const to = lines.find((b) => b.dataset.key === key) || lines.find((b) => b.classList.contains('now')) || lines[0]
    || $(box.id === 'path' ? 'path-title' : 'narration-title');
  to.focus({ preventScroll: true });
}

// The backjump whose undos step s is one of (they follow it, one a guess,
// the latest first), as the fields the path needs; null otherwise.
function jumpBefore(s) {
  let i = s - 1, undos = 0;
  while (i >= 0 && kindOf(i) === K.undone && undos <= NN) { i--; undos++; }
  if (undos === 0 || i < 0 || kindOf(i) !== K.backjumped || kindField(ev[i]) !== RAW) return null;
  const r = raw[rawIndex(ev[i])];
  return undos <= r.over + 1 ? { depth: r.depth, over: r.over, conflicts: guessesOf(r) } : null;
}
