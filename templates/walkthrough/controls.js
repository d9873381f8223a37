// The walkthrough's player: moving through the search.
//
// The slider and the speed, the buttons, the keys, playing (which stops on
// a solution), the jumps to the next dead end, solution or branch point (a
// guess that had another choice), and the step in the address (`#step=N`),
// written back as it changes (at most twice a second while playing) and
// followed when it is edited. A step forward and playing stop before a quiz
// question (`forward`, quiz.js); a jump (`leap`) says so before it passes
// one by (`quizPasses`), and waits while one is open (`quizHolds`).

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
    announce(stepSaid(U.announce_step));
  }
  quizFollow(currentStep);
}

// What a screen reader hears (#announce, a polite status; the sentence on
// screen is no live region): the step and its sentence when the viewer
// moves, only that it plays while playing, and where it stopped when it
// stops; at the last step the closing sentence too. Said once the keys
// rest, so that holding → does not queue a sentence for every step.
let announceTimer = 0;
function announce(text) {
  clearTimeout(announceTimer);
  announceTimer = setTimeout(() => { $('announce').textContent = text; }, 150);
}
function stepSaid(template) {
  const vars = { step: fmt(currentStep), total: fmt(total), sentence: $('sentence').textContent };
  const said = fill(template, vars);
  return currentStep === total ? fill(U.announce_closing, { said, closing: endSentence() }) : said;
}

// Forward k steps, as a step does: a quiz question on the way stops it
// before its event and asks (quiz.js).
function forward(k) {
  const q = quizAhead(currentStep, Math.min(total, currentStep + k));
  if (q >= 0) {
    const was = playing;
    pause();
    askQuiz(q, was);
    return;
  }
  goTo(currentStep + k);
}
// A jump to step s, as the slider, the keys, the log, the tree and the
// address make it: not while a question is open, and not past questions
// not yet answered before the page says so (quiz.js).
function leap(s) {
  if (quizHolds()) return;
  pause();
  if (quizPasses(Math.max(0, Math.min(total, Math.round(Number(s) || 0))))) return;
  goTo(s);
}

function writeHash() {
  const want = '#step=' + currentStep;
  if (location.hash === want) return;
  // A page shown inside an iframe's srcdoc (a Jupyter notebook) has no
  // address of its own to write the step into: the page works without it.
  try {
    history.replaceState(null, '', want);
  } catch (e) {
    if (!(e instanceof DOMException)) throw e;
  }
}

function jump(list, forward) {
  if (quizHolds()) return;
  const i = forward ? nextIn(list, currentStep) : prevIn(list, currentStep);
  if (i >= 0) leap(i + 1);
}

// The candidates of the cell the guess of event i fills, on the board just
// before it (the solver's rule for what a peer excludes); 0 off the board.
const scratch = newState();
function candidatesBefore(i) {
  const cell = cellOf(i);
  if (cell < 0) return 0;
  const replayed = lastReplayed;
  const { peer } = reasons(stateAt(i, scratch).board, cell);
  lastReplayed = replayed;
  let n = 0;
  for (let d = 1; d <= N; d++) if (peer[d] < 0) n++;
  return n;
}

// Whether the guess of event i had another choice: more than one option by
// its own count (`of`, a placement's choice among its options), or, for a
// strategy whose events carry no count, more than one candidate in its cell.
function hadAlternative(i) {
  const e = ev[i];
  let of = 0;
  if (kindField(e) === RAW) of = Number(raw[rawIndex(e)].raw.of) || 0;
  else if (kindField(e) === K.placed) of = extraField(e) >>> 5;
  return of ? of > 1 : candidatesBefore(i) > 1;
}

// Back to the deepest guess standing that had another choice (not the one
// of this very step), or to the start when there is none.
function backToBranch() {
  if (quizHolds()) return;
  pause();
  let k = standing(current) - 1;
  if (k >= 0 && current.stack[k] + 1 === currentStep) k--;
  while (k >= 0 && !hadAlternative(current.stack[k])) k--;
  goTo(k >= 0 ? current.stack[k] + 1 : 0);
}

let playing = false, lastTick = 0, owed = 0;
function play() {
  if (playing) return;
  if (currentStep >= total) goTo(0);
  playing = true;
  lastTick = performance.now();
  owed = 0;
  announce(U.announce_playing);
  updatePlayButton();
  requestAnimationFrame(tick);
}
function pause() {
  if (!playing) return;
  playing = false;
  updatePlayButton();
  writeHash();
  announce(stepSaid(U.announce_paused));
}
function updatePlayButton() {
  const b = $('play');
  b.setAttribute('aria-label', playing ? U.pause : U.play);
  b.title = fill(U.key_tip, { action: playing ? U.pause : U.play, key: U.space_key });
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
    const q = quizAhead(currentStep, target);
    if (q >= 0) { pause(); askQuiz(q, true); return; }
    goTo(target);
    if (stopAt >= 0 || target >= total) { pause(); return; }
  }
  requestAnimationFrame(tick);
}
function changeSpeed(delta) {
  const k = SPEEDS.indexOf(Number(speedSelect.value));
  speedSelect.value = String(SPEEDS[Math.max(0, Math.min(SPEEDS.length - 1, k + delta))]);
}

$('first').addEventListener('click', () => leap(0));
$('prev').addEventListener('click', () => { pause(); goTo(currentStep - 1); });
$('next').addEventListener('click', () => { pause(); forward(1); });
$('last').addEventListener('click', () => leap(total));
$('play').addEventListener('click', () => (playing ? pause() : play()));
$('next-dead-end').addEventListener('click', () => jump(deadEnds, true));
$('next-solution').addEventListener('click', nextSolution);
// The next solution the page holds, or else the one past its cap: the
// last step, and the solution's board in the notices.
function nextSolution() {
  if (nextIn(solutions, currentStep) >= 0 || !data.late_solution) { jump(solutions, true); return; }
  leap(total);
  $('notices').open = true;
  $('late-solution').scrollIntoView({ block: 'nearest' });
}
$('branch').addEventListener('click', backToBranch);
// The jumps of the textbook's ideas, where the page's search has them.
const IDEA_JUMPS = [
  ['next-wipeout', IDEA_STEPS.wipeouts], ['next-backjump', IDEA_STEPS.skips], ['next-reorder', IDEA_STEPS.reorders],
].filter(([id]) => $(id));
for (const [id, list] of IDEA_JUMPS) $(id).addEventListener('click', () => jump(list, true));
// An idea's key, only on a page whose search has the idea.
function ideaJump(id, list, forward) {
  if (!$(id)) return false;
  jump(list, forward);
  return true;
}
slider.addEventListener('input', () => {
  if (quizHolds()) { slider.value = String(currentStep); return; }
  leap(slider.value);
});

document.addEventListener('keydown', (e) => {
  if (e.ctrlKey || e.metaKey || e.altKey) return;
  const t = e.target;
  const tag = t && t.tagName;
  if (tag === 'SELECT' || tag === 'TEXTAREA' || (tag === 'INPUT' && t.type !== 'range')) return;
  // Space (and Enter) press a focused button, as everywhere else.
  if ((e.key === ' ' || e.key === 'Spacebar') && pressable(t)) return;
  // The keys of one letter or symbol, unless turned off (WCAG 2.1.4).
  if (e.key.length === 1 && e.key !== ' ' && !singleKeys) return;
  const onSlider = tag === 'INPUT';
  // Over the keys' dialog, only ? (and Escape, the dialog's own) closes it.
  if ($('keys-dialog').open && e.key !== '?') return;
  // An open question holds every key that would jump past it or show it.
  if (/^(PageDown|PageUp|Home|End|[dDsSbBnNwWjJoO])$/.test(e.key) && quizHolds()) {
    e.preventDefault();
    return;
  }
  let handled = true;
  switch (e.key) {
    case 'ArrowRight': if (onSlider) return; pause(); forward(e.shiftKey ? 10 : 1); break;
    case 'ArrowLeft': if (onSlider) return; pause(); goTo(currentStep - (e.shiftKey ? 10 : 1)); break;
    case 'PageDown': if (onSlider) return; leap(currentStep + 100); break;
    case 'PageUp': if (onSlider) return; leap(currentStep - 100); break;
    case 'Home': if (onSlider) return; leap(0); break;
    case 'End': if (onSlider) return; leap(total); break;
    case ' ': case 'Spacebar': if (playing) pause(); else play(); break;
    case 'd': jump(deadEnds, true); break;
    case 'D': jump(deadEnds, false); break;
    case 's': nextSolution(); break;
    case 'S': jump(solutions, false); break;
    case 'b': case 'B': backToBranch(); break;
    case '+': case '=': changeSpeed(1); break;
    case '-': case '_': changeSpeed(-1); break;
    case 't': case 'T': toggleDefinitions(); bringIntoView($('counters-title').parentElement); break;
    case 'h': case 'H': setHeatMode(!heatSoFar); bringIntoView($('heat-title').parentElement); break;
    case '?': toggleKeys(); break;
    case 'p': case 'P': setProjector(!projector); break;
    case 'n': case 'N': setNoSpoilers(!noSpoilers); break;
    case 'w': case 'W': handled = ideaJump('next-wipeout', IDEA_STEPS.wipeouts, e.key === 'w'); break;
    case 'j': case 'J': handled = ideaJump('next-backjump', IDEA_STEPS.skips, e.key === 'j'); break;
    case 'o': case 'O': handled = ideaJump('next-reorder', IDEA_STEPS.reorders, e.key === 'o'); break;
    case 'Escape': if (!projector) return; setProjector(false); break;
    default: handled = false;
  }
  if (handled) e.preventDefault();
});
// What Space presses by itself: a button, a summary, a link, a box to tick.
function pressable(t) {
  if (!t || !t.tagName) return false;
  return t.tagName === 'BUTTON' || t.tagName === 'SUMMARY' || t.tagName === 'A'
    || (t.tagName === 'INPUT' && (t.type === 'checkbox' || t.type === 'radio'));
}

// The keys of one letter or symbol (D, S, B, W, J, O, T, H, P, N, +, −, ?)
// can be turned off in the keys' dialog, so that speech input cannot set
// them off by accident (WCAG 2.1.4); the browser remembers the choice (a
// page in a notebook's frame may have no storage: it then forgets). Off,
// no button announces or shows such a key.
const SINGLE_KEYS = 'sudoku-trace.single-keys';
let singleKeys = true;
try { singleKeys = localStorage.getItem(SINGLE_KEYS) !== 'off'; } catch (e) { /* no storage here */ }
for (const b of document.querySelectorAll('[aria-keyshortcuts]')) {
  const keys = b.getAttribute('aria-keyshortcuts');
  if (keys.split(' ').every((k) => k.length === 1)) {
    b.dataset.singleKey = keys;
    if (b.title) b.dataset.tip = b.title;
  }
}
function setSingleKeys(on) {
  singleKeys = on;
  $('single-keys').checked = on;
  document.documentElement.classList.toggle('no-single-keys', !on);
  for (const b of document.querySelectorAll('[data-single-key]')) {
    if (on) b.setAttribute('aria-keyshortcuts', b.dataset.singleKey);
    else b.removeAttribute('aria-keyshortcuts');
    const label = b.querySelector('.jl');
    if (b.dataset.tip) b.title = on || !label ? b.dataset.tip : label.textContent;
  }
}
$('single-keys').addEventListener('change', (e) => {
  setSingleKeys(e.target.checked);
  try {
    if (singleKeys) localStorage.removeItem(SINGLE_KEYS); else localStorage.setItem(SINGLE_KEYS, 'off');
  } catch (err) { /* no storage here: the choice lasts as long as the page */ }
});
if (!singleKeys) setSingleKeys(false);

// A button with nothing to do now is aria-disabled, not disabled: a press
// that makes it so (First, Last, Next at the end, Next solution at the
// last) leaves the focus on it, where `disabled` drops it to the body.
function setUsable(button, usable) {
  if (usable) button.removeAttribute('aria-disabled');
  else button.setAttribute('aria-disabled', 'true');
}
// Its clicks (a mouse's, Enter's, Space's) go nowhere: caught before any
// handler of its own.
document.addEventListener('click', (e) => {
  const b = e.target instanceof Element && e.target.closest('button[aria-disabled="true"]');
  if (b) { e.preventDefault(); e.stopImmediatePropagation(); }
}, true);

function stepFromHash() {
  const m = /^#step=(\d+)$/.exec(location.hash);
  return m ? Number(m[1]) : null;
}
window.addEventListener('hashchange', () => {
  const s = stepFromHash();
  if (s !== null && s !== currentStep) leap(s);
});

// A panel a key opens comes where the viewer is looking: scrolled into
// view (the board, sticky beside the panels on a wide screen, stays put).
function bringIntoView(node) {
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  node.scrollIntoView({ block: 'nearest', behavior: reduce ? 'auto' : 'smooth' });
}

// The keys open over the page, in a dialog (Escape or ? closes it).
function toggleKeys() {
  const dialog = $('keys-dialog');
  if (dialog.open) { dialog.close(); return; }
  dialog.showModal();
  // At its top: the title, not the close button at its foot, takes the
  // focus, so a short screen shows the dialog from its first row.
  $('keys-dialog-title').focus();
  dialog.scrollTop = 0;
}
$('keys-close').addEventListener('click', () => $('keys-dialog').close());
$('keys-open').addEventListener('click', toggleKeys);

// Projector mode (P, or its button by the legend): only the page's
// heading, the board, the step, its sentence and the buttons that step, as
// large as the screen allows, for a room that sits far away. A button on
// screen leaves it, as Escape and P do. The keys go on working. A control
// the mode hides gives the focus to the way out; leaving gives it back.
let projector = false, focusBeforeProjector = null;
function setProjector(on) {
  if (on === projector) return;
  if (on) focusBeforeProjector = document.activeElement;
  projector = on;
  document.documentElement.classList.toggle('projector', on);
  fitBoard();
  if (on) window.scrollTo(0, 0);
  const active = document.activeElement;
  if (!active || active === document.body || shown(active)) return;
  const back = focusBeforeProjector;
  const to = on ? $('projector-exit') : back && back.isConnected && shown(back) ? back : $('projector-open');
  to.focus({ preventScroll: on });
  if (!on) focusBeforeProjector = null;
}
function shown(node) {
  return node.checkVisibility ? node.checkVisibility() : node.getClientRects().length > 0;
}
$('projector-open').addEventListener('click', () => setProjector(true));
$('projector-exit').addEventListener('click', () => setProjector(false));
