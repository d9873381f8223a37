// The race: every strategy's board on one shared clock.
//
// Reads 'race-data' (src/render/compare/race.rs, `Meta`) and runs one
// runner per strategy on its recording ('race-run-K'). Each board is a grid
// of cells with its counters and its status under it; the clock counts
// events or placements (the radio switch), and the controls work as the
// walkthrough's: Space plays and pauses, ← and → step, Home and End jump,
// the slider, the speed. A board redraws only the cells that changed, and
// the live summary speaks only when the clock stops, so a screen reader is
// not flooded while the race plays. Nothing reaches `window` but `__race`.

const raceStarted = performance.now();
const meta = JSON.parse(document.getElementById('race-data').textContent);
const W = meta.words;
const runs = meta.runs.map((m, k) => ({ m, r: runner('race-run-' + k), k }));
const grouped = (n) => countShown(n, meta.numbers);
const $ = (id) => document.getElementById(id);

const controls = $('race-controls');
const slider = $('race-slider');
const clockLabel = $('race-clock');
const live = $('race-live');
const playButton = $('race-play');
const playIcon = $('race-play-icon');
const speed = $('race-speed');
const SPEEDS = [1, 10, 100, 1000, 10000, 100000, 1000000];

// Placements by default: the fair budget (an event clock charges a search
// that infers for every pruning it writes down).
let clock = 'placements';
let t = 0;
let playing = false;

// ---- the boards ------------------------------------------------------------

runs.forEach((run) => {
  const { r, k } = run;
  const figure = $('racer-' + k);
  const mini = figure.querySelector('.mini');
  mini.style.setProperty('--n', String(r.N));
  run.cells = [];
  for (let c = 0; c < r.NN; c++) {
    const row = Math.floor(c / r.N), col = c % r.N;
    const cell = document.createElement('span');
    cell.className = 'cell';
    if (col % r.BC === r.BC - 1 && col < r.N - 1) cell.classList.add('box-right');
    if (row % r.BR === r.BR - 1 && row < r.N - 1) cell.classList.add('box-below');
    if (r.givens[c]) cell.classList.add('given');
    mini.appendChild(cell);
    run.cells.push(cell);
  }
  run.shown = new Int16Array(r.NN).fill(-1);
  run.status = figure.querySelector('.racer-status');
  run.counters = Array.from(figure.querySelectorAll('.racer-counters dd'));
  run.figure = figure;
  run.st = r.newState();
});

const digitChar = (d) => (d < 10 ? String(d) : String.fromCharCode(55 + d));

// Draws run's board, counters and status at the clock.
function drawRun(run) {
  const { r, m } = run;
  const s = r.eventsAt(clock, t);
  const st = r.stateAt(s, run.st);
  for (let c = 0; c < r.NN; c++) {
    const v = st.board[c];
    if (run.shown[c] === v) continue;
    run.shown[c] = v;
    const cell = run.cells[c];
    cell.textContent = v ? digitChar(v & 31) : '';
    if (!r.givens[c]) {
      cell.classList.toggle('rule', v !== 0 && (v & r.DEDUCED) !== 0);
      cell.classList.toggle('guess', v !== 0 && (v & r.DEDUCED) === 0);
    }
  }
  m.counters.forEach((name, j) => { run.counters[j].textContent = grouped(st.c[r.C[name]]); });
  const ended = s >= r.total;
  const stopped = ended && m.stopped;
  run.status.textContent = !ended ? W.searching : clock === 'events' ? m.done_events : m.done_placements;
  run.figure.classList.toggle('finished', ended && !stopped);
  run.figure.classList.toggle('stopped', stopped);
  return ended;
}

// ---- the clock ---------------------------------------------------------------

const maxOf = (c) => Math.max(0, ...runs.map(({ r }) => (c === 'events' ? r.total : r.placements)));

function clockText() {
  return fill(clock === 'events' ? W.at_event : W.at_placement, { t: grouped(t), max: grouped(maxOf(clock)) });
}

// Shows the clock at u (clamped); says the summary unless playing.
function show(u) {
  t = Math.max(0, Math.min(maxOf(clock), Math.floor(u)));
  let done = 0;
  for (const run of runs) if (drawRun(run)) done++;
  slider.value = String(t);
  clockLabel.textContent = clockText();
  if (!playing) live.textContent = fill(W.live, { clock: clockText(), done: String(done), count: String(runs.length) });
  return done;
}

// Switches the clock; it keeps the progress of the board furthest on, in
// the new measure, so that no board jumps back.
function setClock(c) {
  if (c === clock) return;
  let u = 0;
  for (const { r } of runs) {
    const s = r.eventsAt(clock, t);
    u = Math.max(u, c === 'events' ? s : r.stateAt(s, r.newState()).c[r.C.placements]);
  }
  clock = c;
  $('clock-' + c).checked = true;
  slider.max = String(maxOf(c));
  show(u);
}

// ---- playing -------------------------------------------------------------------

let last = 0, carry = 0;
function frame(now) {
  if (!playing) return;
  const rate = SPEEDS[Number(speed.value)] || 1000;
  carry += ((now - last) / 1000) * rate;
  last = now;
  const ticks = Math.floor(carry);
  carry -= ticks;
  if (ticks > 0) show(t + ticks);
  if (t >= maxOf(clock)) { pause(); return; }
  requestAnimationFrame(frame);
}

function play() {
  if (playing) return;
  if (t >= maxOf(clock)) show(0);
  playing = true;
  playButton.setAttribute('aria-label', meta.pause);
  playButton.title = meta.pause_tip;
  playIcon.textContent = '⏸';
  last = performance.now();
  carry = 0;
  requestAnimationFrame(frame);
}

function pause() {
  if (!playing) return;
  playing = false;
  playButton.setAttribute('aria-label', meta.play);
  playButton.title = meta.play_tip;
  playIcon.textContent = '▶';
  show(t);
}

const jump = (u) => { pause(); show(u); };

SPEEDS.forEach((n, i) => {
  const option = document.createElement('option');
  option.value = String(i);
  option.textContent = fill(meta.per_second, { n: grouped(n) });
  speed.appendChild(option);
});
speed.value = '3';

playButton.addEventListener('click', () => (playing ? pause() : play()));
$('race-first').addEventListener('click', () => jump(0));
$('race-prev').addEventListener('click', () => jump(t - 1));
$('race-next').addEventListener('click', () => jump(t + 1));
$('race-last').addEventListener('click', () => jump(maxOf(clock)));
slider.addEventListener('input', () => jump(Number(slider.value)));
$('clock-events').addEventListener('change', () => setClock('events'));
$('clock-placements').addEventListener('change', () => setClock('placements'));

// The keys, anywhere on the page but in a field that takes them itself:
// the speed's list, the slider (its arrows, Home and End move it, and its
// input event jumps), the switch's arrows (they switch the clock), and
// Space on a button, a box or a switch (it presses or ticks them).
document.addEventListener('keydown', (e) => {
  if (e.altKey || e.ctrlKey || e.metaKey) return;
  const target = e.target || {};
  // Space presses a focused button (or ticks a box) as everywhere else.
  const own = target.tagName === 'SELECT'
    || (e.key === ' ' && /^(BUTTON|SUMMARY|A)$/.test(target.tagName || ''))
    || (e.key === ' ' && (target.type === 'checkbox' || target.type === 'radio'))
    || (target.type === 'range' && e.key !== ' ')
    || (target.type === 'radio' && e.key.startsWith('Arrow'));
  if (own) return;
  const act = {
    ' ': () => (playing ? pause() : play()),
    ArrowRight: () => jump(t + 1),
    ArrowLeft: () => jump(t - 1),
    Home: () => jump(0),
    End: () => jump(maxOf(clock)),
  }[e.key];
  if (!act) return;
  e.preventDefault();
  act();
});

// ---- fitting the screen --------------------------------------------------------

// The boards shown are sized so that all of them fit under the sticky
// controls at once (a projector at 1280x720 or 1920x1080): for each number
// of columns, the text under the boards is measured at that width, and the
// columns that give the largest board win. A board too small to read is the
// lecturer's cue to show fewer (the chooser).
const racersBox = $('racers');
const chooser = $('race-choose-summary');
function fit() {
  const shown = runs.filter((run) => !run.figure.hidden);
  const n = Math.max(1, shown.length);
  chooser.textContent = fill(W.boards_count, { shown: String(shown.length), count: String(runs.length) });
  runs.forEach((run) => run.figure.querySelector('.racer-caption').style.removeProperty('min-height'));
  if (window.innerWidth < 640) {
    // A phone scrolls through the boards, two abreast, rather than
    // shrinking them all onto one screen.
    racersBox.style.setProperty('--cols', '2');
    racersBox.style.removeProperty('--board');
    alignCaptions(shown, 2);
    return;
  }
  const top = controls.getBoundingClientRect().height;
  racersBox.style.setProperty('--controls-h', Math.ceil(top) + 'px');
  const height = window.innerHeight - top - 12;
  const width = racersBox.clientWidth;
  const style = getComputedStyle(racersBox);
  const rowGap = parseFloat(style.rowGap) || 0;
  let best = { side: 0, cols: 1 };
  // Measured at the end, where the statuses and counters are longest, so
  // that nothing grows past the screen while the race plays.
  const kept = t;
  show(maxOf(clock));
  racersBox.style.setProperty('--board', '1px');
  for (let cols = 1; cols <= n; cols++) {
    racersBox.style.setProperty('--cols', String(cols));
    // Each row's text: its tallest caption (alignCaptions makes the row's
    // captions that tall) and its tallest status and counters.
    let text = 0, inner = 0;
    for (let from = 0; from < n; from += cols) {
      let caption = 0, below = 0;
      for (const run of shown.slice(from, from + cols)) {
        const mini = run.figure.querySelector('.mini');
        const top = run.figure.querySelector('.racer-caption').offsetHeight;
        caption = Math.max(caption, top);
        below = Math.max(below, run.figure.offsetHeight - mini.offsetHeight - top);
        inner = run.figure.clientWidth - 2 * (parseFloat(getComputedStyle(run.figure).paddingLeft) || 0);
      }
      text += caption + below;
    }
    const rows = Math.ceil(n / cols);
    const side = Math.floor(Math.min(inner, (height - (rows - 1) * rowGap - text) / rows));
    if (side > best.side) best = { side, cols };
  }
  racersBox.style.setProperty('--cols', String(best.cols));
  racersBox.style.setProperty('--board', Math.max(60, best.side) + 'px');
  alignCaptions(shown, best.cols);
  show(kept);
}

// Every caption of a row as tall as the row's tallest, so that the boards
// of a row line up.
function alignCaptions(shown, cols) {
  const captions = shown.map((run) => run.figure.querySelector('.racer-caption'));
  captions.forEach((c) => c.style.removeProperty('min-height'));
  for (let from = 0; from < captions.length; from += cols) {
    const row = captions.slice(from, from + cols);
    const tallest = Math.max(0, ...row.map((c) => c.offsetHeight));
    row.forEach((c) => c.style.setProperty('min-height', tallest + 'px'));
  }
}

runs.forEach((run) => {
  const box = $('show-' + run.k);
  box.addEventListener('change', () => {
    run.figure.hidden = !box.checked;
    fit();
  });
});
let fitting = 0;
window.addEventListener('resize', () => {
  cancelAnimationFrame(fitting);
  fitting = requestAnimationFrame(fit);
});

slider.max = String(maxOf(clock));
controls.hidden = false;
$('clock-' + clock).checked = true;
fit();
show(0);

// A small window for the browser tests and the curious.
window.__race = {
  loadMs: performance.now() - raceStarted,
  clock: () => clock,
  t: () => t,
  max: () => maxOf(clock),
  playing: () => playing,
  setClock,
  goTo: (u) => { jump(u); return t; },
  strategies: runs.map(({ m }) => m.strategy),
  recorded: runs.map(({ r }) => r.total),
  boards: () => runs.map(({ r, st }) => Array.from(st.board, (v) => (v ? digitChar(v & 31) : '.')).join('')),
  counters: () => runs.map(({ r, st, m }) => Object.fromEntries(m.counters.map((name) => [name, st.c[r.C[name]]]))),
  statuses: () => runs.map((run) => run.status.textContent),
  fit,
};
window.__race.readyMs = performance.now();
