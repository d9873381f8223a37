// The walkthrough's player: the start.
//
// Draws the tree and the key moments, shows the step the address asks for
// (or the start), marks the page ready for the style, and leaves the one
// name on `window`: `__walkthrough`, a small window for the browser tests
// and the curious.

fitBoard();
window.addEventListener('resize', fitBoard);
renderMoments();
const initial = stepFromHash();
// An address past quiz questions not yet answered opens on the start, the
// notice asking first (quiz.js); any other page goes straight there.
if (initial !== null && quizMoments.length) { goTo(0); leap(initial); } else goTo(initial === null ? 0 : initial);
if (noSpoilers) setNoSpoilers(true); else renderTree();
markTree(current);
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
  // The candidates of the cell guessed at step s, just before the guess.
  candidatesBefore: (s) => (s > 0 ? candidatesBefore(s - 1) : 0),
  deadEnds: () => deadEnds.length,
  solutions: () => solutions.length,
  treeNodes: () => tree.size,
  cellName: (c) => cellName(c),
  // Quiz mode: the questions, each one's result, and the one asked now.
  quiz: () => ({
    moments: quizMoments, results: quizResults.slice(), asking, answered, final: quizFinal,
    passing: passing && { to: passing.to, q: passing.q },
  }),
};
window.__walkthrough.readyMs = performance.now();
