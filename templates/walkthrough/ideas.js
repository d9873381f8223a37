// The walkthrough's player: the textbook's ideas, said and found.
//
// `tellInContext` says again what needs the search so far, as the text's
// src/render/text/ideas.rs says it: under inference a cell's domain (the
// values pruned earlier named with their step and reason, from the trail's
// events, model.js) and a guess's rank in it; a dead end that inference
// found as a wipeout, with the guess whose chain of prunings did it; a
// conflict set with its rule (a given's digit blames no guess, each other
// digit the earliest guess holding it); a backjump with the guesses it
// skips, and "no value left" where no dead end came before it. It also
// leaves on the step what the board marks (board.js): the wipeout's
// cause, the skipped guesses and the landing one, a value order's peers.
//
// `IDEA_STEPS` lists, in one pass, the moments of each idea the page's
// search shows: wipeouts, backjumps that skip a guess with values left
// untried, value orders that are not ascending, and the longest chain of
// prunings after one guess: the key moments (panels.js) and the jumps
// (controls.js) come from them.

// The textbook's choices (data.ideas), or none for another strategy.
const IDEAS = data.ideas;
const MAC = !!IDEAS && IDEAS.inference === 'mac';
// FC-CBJ: a conflict set is pruned_by, the guesses that pruned the cell.
const FCCBJ = !!IDEAS && IDEAS.inference === 'fc' && IDEAS.backjump;

// What the pruning event j carries: its peer and whether arc consistency made it.
function pruneFacts(j) {
  const e = ev[j];
  if (kindField(e) === RAW) {
    const r = raw[rawIndex(e)];
    return { by: r.by, oneValue: r.raw.reason === 'one_value' };
  }
  const extra = extraField(e);
  return { by: extra & SLOT_MASK, oneValue: (extra >>> data.layout.slot_bits) === 1 };
}

// The cell and digit of the guess event g.
function guessFacts(g) {
  const e = ev[g];
  if (kindField(e) === RAW) { const r = raw[rawIndex(e)]; return { cell: r.cell, digit: r.digit }; }
  return { cell: slotField(e), digit: digitField(e) };
}

// The guess event standing at depth in st, or -1.
function guessAt(st, depth) {
  return depth >= 1 && depth <= standing(st) ? st.stack[depth - 1] : -1;
}

// The latest pruning of cell standing in st: { ev, digit }, or null.
function lastPruning(st, cell) {
  for (let t = st.tp - 1; t >= 0; t--) {
    if (trailCell(st.trail[t]) === cell) return { ev: st.trailEv[t], digit: trailDigit(st.trail[t]) };
  }
  return null;
}

// A guess as the path names it: `r2c3 = 4`.
function assignment(g) {
  const f = guessFacts(g);
  return fill(T.assignment, { cell: f.cell >= 0 ? cellName(f.cell) : '?', digit: digitChar(f.digit) });
}

// Why digit is out of cell as a conflict set counts it, in st: a given
// holding it ({ given }), else the earliest guess holding it ({ depth, cell }).
function blameOf(st, cell, digit) {
  const given = reasons(givens, cell).peer[digit];
  if (given >= 0) return { given };
  for (let k = 1; k <= standing(st); k++) {
    const f = guessFacts(st.stack[k - 1]);
    if (f.digit === digit && f.cell >= 0 && f.cell !== cell && sharedUnit(cell, f.cell) >= 0) return { depth: k, cell: f.cell };
  }
  return null;
}

function tellInContext(d, i, st) {
  const name = (c) => (c >= 0 ? cellName(c) : '?');
  switch (d.kind) {
    case K.candidates: {
      if (!DOMAINS || !d.candidates.length || d.cell < 0) return;
      const pruned = st.pruned[d.cell];
      d.domain = d.candidates.filter((dg) => !(pruned & (1 << dg)));
      const earlier = d.candidates.filter((dg) => pruned & (1 << dg)).map((dg) => {
        const j = prunedBy(st, d.cell, dg);
        if (j < 0) return null;
        const f = pruneFacts(j);
        return fill(f.oneValue ? T.pruned_earlier_one_value : T.pruned_earlier_placed, {
          digit: digitChar(dg), step: j + 1, by: name(f.by),
        });
      }).filter(Boolean);
      d.sentence = earlier.length
        ? fill(T.domain_pruned, {
          cell: name(d.cell), domain: digitList(d.domain), pruned: earlier.join(P.list_separator), excluded: d.excludedList,
        })
        : fill(T.domain, { cell: name(d.cell), domain: digitList(d.domain), excluded: d.excludedList });
      break;
    }
    case K.placed:
      if (DOMAINS && d.choice && d.of) {
        d.sentence = fill(T.placed_domain, { cell: name(d.cell), digit: digitChar(d.digit), choice: d.choice, of: d.of });
      }
      break;
    case K.deadCell: {
      if (!DOMAINS || d.cell < 0 || (startDomain[d.cell] & ~st.pruned[d.cell])) return;
      const last = lastPruning(st, d.cell);
      if (!last) return;
      const g = guessAt(st, d.depth);
      const by = pruneFacts(last.ev).by;
      const values = { cell: name(d.cell), last: digitChar(last.digit), at: last.ev + 1 };
      if (g < 0) {
        d.wipeout = { cause: -1, by };
        d.sentence = fill(T.wipeout_givens, values);
        return;
      }
      const f = guessFacts(g);
      d.wipeout = { cause: f.cell, by };
      d.sentence = fill(MAC ? T.wipeout_mac : T.wipeout_fc, Object.assign(values, {
        guess: name(f.cell), digit: digitChar(f.digit), step: g + 1, chain: chainAt(st, d.depth),
      }));
      break;
    }
    case K.conflictSet: {
      if (!d.conflicts.length || d.cell < 0) return;
      if (FCCBJ) {
        // Each pruning standing of the cell belongs to the latest guess
        // placed before it: the pruning guesses marked with their digits.
        const pruned = new Map();
        for (let t = 0; t < st.tp; t++) {
          if (trailCell(st.trail[t]) !== d.cell) continue;
          let depth = 0;
          while (depth < standing(st) && st.stack[depth] < st.trailEv[t]) depth++;
          pruned.set(depth, (pruned.get(depth) || []).concat([trailDigit(st.trail[t])]));
        }
        const guesses = textbookList(d.conflicts.map((g) => {
          const digits = (pruned.get(g.depth) || []).slice().sort((a, b) => a - b);
          return digits.length
            ? fill(T.guess_blamed, { cell: name(g.cell), depth: g.depth, digits: textbookList(digits.map(digitChar)) })
            : fill(T.guess_at_depth, { cell: name(g.cell), depth: g.depth });
        }));
        d.sentence = fill(T.conflict_set_pruned, { cell: name(d.cell), guesses });
        break;
      }
      const blamed = new Map(), givenItems = [];
      for (let dg = 1; dg <= N; dg++) {
        const b = blameOf(st, d.cell, dg);
        if (!b) continue;
        if (b.given !== undefined) givenItems.push(fill(T.given_blamed, { digit: digitChar(dg), cell: name(b.given) }));
        else blamed.set(b.depth, (blamed.get(b.depth) || []).concat([dg]));
      }
      const guesses = textbookList(d.conflicts.map((g) => {
        const digits = blamed.get(g.depth);
        return digits
          ? fill(T.guess_blamed, { cell: name(g.cell), depth: g.depth, digits: textbookList(digits.map(digitChar)) })
          : fill(T.guess_at_depth, { cell: name(g.cell), depth: g.depth });
      }));
      d.sentence = givenItems.length
        ? fill(T.conflict_set_blamed, { cell: name(d.cell), guesses, givens: textbookList(givenItems) })
        : fill(T.conflict_set_blamed_all, { cell: name(d.cell), guesses });
      break;
    }
    case K.backjumped: {
      const top = standing(st);
      const skipped = [];
      for (let k = Math.max(0, top - d.over); k < top; k++) skipped.push(st.stack[k]);
      d.skipped = skipped.map((g) => guessFacts(g).cell);
      const fromDeadEnd = i > 0 && kindOf(i - 1) === K.conflictSet && cellOf(i - 1) === d.cell;
      const values = {
        over: d.over, skipped: textbookList(skipped.map(assignment)), to: name(d.to), digit: digitChar(d.digit),
        cell: name(d.cell), guesses: textbookList(d.conflicts.slice().reverse().map((g) => name(g.cell))),
      };
      d.sentence = fill(fromDeadEnd ? T.backjumped_dead_end : T.backjumped_no_value, values);
      break;
    }
    default:
  }
}

// ---- the moments of each idea, in one pass over the log ------------------

// Event indices, ascending: wipeouts (a dead end right after the pruning
// that emptied its cell), backjumps that skip a guess with values left
// untried, value orders not ascending; and the guess whose chain of
// prunings is the longest ({ at, n }: its event and the prunings after it).
const IDEA_STEPS = (function scan() {
  const out = { wipeouts: [], skips: [], reorders: [], chain: { at: -1, n: 0 } };
  if (!IDEAS && !DOMAINS) return out;
  const stack = [];
  let chainAtEv = -1, chainLength = 0;
  for (let i = 0; i < total; i++) {
    const k = kindOf(i);
    const effect = codeEffect[k];
    if (k === K.pruned) {
      if (chainAtEv >= 0 && ++chainLength > out.chain.n) out.chain = { at: chainAtEv, n: chainLength };
    } else {
      chainAtEv = -1;
    }
    if (effect === FILL_GUESS) {
      stack.push(i);
      chainAtEv = i; chainLength = 0;
    } else if (effect === CLEAR_GUESS) {
      stack.pop();
    } else if (k === K.deadCell && i > 0 && kindOf(i - 1) === K.pruned && cellOf(i - 1) === cellOf(i)) {
      out.wipeouts.push(i);
    } else if (k === K.backjumped && kindField(ev[i]) === RAW) {
      const over = raw[rawIndex(ev[i])].over;
      const untried = stack.slice(Math.max(0, stack.length - over)).some((g) => {
        const e = ev[g];
        if (kindField(e) === RAW) { const r = raw[rawIndex(e)].raw; return r.choice < r.of; }
        const extra = extraField(e);
        return (extra & 31) < (extra >>> 5);
      });
      if (untried) out.skips.push(i);
    } else if (k === K.valuesOrdered && kindField(ev[i]) === RAW) {
      const values = raw[rawIndex(ev[i])].raw.values;
      if (Array.isArray(values) && values.some((v, j) => j > 0 && v.digit < values[j - 1].digit)) out.reorders.push(i);
    }
  }
  return out;
})();
