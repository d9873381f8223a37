// The walkthrough's player: quiz mode (`--quiz N`).
//
// The moments come from the renderer (src/render/quiz/, `data.quiz`): per
// question, the event to stop before (`at`), what it asks, its cell, the
// answer and the event whose sentence explains it (`by`), all taken from
// the trace. A step forward (→, the next button) or playing stops at step
// `at`, the board just before the event, and asks; the learner answers with
// the digits' buttons or keys, a cell of the board or its name, or one of a
// few buttons. The page checks, says right or wrong with the answer and the
// trace's own sentence, and shows the step on Continue (playing goes on if
// it was playing). A question counts once: answered or skipped (Escape), it
// is not asked again, whichever way the learner goes after. A jump (the
// slider, Page Down, End, D, S, a line of the log, `#step=N`) that would
// pass questions not yet answered says so first (`quizPasses`): answer the
// first, jump anyway (they stay open, asked when a step forward reaches
// them, and the final score counts them as not answered) or stay (Escape).
// While a question is open, nothing that would show its answer works
// (`quizHolds`): the jumps, Page Up and Down, Home, End, the slider, N
// (spoilers); the panel says to answer or skip first. Under MRV, a "which
// cell next" takes every cell of a tie for the fewest values as right
// (`m.tie`), and says which the search took; so under MAC does "which cell
// does arc consistency propagate next" with every cell that could.

const QUIZ = data.quiz || null;
const QW = QUIZ ? QUIZ.words : null;
const quizMoments = QUIZ ? QUIZ.moments : [];
// Per moment: null (not answered), 'right', 'wrong' or 'skipped'.
const quizResults = quizMoments.map(() => null);
let asking = -1; // the moment the panel shows (its question, then its feedback)
let answered = false; // whether it shows the feedback
let resumePlay = false; // whether playing goes on after it
let quizPicked = new Set(); // the values toggled: a candidates question's digits, a skipped-guesses question's cells
let passing = null; // the jump the notice holds: { to, q, back }
let quizReturn = null; // where the focus goes back to
let quizFinal = false; // whether the panel shows the final score

// The cells by name, as the learner may type them: the page's notation,
// in any case, without spaces (and an index without its brackets).
const cellByName = new Map();
CELL_NAMES.forEach((name, c) => {
  const key = name.toLowerCase().replace(/\s+/g, '');
  cellByName.set(key, c);
  cellByName.set(key.replace(/^\[(.*)\]$/, '$1'), c);
});

// The first open question a move forward from the step shown (`from`) to
// step `to` reaches: its board (step `at`, before its event) lies in
// from..to, so the move would show its event or land on its board. -1 if
// none.
function quizAhead(from, to) {
  for (let q = 0; q < quizMoments.length; q++) {
    const at = quizMoments[q].at;
    if (at > to) break;
    if (at >= from && quizResults[q] === null) return q;
  }
  return -1;
}

// Whether step s is a question's board, still unanswered: the nearby log
// then stops at it (step.js), as its next line would give the answer away.
function quizAsking(s) {
  return asking >= 0 && !answered && quizMoments[asking].at === s;
}

function sentenceOf(i) {
  const replayed = lastReplayed;
  const said = describe(i, stateAt(i, scratch)).sentence;
  lastReplayed = replayed;
  return said;
}

function digitMaskList(mask) {
  const digits = [];
  for (let d = 1; d <= N; d++) if (mask & (1 << d)) digits.push(d);
  return digits.length ? digitList(digits) : QW.none;
}

// An answer to question m in words: the right one (the guess a backjump
// lands on with its digit), or the learner's.
function answerText(m, value = m.ask === 'skipped' ? m.untried : m.answer) {
  switch (m.ask) {
    case 'candidates': return digitMaskList(value);
    case 'skipped': return value.length ? value.map(guessLabelOf).join(P.list_separator) : QW.none;
    case 'next': case 'wipeout': case 'propagates': return cellName(value);
    case 'dead': return value ? QW.yes : QW.no;
    case 'backjump': return cellName(value) + (value === m.answer ? ' = ' + digitChar(m.digit) : '');
    default: return digitChar(value);
  }
}

// The guesses a backjump about to come jumps over (the top `m.answer` of
// the path on the question's board), the deepest first, each as its event
// and depth, and the event of the one it lands on.
function jumpedGuesses(m) {
  const top = standing(current);
  const jumped = [];
  for (let k = top - 1; k >= Math.max(0, top - m.answer); k--) jumped.push({ i: current.stack[k], depth: k + 1 });
  const landing = top - m.answer - 1;
  return { jumped, landing: landing >= 0 ? current.stack[landing] : -1 };
}

// A guess standing on the question's board, by its cell: "r2c5 = 7".
function guessLabelOf(c) {
  for (let k = standing(current) - 1; k >= 0; k--) {
    if (cellOf(current.stack[k]) === c) return placementLabel(current.stack[k]);
  }
  return cellName(c);
}

function askText(m) {
  const cell = cellName(m.cell);
  switch (m.ask) {
    case 'skipped': {
      const { landing } = jumpedGuesses(m);
      return fill(QW.ask_skipped, { cell, landing: landing >= 0 ? placementLabel(landing) : QW.none });
    }
    case 'candidates': return fill(QW.ask_candidates, { cell });
    case 'next': return QW.ask_next;
    case 'propagates': return QW.ask_propagates;
    case 'wipeout': return fill(QW.ask_wipeout, { cell, digit: digitChar(m.digit) });
    case 'lcv': return fill(QW.ask_lcv, { cell });
    case 'dead': return fill(QW.ask_dead, { cell, digit: digitChar(m.digit) });
    case 'forced': return fill(QW.ask_forced, { cell });
    case 'pruned': return fill(QW.ask_pruned, { cell });
    default: return fill(QW.ask_backjump, { cell });
  }
}

function hintText(m) {
  switch (m.ask) {
    case 'candidates': return QW.hint_digits;
    case 'next': case 'wipeout': case 'propagates': return fill(QW.hint_cell, { example: cellName(0) });
    case 'forced': case 'pruned': case 'lcv': return QW.hint_digit;
    case 'skipped': return QW.hint_guesses;
    default: return QW.hint_choice;
  }
}

// A button of the answer: `value` is what choosing it answers.
function answerButton(label, value, cls) {
  const b = el('button', cls, label);
  b.type = 'button';
  b.dataset.value = String(value);
  return b;
}

// The controls a question is answered with.
function buildAnswer(m) {
  const box = $('quiz-answer');
  box.textContent = '';
  if (picksCell(m)) {
    const label = el('label', 'quiz-cell');
    const input = el('input');
    input.type = 'text';
    input.id = 'quiz-cell';
    input.autocomplete = 'off';
    input.spellcheck = false;
    label.append(el('span', '', QW.cell_name), input);
    box.appendChild(label);
    return;
  }
  const row = el('div', 'quiz-choices');
  if (m.ask === 'dead') {
    row.append(answerButton(QW.yes, 1, 'quiz-option'), answerButton(QW.no, 0, 'quiz-option'));
  } else if (m.ask === 'skipped') {
    // The guesses jumped over, the deepest first: each toggles.
    for (const { i, depth } of jumpedGuesses(m).jumped) {
      const b = answerButton(fill(QW.guess, { guess: placementLabel(i), depth }), cellOf(i), 'quiz-option toggle');
      b.setAttribute('aria-pressed', 'false');
      row.appendChild(b);
    }
  } else if (m.ask === 'backjump') {
    // The guesses standing, the deepest first: the search can land on any.
    for (let k = standing(current) - 1; k >= 0; k--) {
      const i = current.stack[k];
      const label = fill(QW.guess, { guess: placementLabel(i), depth: k + 1 });
      row.appendChild(answerButton(label, cellOf(i), 'quiz-option'));
    }
  } else {
    row.classList.add('digits');
    for (let d = 1; d <= N; d++) {
      const b = answerButton(digitChar(d), d, 'digit');
      if (m.ask === 'candidates') b.setAttribute('aria-pressed', 'false');
      row.appendChild(b);
    }
  }
  box.appendChild(row);
}

function quizControls() {
  return Array.from($('quiz-answer').querySelectorAll('button, input'));
}

// Toggles a value of a question answered with several (its button shows
// whether it is in).
function togglePicked(v) {
  if (quizPicked.has(v)) quizPicked.delete(v); else quizPicked.add(v);
  const b = $('quiz-answer').querySelector('[data-value="' + v + '"]');
  if (b) b.setAttribute('aria-pressed', String(quizPicked.has(v)));
}

// Whether question m is answered with a cell (the board's or its name).
function picksCell(m) {
  return m.ask === 'next' || m.ask === 'wipeout' || m.ask === 'propagates';
}

// Whether a question waits for its answer: then nothing may show it, and
// the panel says so (the jumps and N call this first).
function quizHolds() {
  if (!QUIZ || asking < 0 || answered) return false;
  $('quiz-feedback').textContent = QW.hold;
  const first = quizControls()[0];
  if (first) first.focus({ preventScroll: true });
  return true;
}

// The board's cell of the question (not for "which cell next", whose cell
// is the answer), marked while it is asked.
function markQuizCell(m, on) {
  if (m.ask === 'next' || m.ask === 'propagates' || m.cell >= NN) return;
  boardCells[m.cell].td.classList.toggle('quiz-target', on);
}

// Asks question q: the board before its event, the panel beside it, the
// focus on its first control.
function askQuiz(q, wasPlaying) {
  const m = quizMoments[q];
  const panel = $('quiz');
  if (asking === q && !answered && currentStep === m.at) { quizControls()[0].focus(); return; }
  const active = document.activeElement;
  quizReturn = active && !panel.contains(active) && active !== document.body ? active : $('next');
  closePass();
  asking = q;
  answered = false;
  quizFinal = false;
  resumePlay = wasPlaying;
  quizPicked = new Set();
  goTo(m.at);
  panel.classList.remove('right', 'wrong', 'skipped', 'final');
  $('quiz-title').textContent = fill(QW.question, { n: fmt(q + 1), total: fmt(quizMoments.length) });
  $('quiz-ask').textContent = askText(m);
  $('quiz-hint').textContent = hintText(m);
  $('quiz-feedback').textContent = '';
  buildAnswer(m);
  $('quiz-check').hidden = !(m.ask === 'candidates' || m.ask === 'skipped' || picksCell(m));
  $('quiz-skip').hidden = false;
  $('quiz-go').hidden = true;
  panel.hidden = false;
  markQuizCell(m, true);
  board.classList.toggle('quiz-pick', picksCell(m));
  showQuiz();
  quizControls()[0].focus({ preventScroll: true });
}

// The panel in sight with the board: the board sized to leave it room, and
// on a narrow screen (panel under the board) the board scrolled to the top.
function showQuiz() {
  document.documentElement.classList.add('quiz-open');
  fitBoard();
  const panel = $('quiz');
  const under = panel.getBoundingClientRect().top >= board.getBoundingClientRect().bottom - 1;
  if (under && !document.documentElement.classList.contains('projector')) {
    board.parentElement.scrollIntoView({ block: 'start' });
  }
  const r = panel.getBoundingClientRect();
  if (r.bottom > window.innerHeight || r.top < 0) panel.scrollIntoView({ block: 'nearest' });
}

// Whether `value` answers question m: the trace's answer, any cell of an
// MRV tie, or for the guesses skipped the same set.
function isRight(m, value) {
  if (m.ask === 'skipped') {
    return value.length === m.untried.length && value.every((c) => m.untried.includes(c));
  }
  return value === m.answer || (!!m.tie && m.tie.cells.includes(value));
}

// The learner's answer (null: skipped), checked against the trace's.
function submitQuiz(value) {
  if (asking < 0 || answered) return;
  const m = quizMoments[asking];
  const result = value === null ? 'skipped' : isRight(m, value) ? 'right' : 'wrong';
  quizResults[asking] = result;
  answered = true;
  const panel = $('quiz');
  panel.classList.add(result);
  for (const c of quizControls()) {
    c.disabled = true;
    const v = Number(c.dataset.value);
    if (c.dataset.value === undefined) continue;
    // The right answer marked, and a wrong choice beside it.
    const right = m.ask === 'candidates' ? !!(m.answer & (1 << v))
      : m.ask === 'skipped' ? m.untried.includes(v) : v === m.answer;
    if (right) c.classList.add('correct');
    else if (m.ask !== 'candidates' && m.ask !== 'skipped' && v === value) c.classList.add('chosen');
  }
  // Sentences follow each other after a space in English, after their own
  // full stop (。) in Chinese.
  const sep = data.lang.startsWith('zh') ? '' : ' ';
  let verdict = result === 'right' ? QW.right : result === 'wrong' ? QW.wrong : QW.skipped;
  // Another cell of an MRV tie: right, and the tie says which the search took.
  if (result === 'right' && m.tie && value !== m.answer) verdict += sep + fill(QW.you_said, { answer: answerText(m, value) });
  else verdict += sep + fill(QW.answer, { answer: answerText(m) });
  if (result === 'wrong') verdict += sep + fill(QW.you_said, { answer: answerText(m, value) });
  const fb = $('quiz-feedback');
  fb.textContent = '';
  fb.appendChild(el('p', 'verdict', verdict));
  // A dead end's reason, before the undo (or the solution) that shows it.
  if (m.ask === 'dead') fb.appendChild(el('p', 'reason', m.answer ? QW.dead_yes : QW.dead_no));
  if (m.ask === 'skipped' && m.untried.length) {
    fb.appendChild(el('p', 'reason', fill(QW.skipped_reason, { others: fmt(m.answer - m.untried.length) })));
  }
  if (m.tie) {
    fb.appendChild(el('p', 'reason tie', fill(m.ask === 'propagates' ? QW.tie_propagates : QW.tie, {
      count: fmt(m.tie.cells.length), values: fmt(m.tie.values),
      cells: m.tie.cells.map(cellName).join(P.list_separator), taken: cellName(m.answer),
    })));
  }
  fb.appendChild(el('p', 'why', fill(QW.trace_says, { step: fmt(m.by + 1), sentence: sentenceOf(m.by) })));
  $('quiz-check').hidden = true;
  $('quiz-skip').hidden = true;
  $('quiz-go').hidden = false;
  board.classList.remove('quiz-pick');
  updateScore();
  showQuiz();
  $('quiz-go').focus({ preventScroll: true });
}

// Check: the digits toggled, or the cell named in the field.
function checkQuiz() {
  if (asking < 0 || answered) return;
  const m = quizMoments[asking];
  if (m.ask === 'candidates') { submitQuiz(Array.from(quizPicked).reduce((mask, d) => mask | (1 << d), 0)); return; }
  if (m.ask === 'skipped') { submitQuiz(Array.from(quizPicked)); return; }
  if (!picksCell(m)) return;
  const input = $('quiz-cell');
  const typed = input.value.trim();
  if (!typed) { input.focus(); return; }
  const c = cellByName.get(typed.toLowerCase().replace(/\s+/g, ''));
  if (c === undefined) {
    $('quiz-feedback').textContent = fill(QW.unknown_cell, { name: typed });
    input.focus();
    return;
  }
  submitQuiz(c);
}

function closeQuiz() {
  if (asking >= 0) markQuizCell(quizMoments[asking], false);
  asking = -1;
  answered = false;
  quizFinal = false;
  board.classList.remove('quiz-pick');
  $('quiz').hidden = true;
  document.documentElement.classList.remove('quiz-open');
  fitBoard();
}

// Continue: the step the question was about, then on as before.
function continueQuiz() {
  const m = quizMoments[asking];
  const again = resumePlay;
  const back = quizReturn;
  closeQuiz();
  goTo(m.at + 1);
  if (back && back.isConnected && !back.disabled) back.focus(); else $('play').focus();
  if (again) play();
}

// The score, shown throughout under the player.
function updateScore() {
  let right = 0, done = 0;
  for (const r of quizResults) {
    if (r === 'right') right++;
    if (r === 'right' || r === 'wrong') done++;
  }
  const score = $('quiz-score');
  score.textContent = fill(QW.score, { right: fmt(right), total: fmt(quizMoments.length), answered: fmt(done) });
  if (quizMoments.length < QUIZ.asked) {
    score.appendChild(el('span', 'fewer', fill(QW.fewer, { asked: fmt(QUIZ.asked), total: fmt(quizMoments.length) })));
  }
}

// The last step: the final score in the panel, announced.
function showFinal() {
  const count = (what) => quizResults.filter((r) => r === what).length;
  const panel = $('quiz');
  quizFinal = true;
  panel.classList.remove('right', 'wrong', 'skipped');
  panel.classList.add('final');
  $('quiz-title').textContent = QW.final_title;
  $('quiz-ask').textContent = '';
  $('quiz-hint').textContent = '';
  $('quiz-answer').textContent = '';
  $('quiz-check').hidden = $('quiz-skip').hidden = $('quiz-go').hidden = true;
  const fb = $('quiz-feedback');
  fb.textContent = '';
  fb.append(
    el('p', 'final-score', fill(QW.final_score, { right: fmt(count('right')), total: fmt(quizMoments.length) })),
    el('p', 'why', fill(QW.final_detail, {
      wrong: fmt(count('wrong')), skipped: fmt(count('skipped')), open: fmt(count(null)),
    })),
  );
  panel.hidden = false;
  showQuiz();
}

// Whether a jump to step `to` must wait: it would pass questions not yet
// answered (their boards lie from the step shown up to, not at, `to`; a
// jump that lands on a board leaves its question for the next step). Then
// the panel says how many and offers to answer the first, jump anyway or
// stay (Escape), the focus on the first; `back` is where the focus returns.
function quizPasses(to) {
  if (!QUIZ || to <= currentStep) return false;
  const open = [];
  quizMoments.forEach((m, q) => {
    if (quizResults[q] === null && m.at >= currentStep && m.at < to) open.push(q);
  });
  if (!open.length) { closePass(); return false; }
  if (asking >= 0 || quizFinal) closeQuiz();
  const active = document.activeElement;
  const back = passing ? passing.back : active && active !== document.body ? active : $('next');
  passing = { to, q: open[0], back };
  const first = quizMoments[open[0]];
  const panel = $('quiz');
  panel.classList.remove('right', 'wrong', 'skipped', 'final');
  panel.classList.add('passing');
  $('quiz-title').textContent = fill(QW.pass_title, { count: fmt(open.length) });
  $('quiz-ask').textContent = fill(QW.pass_body, { step: fmt(to), count: fmt(open.length) });
  $('quiz-hint').textContent = '';
  $('quiz-feedback').textContent = '';
  const box = $('quiz-answer');
  box.textContent = '';
  const row = el('div', 'quiz-choices');
  const button = (label, act, key) => {
    const b = answerButton(label, -1, 'quiz-option');
    b.dataset.act = act;
    if (key) b.append(' ', el('kbd', '', key));
    return b;
  };
  row.append(
    button(fill(QW.pass_answer, { step: fmt(first.at) }), 'answer'),
    button(QW.pass_jump, 'jump'),
    button(QW.pass_stay, 'stay', 'Esc'),
  );
  box.appendChild(row);
  $('quiz-check').hidden = $('quiz-skip').hidden = $('quiz-go').hidden = true;
  panel.hidden = false;
  showQuiz();
  row.firstChild.focus({ preventScroll: true });
  return true;
}

// The notice closes: nothing held any more.
function closePass() {
  if (!passing) return;
  passing = null;
  const panel = $('quiz');
  panel.classList.remove('passing');
  panel.hidden = true;
  document.documentElement.classList.remove('quiz-open');
  slider.value = String(currentStep);
  fitBoard();
}

// The notice's choice: answer the first question, jump, or stay.
function resolvePass(act) {
  if (!passing) return;
  const { to, q, back } = passing;
  closePass();
  if (act === 'answer') { askQuiz(q, false); return; }
  if (act === 'jump') goTo(to);
  if (back && back.isConnected && !back.disabled) back.focus(); else $('next').focus();
}

// After every move (controls.js, goTo): a question's panel closes when the
// step shown is no longer its board; the last step shows the score.
function quizFollow(s) {
  if (!QUIZ) return;
  closePass();
  if (asking >= 0 && s !== quizMoments[asking].at) closeQuiz();
  if (s === total && asking < 0) showFinal();
  else if (quizFinal && s !== total) closeQuiz();
}

if (QUIZ) {
  updateScore();
  $('quiz-check').addEventListener('click', checkQuiz);
  $('quiz-skip').addEventListener('click', () => submitQuiz(null));
  $('quiz-go').addEventListener('click', continueQuiz);
  $('quiz-answer').addEventListener('click', (e) => {
    const b = e.target.closest('button');
    if (b && passing) { resolvePass(b.dataset.act); return; }
    if (!b || asking < 0 || answered) return;
    const v = Number(b.dataset.value);
    const ask = quizMoments[asking].ask;
    if (ask === 'candidates' || ask === 'skipped') togglePicked(v);
    else submitQuiz(v);
  });
  // A cell of the board answers "which cell next".
  boardCells.forEach(({ td }, c) => td.addEventListener('click', () => {
    if (asking >= 0 && !answered && picksCell(quizMoments[asking])) submitQuiz(c);
  }));
  // The panel's keys come first: Enter checks (or chooses the focused
  // choice, or continues), Escape skips, a digit's key toggles or answers,
  // Space presses the focused button. The player's keys stay outside.
  const panel = $('quiz');
  panel.addEventListener('keydown', (e) => {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    if (passing) {
      // The notice's buttons press as buttons do; Escape stays.
      if (e.key === 'Escape') resolvePass('stay');
      else if (e.key === ' ' && e.target.tagName === 'BUTTON') { e.stopPropagation(); return; }
      else if (e.key !== 'Enter') return;
      else if (e.target.tagName === 'BUTTON') { e.preventDefault(); e.target.click(); }
      e.preventDefault();
      e.stopPropagation();
      return;
    }
    if (asking < 0) return;
    const m = quizMoments[asking];
    const t = e.target;
    const inField = t.tagName === 'INPUT';
    let handled = true;
    if (e.key === 'Enter') {
      if (answered) continueQuiz();
      else if (m.ask !== 'skipped' && (t.classList.contains('quiz-option') || (t.classList.contains('digit') && m.ask !== 'candidates'))) t.click();
      else checkQuiz();
    } else if (e.key === 'Escape' && !answered) {
      submitQuiz(null);
    } else if (e.key === ' ' && t.tagName === 'BUTTON') {
      // The button's own click, not the player's play.
      e.stopPropagation();
      return;
    } else if (!answered && !inField && /^(candidates|forced|pruned|lcv)$/.test(m.ask)) {
      const d = parseInt(e.key, 36);
      if (!(d >= 1 && d <= N) || e.key.length !== 1) return;
      if (m.ask === 'candidates') togglePicked(d); else submitQuiz(d);
    } else {
      handled = false;
    }
    if (handled) { e.preventDefault(); e.stopPropagation(); }
  });
  panel.addEventListener('keyup', (e) => { if (e.key === ' ') e.stopPropagation(); });
}
