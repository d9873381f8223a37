// The race's runner, part two: what the race needs of one replay.
//
// Closes `runner(id)` (begun in document.js, around the walkthrough's
// data.js and model.js): the index of each placement, for the clock that
// counts placements, and the replay's state at any clock.

// The event index of each placement, in order: the events that move the
// placements counter (data.js's codes say which).
const movesPlacements = Uint8Array.from(codeCounts, (adds) => (adds.includes(C.placements) ? 1 : 0));
const placedAt = [];
for (let i = 0; i < total; i++) if (movesPlacements[kindOf(i)]) placedAt.push(i);

// The events a board has taken at clock t: t events, or every event before
// its placement t + 1 (after its placement t, up to its next guess; so at
// t = 0 a search that deduces shows its deductions), never past its end.
function eventsAt(clock, t) {
  if (clock === 'events') return Math.min(t, total);
  return t < placedAt.length ? placedAt[t] : total;
}

return {
  total, N, NN, BR, BC, C, DEDUCED, givens,
  placements: placedAt.length,
  eventsAt,
  newState,
  stateAt,
  loadMs: performance.now() - started,
};
