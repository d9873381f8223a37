// The walkthrough's player: no quiz. A page written without `--quiz` holds
// this file in place of quiz.js (src/render/html/mod.rs): the names the
// other files call, asking nothing, so that a page without questions
// carries none of quiz mode's code.

const quizMoments = [];
const quizResults = [];
const asking = -1, answered = false, quizFinal = false, passing = null;
function quizAhead() { return -1; }
function quizAsking() { return false; }
function quizFollow() {}
function askQuiz() {}
function quizHolds() { return false; }
function quizPasses() { return false; }
