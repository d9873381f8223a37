// Quiz mode (--quiz N): a step forward or playing stops before each of the
// page's questions and asks first; the learner answers with the keyboard
// alone (digits, a cell's name, Enter, Escape) or the mouse (a cell of the
// board, a button); the page checks, says right or wrong with the answer
// and the trace's own sentence, shows the step on Enter, and keeps a score
// that going back and forth never counts twice. Every kind of question,
// right and wrong, in the candidates search, the textbook's (backjumps,
// prunings) and the singles search (a forced digit), in each language; no
// console error, no request, no policy violation; screenshots of a question
// and of the score at 1280×900, 1280×720 and 390×844. A jump past
// questions not yet answered says so first, and the keyboard chooses.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, open, expected, stepNow, shot, unexpectedViolations } from './helpers.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser.close(); });

const quiz = (page) => page.evaluate(() => window.__walkthrough.quiz());
const text = (page, sel) => page.evaluate((s) => document.querySelector(s).textContent, sel);
const hidden = (page, sel) => page.evaluate((s) => document.querySelector(s).hidden, sel);
const focused = (page) => page.evaluate(() => {
  const a = document.activeElement;
  return { id: a.id, inPanel: !!a.closest('#quiz'), value: a.dataset ? a.dataset.value : undefined };
});

// The quiz's words on the page (the catalog's, as the page holds them).
function words(page) {
  return page.evaluate(() => JSON.parse(document.getElementById('walkthrough-data').textContent).quiz.words);
}
const fill = (t, v) => t.replace(/\{([a-z_]+)\}/g, (h, k) => (k in v ? String(v[k]) : h));
// Counts as the page writes them (src/words/number.rs): grouped by three
// in English, plain digits in Chinese, as the text trace has them.
const fmt = (n, lang) => (lang.startsWith('zh') ? String(n) : Number(n).toLocaleString(lang));

// Goes to the board just before question q by a jump, then steps forward by
// keyboard: the page must stop there and ask.
async function reach(page, q) {
  const { moments } = await quiz(page);
  const at = moments[q].at;
  await page.evaluate((s) => window.__walkthrough.goTo(s), Math.max(0, at - 1));
  await page.locator('#next').focus();
  await page.keyboard.press('ArrowRight');
  const now = await quiz(page);
  assert.equal(now.asking, q, `question ${q} is asked`);
  assert.equal(now.answered, false);
  assert.equal(await stepNow(page), at, 'the board before the event the question is about');
  assert.equal(await hidden(page, '#quiz'), false, 'the panel shows');
  const f = await focused(page);
  assert.ok(f.inPanel, `the focus moves into the question: ${JSON.stringify(f)}`);
  // The focused control sits in a group named by the question.
  const named = await page.evaluate(() => {
    const g = document.activeElement.closest('[role=group]');
    return g && g.getAttribute('aria-labelledby').split(' ').map((id) => document.getElementById(id).textContent).join(' ');
  });
  assert.ok(named && named.includes(await text(page, '#quiz-ask')), `the question names the answer's group: ${named}`);
  return moments[q];
}

// The keys that answer question m, right or wrong, from the focus the
// page gives (the first control); the answer given, as the page holds it.
async function answerByKeys(page, m, right) {
  const name = (c) => page.evaluate((x) => window.__walkthrough.cellName(x), c);
  const N = await page.evaluate(() => JSON.parse(document.getElementById('walkthrough-data').textContent).puzzle.size);
  switch (m.ask) {
    case 'dead': {
      // Yes comes first: Enter takes it; Tab, Enter takes No.
      if ((m.answer === 1) !== right) await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      return right ? m.answer : 1 - m.answer;
    }
    case 'candidates': {
      let mask = m.answer;
      if (!right) mask ^= 1 << 1; // 1 toggled: one digit more or less
      for (let d = 1; d <= N; d++) if (mask & (1 << d)) await page.keyboard.press(String(d));
      await page.keyboard.press('Enter');
      return mask;
    }
    case 'next': case 'wipeout': case 'propagates': {
      // Wrong: the next cell that is neither the answer nor in its tie.
      let cell = m.answer;
      if (!right) do cell = (cell + 1) % (N * N); while (m.tie && m.tie.cells.includes(cell));
      await page.keyboard.type(await name(cell));
      await page.keyboard.press('Enter');
      return cell;
    }
    case 'skipped': {
      // The guesses jumped over, each toggled by Tab to it and Space; a
      // wrong answer toggles the first guess the other way.
      const values = await page.$$eval('#quiz-answer button', (bs) => bs.map((b) => Number(b.dataset.value)));
      const want = new Set(m.untried);
      if (!right) { if (want.has(values[0])) want.delete(values[0]); else want.add(values[0]); }
      for (let k = 0; k < values.length; k++) {
        if (k > 0) await page.keyboard.press('Tab');
        if (want.has(values[k])) await page.keyboard.press(' ');
      }
      await page.keyboard.press('Enter');
      return values.filter((v) => want.has(v));
    }
    case 'forced': case 'pruned': case 'lcv': {
      const d = right ? m.answer : (m.answer % N) + 1;
      await page.keyboard.press(String(d));
      return d;
    }
    default: {
      // A backjump: Tab to the guess, Enter chooses it.
      const values = await page.$$eval('#quiz-answer button', (bs) => bs.map((b) => Number(b.dataset.value)));
      let k = values.indexOf(m.answer);
      if (!right) k = k === 0 ? 1 : 0;
      for (let i = 0; i < k; i++) await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      return values[k];
    }
  }
}

// What the feedback must say: right or wrong, the answer, and the trace's
// sentence of the event that explains it.
async function checkFeedback(page, m, given, w, lang, labels) {
  const same = (a, b) => a.length === b.length && a.every((x) => b.includes(x));
  const right = m.ask === 'skipped' ? same(given, m.untried) : given === m.answer;
  const sepList = await page.evaluate(() => JSON.parse(document.getElementById('walkthrough-data').textContent).phrases.list_separator);
  const guesses = (cells) => (cells.length ? cells.map((c) => labels.get(c)).join(sepList) : w.none);
  const answer = await page.evaluate(([mm, g]) => {
    const W = window.__walkthrough;
    const digits = (mask) => {
      const out = [];
      for (let d = 1; d < 32; d++) if (mask & (1 << d)) out.push(d);
      return out;
    };
    return {
      digits: digits(mm.answer), cell: W.cellName(mm.answer), why: W.sentenceAt(mm.by + 1),
      givenDigits: digits(g), givenCell: W.cellName(g),
    };
  }, [m, given]);
  const shown = {
    candidates: answer.digits.length ? `[${answer.digits.join(', ')}]` : w.none,
    next: answer.cell,
    wipeout: answer.cell,
    propagates: answer.cell,
    lcv: String(m.answer),
    dead: m.answer ? w.yes : w.no,
    forced: String(m.answer),
    pruned: String(m.answer),
    backjump: `${answer.cell} = ${m.digit}`,
    skipped: m.ask === 'skipped' ? guesses(m.untried) : '',
  }[m.ask];
  // A wrong answer is said back beside the right one.
  const said = {
    candidates: answer.givenDigits.length ? `[${answer.givenDigits.join(', ')}]` : w.none,
    next: answer.givenCell,
    wipeout: answer.givenCell,
    propagates: answer.givenCell,
    lcv: String(given),
    dead: given ? w.yes : w.no,
    forced: String(given),
    pruned: String(given),
    backjump: answer.givenCell,
    skipped: m.ask === 'skipped' ? guesses(given) : '',
  }[m.ask];
  const verdict = await text(page, '#quiz-feedback .verdict');
  const sep = lang.startsWith('zh') ? '' : ' ';
  const want = right
    ? `${w.right}${sep}${fill(w.answer, { answer: shown })}`
    : `${w.wrong}${sep}${fill(w.answer, { answer: shown })}${sep}${fill(w.you_said, { answer: said })}`;
  assert.equal(verdict, want, `${m.ask}: the verdict`);
  if (m.ask === 'dead') assert.equal(await text(page, '#quiz-feedback .reason'), m.answer ? w.dead_yes : w.dead_no);
  if (m.ask === 'skipped' && m.untried.length) {
    const others = m.answer - m.untried.length;
    const reason = await text(page, '#quiz-feedback .reason');
    assert.ok(reason.startsWith(w.skipped_reason[0]), `the saving said: ${reason}`);
    if (lang === 'en') assert.ok(reason.endsWith(others === 0 ? 'each of them.' : others === 1 ? 'The other guess had tried its last value already.' : `The other ${others} guesses had tried their last value already.`), reason);
  }
  const why = await text(page, '#quiz-feedback .why');
  assert.equal(why, fill(w.trace_says, { step: fmt(m.by + 1, lang), sentence: answer.why }), `${m.ask}: in the trace's words`);
  assert.equal(await page.getAttribute('#quiz-feedback', 'aria-live'), 'polite', 'announced');
  const f = await focused(page);
  assert.equal(f.id, 'quiz-go', 'the focus on Continue');
}

// The notice a jump shows before it passes questions: there, with the
// focus on its first choice; Tab to "jump anyway", Enter.
async function passAnyway(page) {
  const now = await quiz(page);
  assert.ok(now.passing, 'the jump waits for the notice');
  assert.equal(await page.evaluate(() => document.activeElement.dataset.act), 'answer', 'the focus on its first choice');
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement.dataset.act), 'jump');
  await page.keyboard.press('Enter');
  assert.equal((await quiz(page)).passing, null, 'the notice closes');
}

// Answers question q by keyboard, checks the feedback and the score, then
// Enter shows the step.
async function answerAndCheck(page, q, right, lang = 'en') {
  const w = await words(page);
  const before = await quiz(page);
  const m = await reach(page, q);
  // The guesses' labels as the buttons give them ("r2c5 = 7 (depth 3)").
  const labels = new Map(await page.$$eval('#quiz-answer button', (bs) =>
    bs.map((b) => [Number(b.dataset.value), b.textContent.replace(/\s*[(（].*$/, '')])));
  const given = await answerByKeys(page, m, right);
  const after = await quiz(page);
  assert.equal(after.results[q], right ? 'right' : 'wrong', `${m.ask}: answered ${right ? 'right' : 'wrong'}`);
  assert.equal(after.answered, true);
  await checkFeedback(page, m, given, w, lang, labels);
  const rightCount = after.results.filter((r) => r === 'right').length;
  const done = after.results.filter((r) => r === 'right' || r === 'wrong').length;
  const score = await page.evaluate(() => document.getElementById('quiz-score').firstChild.textContent);
  assert.equal(score, fill(w.score, {
    right: fmt(rightCount, lang), total: fmt(after.moments.length, lang), answered: fmt(done, lang),
  }));
  assert.equal(before.results.filter(Boolean).length + 1, after.results.filter(Boolean).length, 'counted once');
  await page.keyboard.press('Enter');
  assert.equal(await stepNow(page), m.at + 1, 'Enter shows the step');
  assert.equal(await hidden(page, '#quiz'), true, 'the panel closes');
  return m;
}

test('every kind of question of the candidates search, right and wrong, by keyboard', async () => {
  const { page, context, problems } = await open(browser, 'quiz');
  const { moments } = await quiz(page);
  assert.equal(moments.length, 8);
  const kinds = [...new Set(moments.map((m) => m.ask))];
  assert.deepEqual(kinds, ['dead', 'next', 'candidates'], 'the kinds in turn');
  // The first of each kind right, the second wrong.
  const seen = {};
  const given = [];
  for (let q = 0; q < moments.length - 1; q++) {
    const k = moments[q].ask;
    seen[k] = (seen[k] || 0) + 1;
    if (seen[k] > 2) continue;
    await answerAndCheck(page, q, seen[k] === 1);
    given.push(seen[k] === 1 ? 'right' : 'wrong');
  }
  assert.ok(given.length >= 5, `every kind asked, most twice: ${given}`);
  const { results } = await quiz(page);
  assert.deepEqual(results.filter(Boolean).sort(), given.sort());
  assert.deepEqual(problems, []);
  await context.close();
});

test('a question counts once: back and forth, skip with Escape, the jumps pass by, the score at the end', async () => {
  const { page, context, problems } = await open(browser, 'quiz');
  const w = await words(page);
  const { moments } = await quiz(page);
  // Answered, then back before it and forward again: not asked again.
  const m = await answerAndCheck(page, 0, true);
  await page.evaluate((s) => window.__walkthrough.goTo(s), m.at - 2);
  await page.locator('#next').focus();
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
  assert.equal(await stepNow(page), m.at + 2, 'stepped over the answered question');
  assert.equal((await quiz(page)).asking, -1);
  assert.deepEqual((await quiz(page)).results.filter(Boolean), ['right']);
  // Escape skips: counted as skipped, the answer still given.
  const second = await reach(page, 1);
  await page.keyboard.press('Escape');
  assert.equal((await quiz(page)).results[1], 'skipped');
  assert.match(await text(page, '#quiz-feedback .verdict'), new RegExp(`^${w.skipped}`));
  assert.equal(await page.evaluate(() => document.documentElement.classList.contains('projector')), false, 'Escape stays in the quiz');
  await page.keyboard.press('Enter');
  assert.equal(await stepNow(page), second.at + 1);
  // Skip by the button, with the mouse.
  await reach(page, 2);
  await page.click('#quiz-skip');
  assert.equal((await quiz(page)).results[2], 'skipped');
  await page.click('#quiz-go');
  // End passes the rest by once the notice is answered; the last step
  // shows the score.
  await page.locator('body').press('End');
  await passAnyway(page);
  assert.equal(await stepNow(page), await page.evaluate(() => window.__walkthrough.total));
  const final = await quiz(page);
  assert.equal(final.final, true);
  assert.equal(await hidden(page, '#quiz'), false);
  assert.equal(await text(page, '#quiz-title'), w.final_title);
  assert.equal(await text(page, '#quiz-feedback .final-score'), fill(w.final_score, { right: 1, total: moments.length }));
  assert.equal(await text(page, '#quiz-feedback .why'), fill(w.final_detail, { wrong: 0, skipped: 2, open: moments.length - 3 }));
  // Those passed by are still asked when a step reaches them.
  await reach(page, 3);
  assert.deepEqual(problems, []);
  await context.close();
});

test('an open question holds every key and control that would pass it or show its answer', async () => {
  const { page, context, problems } = await open(browser, 'quiz-lcv-zh-tw');
  const w = await words(page);
  const { moments } = await quiz(page);
  // A question answered by the digits' buttons: the keys reach the page
  // (a cell's name field would take the letters as text).
  const q = moments.findIndex((m) => m.ask === 'lcv');
  const m = await reach(page, q);
  const spoilers = () => page.evaluate(() => document.documentElement.classList.contains('no-spoilers'));
  const before = await spoilers();
  const held = async (what) => {
    const now = await quiz(page);
    assert.equal(await stepNow(page), m.at, `${what}: the board stays before the question`);
    assert.equal(now.asking, q, `${what}: still asked`);
    assert.equal(now.answered, false, what);
    assert.equal(await spoilers(), before, `${what}: spoilers unchanged`);
    assert.equal(await text(page, '#quiz-feedback'), w.hold, `${what}: the panel says why`);
    assert.ok((await focused(page)).inPanel, `${what}: the focus back in the question`);
  };
  for (const key of ['PageDown', 'PageUp', 'End', 'Home', 'd', 's', 'b', 'n', 'N', 'w', 'o']) {
    await page.keyboard.press(key);
    await held(key);
  }
  // The slider and the jump buttons, with the mouse.
  await page.evaluate(() => {
    const s = document.getElementById('slider');
    s.value = String(window.__walkthrough.total);
    s.dispatchEvent(new Event('input'));
  });
  await held('the slider');
  for (const id of ['#last', '#first', '#next-dead-end', '#next-wipeout']) {
    await page.click(id);
    await held(id);
  }
  // Answered, the page moves again.
  await page.keyboard.press(String(m.answer));
  assert.equal((await quiz(page)).results[q], 'right');
  await page.click('#quiz-go');
  await page.locator('body').press('End');
  await passAnyway(page);
  assert.equal(await stepNow(page), await page.evaluate(() => window.__walkthrough.total));
  assert.deepEqual(problems, []);
  await context.close();
});

test('playing stops before a question and goes on after it; the mouse answers too', async () => {
  const { page, context, problems } = await open(browser, 'quiz');
  const w = await words(page);
  const { moments } = await quiz(page);
  const q = moments.findIndex((m) => m.ask === 'next');
  const m = moments[q];
  await page.evaluate((s) => window.__walkthrough.goTo(s), m.at - 30);
  await page.selectOption('#speed', '100');
  await page.click('#play');
  await page.waitForFunction((n) => window.__walkthrough.quiz().asking === n, q);
  assert.equal(await stepNow(page), m.at, 'stopped on the board before the question');
  assert.equal(await page.evaluate(() => document.getElementById('play').classList.contains('playing')), false, 'paused');
  // The nearby steps stop at the board: the next line would answer.
  const lines = await page.$$eval('#log .n', (ns) => ns.map((n) => Number(n.textContent.replace(/,/g, ''))));
  assert.ok(lines.every((n) => n <= m.at), `no line past the board: ${lines}`);
  // A cell of the board answers: the right one.
  await page.click(`#board tbody tr:nth-child(${Math.floor(m.answer / 9) + 1}) td:nth-child(${(m.answer % 9) + 1})`);
  assert.equal((await quiz(page)).results[q], 'right');
  assert.match(await text(page, '#quiz-feedback .verdict'), new RegExp(`^${w.right}`));
  await page.click('#quiz-go');
  // Playing goes on from the step.
  await page.waitForFunction((s) => window.__walkthrough.step() > s + 1, m.at);
  await page.click('#play');
  // A name that names no cell is not an answer: the question stays.
  const n2 = moments.findIndex((x, i) => i > q && x.ask === 'next');
  await reach(page, n2);
  await page.keyboard.type('r0c0');
  await page.keyboard.press('Enter');
  assert.equal((await quiz(page)).answered, false);
  assert.equal(await text(page, '#quiz-feedback'), fill(w.unknown_cell, { name: 'r0c0' }));
  assert.deepEqual(problems, []);
  await context.close();
});

test('the textbook asks where a backjump lands and what a pruning takes; singles what a rule forces; each language', async () => {
  const cases = [
    ['quiz-backjump', 'en', ['backjump', 'skipped', 'dead', 'next', 'candidates']],
    ['quiz-lcv-zh-tw', 'zh-TW', ['wipeout', 'lcv', 'dead', 'next']],
    ['quiz-mac', 'en', ['wipeout', 'propagates', 'pruned', 'dead', 'next']],
    ['quiz-singles-zh-hans', 'zh-Hans', ['forced', 'dead', 'next', 'candidates']],
    ['quiz-zh-hant', 'zh-Hant', ['dead', 'next', 'candidates']],
  ];
  for (const [name, lang, kinds] of cases) {
    const { page, context, problems } = await open(browser, name);
    assert.equal(await page.getAttribute('html', 'lang'), lang);
    const { moments } = await quiz(page);
    assert.deepEqual([...new Set(moments.map((m) => m.ask))].sort(), [...kinds].sort(), `${name}: its kinds`);
    // The page replays its search as without a quiz.
    const want = expected(name);
    const total = await page.evaluate(() => window.__walkthrough.total);
    assert.deepEqual(await page.evaluate((n) => window.__walkthrough.boards(0, n), total), want.boards, `${name}: every board`);
    const w = await words(page);
    // The first question of each kind: the first right, the next wrong.
    let right = true;
    for (const kind of kinds) {
      const q = moments.findIndex((m) => m.ask === kind);
      const m = await answerAndCheck(page, q, right, lang);
      right = !right;
      if (kind === 'lcv') assert.ok(w.ask_lcv.includes('最少限制值'), 'zh-TW: the heuristic named');
      if (m.ask === 'candidates' && lang === 'zh-Hans') assert.ok(w.ask_candidates.includes('备选数'));
    }
    assert.deepEqual(problems, [], name);
    await context.close();
  }
});

test('the question and the score in sight with the board: 1280×900, 1280×720, 390×844', async () => {
  for (const [width, height] of [[1280, 900], [1280, 720], [390, 844]]) {
    const { page, context, problems } = await open(browser, 'quiz', { viewport: { width, height } });
    const { moments } = await quiz(page);
    const q = moments.findIndex((m) => m.ask === 'candidates');
    await reach(page, q);
    const inView = (sel) => page.evaluate((s) => {
      const r = document.querySelector(s).getBoundingClientRect();
      return r.top >= 0 && r.left >= 0 && r.bottom <= window.innerHeight + 1 && r.right <= window.innerWidth + 1;
    }, sel);
    const where = `${width}×${height}`;
    assert.ok(await inView('#quiz'), `${where}: the question in view`);
    assert.ok(await inView('#board'), `${where}: the board in view`);
    await shot(page, `quiz-question-${width}x${height}`);
    await page.keyboard.press('Enter');
    await shot(page, `quiz-feedback-${width}x${height}`);
    assert.ok(await inView('#quiz'), `${where}: the feedback in view`);
    await page.keyboard.press('Enter');
    await page.locator('body').press('End');
    assert.ok(await inView('#quiz'), `${where}: the notice in view`);
    await shot(page, `quiz-notice-${width}x${height}`);
    await passAnyway(page);
    assert.ok(await inView('#quiz'), `${where}: the score in view`);
    await shot(page, `quiz-score-${width}x${height}`);
    assert.deepEqual(problems, []);
    await context.close();
  }
});

test('projector mode with a question open keeps the whole board on a 1280×720 screen', async () => {
  // A backjump's question: the sentence beside it (a conflict set) and the
  // panel stand taller than the screen; a row centred on them pushed the
  // board's last rows below the bottom edge.
  const { page, context, problems } = await open(browser, 'quiz-backjump', { viewport: { width: 1280, height: 720 } });
  const { moments } = await quiz(page);
  await reach(page, moments.findIndex((m) => m.ask === 'skipped'));
  await page.evaluate(() => document.activeElement.blur());
  await page.keyboard.press('p');
  assert.ok(await page.evaluate(() => document.documentElement.classList.contains('projector')));
  const inView = (sel) => page.evaluate((x) => {
    const r = document.querySelector(x).getBoundingClientRect();
    return r.top >= 0 && r.bottom <= window.innerHeight + 1;
  }, sel);
  assert.ok(await inView('#board'), 'the board whole on the screen');
  assert.ok(await inView('#quiz'), 'the question on the screen');
  await shot(page, 'quiz-question-projector-1280x720');
  assert.deepEqual(problems, []);
  await context.close();
});

test('a short search asks fewer questions than asked for and says so', async () => {
  const { page, context, problems } = await open(browser, 'quiz-four');
  const w = await words(page);
  const { moments } = await quiz(page);
  assert.ok(moments.length > 0 && moments.length < 50, `${moments.length} questions`);
  // The keys' list (?) says how a question is answered.
  await page.locator('body').press('?');
  const keys = await text(page, '#keys-dialog');
  for (const [, does] of w.key_list) assert.ok(keys.includes(does), `the keys' list: ${does}`);
  await page.keyboard.press('?');
  assert.equal(await text(page, '#quiz-score .fewer'), fill(w.fewer, { asked: 50, total: moments.length }));
  await answerAndCheck(page, 0, true);
  assert.deepEqual(problems, []);
  await context.close();
});


test('a jump past questions not yet answered says so first: answer the first, stay, or jump anyway', async () => {
  const { page, context, problems } = await open(browser, 'quiz');
  const w = await words(page);
  const { moments } = await quiz(page);
  const total = await page.evaluate(() => window.__walkthrough.total);
  const notice = async (to, count, what) => {
    const now = await quiz(page);
    assert.deepEqual(now.passing, { to, q: now.results.findIndex((r, q) => r === null && moments[q].at >= 0) }, what);
    assert.equal(await hidden(page, '#quiz'), false, `${what}: the notice shows`);
    const title = await text(page, '#quiz-title');
    assert.ok(title.includes(String(count)), `${what}: ${title} counts ${count}`);
    assert.ok((await text(page, '#quiz-ask')).includes(fmt(to, 'en')), `${what}: it names the step`);
    assert.equal(await page.evaluate(() => document.activeElement.dataset.act), 'answer', `${what}: focus on its first choice`);
    assert.equal(await stepNow(page), 0, `${what}: the board has not moved`);
  };
  // End from the start: every question lies ahead. Escape stays.
  await page.locator('body').press('End');
  await notice(total, moments.length, 'End');
  await page.keyboard.press('Escape');
  assert.equal((await quiz(page)).passing, null);
  assert.equal(await hidden(page, '#quiz'), true, 'Escape closes the notice');
  assert.equal(await stepNow(page), 0, 'and stays');
  // The slider, the address, the next-solution key: each waits the same way.
  await page.evaluate((t) => {
    const s = document.getElementById('slider');
    s.value = String(t);
    s.dispatchEvent(new Event('input'));
  }, total);
  await notice(total, moments.length, 'the slider');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement.dataset.act), 'stay');
  await page.keyboard.press('Enter');
  assert.equal(await page.evaluate(() => document.getElementById('slider').value), '0', 'the slider back where the board is');
  const beyond = moments[2].at + 1;
  await page.evaluate((s) => { location.hash = '#step=' + s; }, beyond);
  await page.waitForFunction(() => window.__walkthrough.quiz().passing !== null);
  await notice(beyond, 3, 'the address');
  await page.keyboard.press('Escape');
  // A jump that passes none goes at once: back to the start, and to a
  // question's own board (its question is the next step's).
  await page.locator('body').press('Home');
  assert.equal((await quiz(page)).passing, null);
  // Answer the first: the question is asked on its board.
  await page.locator('body').press('s');
  assert.ok((await quiz(page)).passing, 'S waits');
  await page.keyboard.press('Enter');
  const now = await quiz(page);
  assert.equal(now.passing, null);
  assert.equal(now.asking, 0, 'the first question asked');
  assert.equal(await stepNow(page), moments[0].at);
  assert.ok((await focused(page)).inPanel);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Enter');
  // Jump anyway: the questions passed count as not answered.
  await page.locator('body').press('End');
  await passAnyway(page);
  assert.equal(await stepNow(page), total);
  assert.equal(await text(page, '#quiz-feedback .why'), fill(w.final_detail, { wrong: 0, skipped: 1, open: moments.length - 1 }));
  assert.deepEqual(problems, []);
  await context.close();
});

for (const [pageName, kind] of [['quiz-mrv', 'next'], ['quiz-mac', 'propagates']]) test(`a tie: every cell the idea allows is a right answer (${kind}), and the page says which the search took`, async () => {
  const { page, context, problems } = await open(browser, pageName);
  const { moments } = await quiz(page);
  const q = moments.findIndex((m) => m.ask === kind && m.tie && m.tie.cells.length > 1);
  assert.ok(q >= 0, 'a tie asked');
  const m = await reach(page, q);
  const other = m.tie.cells.find((c) => c !== m.answer);
  const name = (c) => page.evaluate((x) => window.__walkthrough.cellName(x), c);
  await page.keyboard.type(await name(other));
  await page.keyboard.press('Enter');
  assert.equal((await quiz(page)).results[q], 'right', 'a cell of the tie is right');
  const w = await words(page);
  assert.equal(await text(page, '#quiz-feedback .verdict'), `${w.right} ${fill(w.you_said, { answer: await name(other) })}`);
  const tie = await text(page, '#quiz-feedback .tie');
  for (const c of m.tie.cells) assert.ok(tie.includes(await name(c)), `the tie names ${await name(c)}: ${tie}`);
  await shot(page, `${pageName}-tie`);
  // A cell outside the tie is wrong.
  await page.keyboard.press('Enter');
  const q2 = moments.findIndex((x, i) => i > q && x.ask === kind && x.tie);
  if (q2 >= 0) {
    const m2 = await reach(page, q2);
    const outside = [...Array(36).keys()].find((c) => !m2.tie.cells.includes(c));
    await page.keyboard.type(await name(outside));
    await page.keyboard.press('Enter');
    assert.equal((await quiz(page)).results[q2], 'wrong');
  }
  assert.deepEqual(problems, []);
  await context.close();
});

test('no quiz page reported a policy violation', () => {
  assert.deepEqual(unexpectedViolations, []);
});
