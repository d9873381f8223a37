// The race's runner, part one: whose data the walkthrough's files read.
//
// The race's script (src/render/compare/mod.rs, `RACE_JS`) wraps the
// walkthrough's data.js and model.js in `runner(id)`, run once per
// strategy. data.js reads the page's data from the element
// 'walkthrough-data'; this `document`, seen only inside the runner, answers
// any lookup with the element of strategy `id` (`race-run-K`), so each run
// decodes and replays its own events with the walkthrough's unchanged code.
const document = { getElementById: () => window.document.getElementById(id) };
