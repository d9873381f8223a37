// The walkthrough's player: the panels around the board.
//
// The notices at the top (a capped or limited log), the counters table and
// its definitions, the heat map (over the whole search or up to the step
// shown, on one scale so that it visibly fills up) and the key moments, the
// small boards that stay on screen and in print.

// ---- notices ------------------------------------------------------------

// Each notice in full, and in a few words on the one line they fold to.
{
  const short = [];
  // A trace that breaks the rules, drawn as written: said first.
  if (data.broken) {
    const note = $('rules-broken');
    const step = data.broken.step === null ? '?' : fmt(data.broken.step);
    note.textContent = fill(U.rules_broken, { step, found: data.broken.found, expected: data.broken.expected });
    note.hidden = false;
    short.push(fill(U.rules_broken_short, { step }));
  }
  if (data.heard > data.recorded) {
    const note = $('truncated');
    note.textContent = fill(U.truncated, {
      recorded: fmt(data.recorded), heard: fmt(data.heard), cap: fmtLimit(data.max_events),
    });
    note.hidden = false;
    short.push(fill(U.truncated_short, { recorded: fmt(data.recorded), heard: fmt(data.heard) }));
  }
  // A solution past the recording cap, when the page holds none: drawn
  // here, and reached by the ✓ button (controls.js), so that a capped page
  // still reaches the solution its search found.
  if (data.late_solution) {
    const late = data.late_solution;
    const said = fill(U.late_solution, {
      number: fmt(late.number), step: fmt(late.step), recorded: fmt(data.recorded),
    });
    $('late-solution-text').textContent = said;
    const table = el('table', 'board mini');
    table.appendChild(el('tbody'));
    const cells = buildBoard(table, true);
    for (let c = 0; c < NN; c++) {
      const v = parseInt(late.grid[c], 36) || 0;
      cells[c].v.textContent = v ? digitChar(v) : '';
      cells[c].td.classList.add(givens[c] ? 'given' : 'guess');
      cells[c].td.setAttribute('aria-label', cellLabel(c, [digitChar(v), givens[c] ? U.cell_given : U.cell_guess]));
    }
    table.setAttribute('aria-label', said);
    // Drawn as a key moment's board is.
    const fig = el('figure', 'moment');
    fig.appendChild(table);
    $('late-solution').appendChild(fig);
    $('late-solution').hidden = false;
    short.push(fill(U.late_solution_short, { number: fmt(late.number), step: fmt(late.step) }));
  }
  const limit = data.options.time_limit === undefined ? '?' : String(data.options.time_limit);
  if (data.end === 'step_limit' && data.options.max_steps !== null) {
    const note = $('step-limited');
    note.textContent = fill(U.step_limited, { limit: fmtLimit(data.options.max_steps) });
    note.hidden = false;
    short.push(fill(U.step_limited_short, { limit: fmtLimit(data.options.max_steps) }));
  } else if (data.end === 'time_limit') {
    const note = $('step-limited');
    note.textContent = fill(U.time_limited, { limit, steps: fmt(data.stats.events - 1) });
    note.hidden = false;
    short.push(fill(U.time_limited_short, { limit }));
  }
  if (short.length) {
    $('notices-summary').textContent = '⚠ ' + short.join(' · ');
    $('notices').hidden = false;
  }
}

// Counters.
const counterRows = [];
{
  const body = $('counter-table').tBodies[0];
  P.counters.concat(data.textbook.counters).forEach((counter) => {
    // The footer leaves out a counter that is 0 for every search of its
    // kind (the constraint-satisfaction counters of a blind search).
    if (!(counter.key in data.stats)) return;
    const tr = el('tr');
    const th = el('th', '', counter.name);
    th.scope = 'row';
    const now = el('td', 'num');
    const end = el('td', 'num', fmt(data.stats[counter.key]));
    const def = el('td', 'definition', counter.definition);
    tr.append(th, now, end, def);
    body.appendChild(tr);
    counterRows.push({ td: now, key: counter.key });
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

function paintHeat(back, dead) {
  for (let c = 0; c < NN; c++) {
    const value = back[c] + dead[c];
    const { td, v } = heatCells[c];
    // A given is never taken back: its cell shows no number, which could
    // only be read as a count.
    const label = givens[c]
      ? cellLabel(c, [digitChar(givens[c]), U.cell_given])
      : fill(U.heat_cell, { cell: cellName(c), undos: fmt(back[c]), dead: fmt(dead[c]) });
    // No title: the style shows the label on hover (walkthrough.css).
    td.setAttribute('aria-label', label);
    if (givens[c]) {
      td.classList.add('given');
      v.textContent = '';
    } else {
      const t = heatMax ? Math.sqrt(value / heatMax) : 0;
      // Light red with dark text up to t = 0.65 (lightness 100% to 57%),
      // then dark red with white text (46% to 34%): each pair at least
      // 4.5:1, the lightnesses between, where neither is, left out.
      const hot = t > 0.65;
      const lightness = hot ? 46 - (t - 0.65) / 0.35 * 12 : 100 - t * 66;
      td.style.setProperty('--heat-l', lightness.toFixed(1) + '%');
      td.classList.add('heat');
      td.classList.toggle('hot', hot);
      v.textContent = value ? compact(value) : '';
    }
  }
}
paintHeat(takenBackHeat, deadHeat);

function setHeatMode(soFar) {
  // Without spoilers the heat map shows only the search so far.
  if (noSpoilers) soFar = true;
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
  // Read as the board is: each cell by name, what it holds and what the
  // moment marks there, not as a row of bare digits.
  for (let c = 0; c < NN; c++) {
    const v = st.board[c] & 31;
    const kind = givens[c] ? U.cell_given : st.board[c] & DEDUCED ? U.cell_deduced : U.cell_guess;
    const said = (v ? [digitChar(v), kind] : [U.cell_empty]).concat(cells[c].notes || []);
    cells[c].td.setAttribute('aria-label', cellLabel(c, said));
  }
  table.setAttribute('aria-label', U.board + ' ' + fill(U.step_of, { step: fmt(s), total: fmt(total) }));
  return table;
}
// A mark of a key moment's board, in its cell's label.
function note(cell, said) {
  (cell.notes || (cell.notes = [])).push(said);
}

function moment(caption, s, mark) {
  const fig = el('figure', 'moment');
  fig.dataset.step = String(s);
  fig.appendChild(miniBoard(s, mark));
  const cap = el('figcaption');
  const b = el('button', 'go', caption);
  b.type = 'button';
  b.title = U.go_to;
  b.addEventListener('click', () => { leap(s); $('board').scrollIntoView({ block: 'nearest' }); });
  cap.appendChild(b);
  fig.appendChild(cap);
  return fig;
}

function renderMoments() {
  const box = $('moments');
  box.appendChild(moment(U.moment_puzzle, 0));
  ideaMoments(box);
  // Under inference the first dead end is the first wipeout, shown above.
  if (deadEnds.length && deadEnds[0] !== IDEA_STEPS.wipeouts[0]) {
    const i = deadEnds[0];
    box.appendChild(moment(fill(U.moment_first_dead_end, { step: fmt(i + 1) }), i + 1, (cells) => {
      const c = cellOf(i);
      if (c >= 0) { cells[c].td.classList.add('dead'); cells[c].v.textContent = '✗'; note(cells[c], U.cell_dead); }
    }));
  }
  if (longestRetreat > 1) {
    const s = longestRetreatStep;
    box.appendChild(moment(fill(U.moment_retreat, { n: fmt(longestRetreat), step: fmt(s) }), s, (cells) => {
      for (let i = s - longestRetreat; i < s; i++) {
        const c = cellOf(i);
        if (c >= 0) {
          cells[c].td.classList.add('taken-back');
          note(cells[c], fill(U.cell_taken_back, { digit: digitChar(guessFacts(i).digit) }));
        }
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

// The key moments of the textbook's ideas the page's search has: the first
// wipeout (its cause marked), the first backjump past untried values (the
// guesses it skips struck, the one it lands on marked), the first value
// order LCV changes, and the guess with the longest chain of prunings.
function ideaMoments(box) {
  const ideas = IDEA_STEPS;
  if (ideas.wipeouts.length) {
    const i = ideas.wipeouts[0];
    box.appendChild(moment(fill(U.moment_first_wipeout, { step: fmt(i + 1) }), i + 1, (cells, st) => {
      const c = cellOf(i);
      if (c >= 0) { cells[c].td.classList.add('dead'); cells[c].v.textContent = '∅'; note(cells[c], U.cell_wiped); }
      const g = guessAt(st, st.sp);
      if (g >= 0) {
        const cause = cells[guessFacts(g).cell];
        cause.td.classList.add('cause');
        note(cause, U.cell_wipe_cause);
      }
    }));
  }
  if (ideas.skips.length) {
    const i = ideas.skips[0];
    const r = raw[rawIndex(ev[i])];
    box.appendChild(moment(fill(U.moment_first_skip, { step: fmt(i + 1) }), i + 1, (cells, st) => {
      const top = standing(st), landing = top - r.over;
      for (let k = landing; k < top; k++) {
        const cell = cells[guessFacts(st.stack[k]).cell];
        cell.td.classList.add('skipped');
        note(cell, U.cell_skipped);
      }
      if (landing >= 1) {
        const cell = cells[guessFacts(st.stack[landing - 1]).cell];
        cell.td.classList.add('landing');
        note(cell, U.cell_landing);
      }
    }));
  }
  if (ideas.reorders.length) {
    const i = ideas.reorders[0];
    box.appendChild(moment(fill(U.moment_first_reorder, { step: fmt(i + 1) }), i + 1, (cells) => {
      const c = cellOf(i);
      if (c >= 0) { cells[c].td.classList.add('current'); note(cells[c], U.cell_current); }
    }));
  }
  if (ideas.chain.n > 1) {
    const { at, n } = ideas.chain;
    box.appendChild(moment(fill(U.moment_longest_chain, { n, step: fmt(at + 1) }), at + 1, (cells) => {
      const c = cellOf(at);
      if (c >= 0) { cells[c].td.classList.add('cause'); note(cells[c], U.cell_cause); }
      for (let i = at + 1; i <= at + n && i < total; i++) {
        const p = cellOf(i);
        if (p < 0) continue;
        cells[p].td.classList.add('pruned-here');
        note(cells[p], fill(U.cell_pruned, { digit: digitChar(guessFacts(i).digit) }));
      }
    }));
  }
}

// ---- no spoilers (N, or --no-spoilers) ------------------------------------
// The tree, the heat map, the key moments and the counters' totals only up
// to the step shown, so a teacher can ask "what comes next?" and the page
// does not answer. The tree is drawn again as the step moves (tree.js).
let noSpoilers = data.no_spoilers === true;
function setNoSpoilers(on) {
  noSpoilers = on;
  document.documentElement.classList.toggle('no-spoilers', on);
  setUsable($('heat-whole'), !on);
  setHeatMode(on || heatSoFar);
  renderTree();
  showSoFar(currentStep);
}
// Shows the key moments up to step s (all of them with spoilers allowed).
function showSoFar(s) {
  for (const fig of $('moments').children) fig.hidden = noSpoilers && Number(fig.dataset.step) > s;
}
