// The walkthrough's player: the words.
//
// What needs the search so far to be said (a domain, a wipeout, a conflict
// set's rule, a backjump's skipped guesses) is told again by ideas.js, as
// the text's src/render/text/ideas.rs tells it.
//
// Tells each step in the words of the text trace: the sentence templates of
// i18n/<tag>/narration.ftl travel in the page (`data.phrases`) and are
// filled by words.js's `fill`, as the text fills them, and what a coded event leaves out (the
// candidates, the peer behind an exclusion) comes from the board before the
// step (model.js). `describe` also says what the board should show for the
// step (the cell, the unit, the excluded digits), for board.js.

function digitChar(d) {
  return d <= 9 ? String(d) : String.fromCharCode(55 + d);
}

// Cells and units are named as the Rust side names them (`data.names`,
// src/render/notation.rs): the cell's template filled with its row's and
// column's names, worked out once for the board.
const CELL_NAMES = Array.from({ length: NN }, (_, index) => fill(data.names.cell, {
  row: data.names.units[0][Math.floor(index / N)],
  col: data.names.units[1][index % N],
}));

function cellName(index) {
  return CELL_NAMES[index];
}

// A row, column or box by name, as the renderer words it (an ordinal or a
// label, by the notation).
function numberedUnit(unit, index) {
  return data.names.labels[unit][index] ?? String(index);
}

function digitList(digits) {
  return '[' + digits.map(digitChar).join(', ') + ']';
}

// What event i says and shows, given the state before it.
function describe(i, st) {
  const e = ev[i];
  let k = kindField(e), cell = slotField(e), digit = digitField(e);
  const extra = extraField(e);
  const d = { i, kind: k, cell: -1, digit: 0, depth: 0, sentence: '', why: null, unit: null };
  let r = null;
  if (k === RAW) {
    r = raw[rawIndex(e)];
    k = d.kind = r.kind;
    cell = r.cell; digit = r.digit; d.depth = r.depth;
  } else {
    d.depth = codedDepth(k, st);
  }
  const name = (c) => (c >= 0 ? cellName(c) : '?');
  switch (k) {
    case K.candidates: {
      d.cell = cell;
      let candidates = [], excluded = [];
      if (r) {
        candidates = r.raw.candidates || [];
        excluded = (r.raw.excluded || []).map((x) => ({
          digit: x.digit, peer: cellIndex(x.peer), unit: UNIT_NAMES.indexOf(x.unit),
        }));
      } else {
        const why = reasons(st.board, cell);
        for (let dg = 1; dg <= N; dg++) {
          if (why.peer[dg] < 0) candidates.push(dg);
          else excluded.push({ digit: dg, peer: why.peer[dg], unit: why.unit[dg] });
        }
      }
      d.candidates = candidates;
      d.why = excluded;
      const list = excluded.map((x) => fill(P.excluded, {
        digit: digitChar(x.digit), unit: P.units[x.unit] || '?', peer: name(x.peer),
      })).join(P.list_separator);
      d.excludedList = list;
      d.sentence = candidates.length
        ? fill(P.candidates, { cell: name(cell), candidates: digitList(candidates), excluded: list })
        : fill(P.no_candidates, { cell: name(cell), excluded: list });
      break;
    }
    case K.placed: {
      d.cell = cell; d.digit = digit;
      const choice = r ? r.raw.choice : extra & 31, of = r ? r.raw.of : extra >>> 5;
      d.choice = choice; d.of = of;
      d.sentence = choice && of
        ? fill(P.placed_choice, { cell: name(cell), digit: digitChar(digit), choice, of })
        : fill(P.placed, { cell: name(cell), digit: digitChar(digit) });
      break;
    }
    case K.rejected: {
      d.cell = cell; d.digit = digit;
      let peer, unit;
      if (r) { peer = cellIndex(r.raw.peer); unit = UNIT_NAMES.indexOf(r.raw.unit); }
      else { const why = reasons(st.board, cell); peer = why.peer[digit]; unit = why.unit[digit]; }
      d.why = [{ digit, peer, unit }];
      d.sentence = fill(P.rejected, {
        cell: name(cell), digit: digitChar(digit), unit: P.units[unit] || '?', peer: name(peer),
      });
      break;
    }
    case K.deadCell:
      d.cell = cell;
      d.sentence = fill(P.dead_end, { cell: name(cell) });
      break;
    case K.deadUnit: {
      const unit = r ? r.unit : cell & 3, index = r ? r.index : cell >>> 2;
      d.digit = digit;
      d.unit = { unit, index };
      d.sentence = fill(P.dead_end_unit, { digit: digitChar(digit), unit: numberedUnit(unit, index) });
      break;
    }
    case K.deduced: {
      d.cell = cell; d.digit = digit;
      let hidden, unit;
      if (r) { hidden = r.raw.rule === 'hidden_single'; unit = r.raw.unit ? UNIT_NAMES.indexOf(r.raw.unit) : -1; }
      else { hidden = (extra & 1) === 1; unit = (extra >>> 1) - 1; }
      if (hidden && unit >= 0) {
        d.unit = { unit, index: unitOfCell(unit, cell) };
        d.sentence = fill(P.hidden_single, {
          cell: name(cell), digit: digitChar(digit), unit: numberedUnit(unit, d.unit.index),
        });
      } else {
        d.sentence = fill(P.naked_single, { cell: name(cell), digit: digitChar(digit) });
      }
      break;
    }
    case K.retracted:
      d.cell = cell; d.digit = digit;
      d.sentence = fill(P.retracted, { cell: name(cell), digit: digitChar(digit) });
      break;
    case K.constraintCell: {
      d.cell = cell;
      const options = r ? r.raw.options : extra;
      d.options = options;
      d.sentence = fill(P.constraint_cell, { cell: name(cell), options });
      if (cell >= 0) {
        // The options are the cell's candidates: show them, and why the rest are out.
        const why = reasons(st.board, cell);
        d.candidates = [];
        d.why = [];
        for (let dg = 1; dg <= N; dg++) {
          if (why.peer[dg] < 0) d.candidates.push(dg);
          else d.why.push({ digit: dg, peer: why.peer[dg], unit: why.unit[dg] });
        }
      }
      break;
    }
    case K.constraintUnit: {
      const unit = r ? r.unit : cell & 3, index = r ? r.index : cell >>> 2;
      const options = r ? r.raw.options : extra;
      d.digit = digit;
      d.unit = { unit, index };
      d.options = options;
      d.sentence = fill(P.constraint_unit, {
        digit: digitChar(digit), unit: numberedUnit(unit, index), options,
      });
      // The options are the empty cells of the unit where the digit is a candidate.
      d.places = new Set(unitCells(unit, index).filter((c) => !st.board[c] && reasons(st.board, c).peer[digit] < 0));
      break;
    }
    case K.undone:
      d.cell = cell; d.digit = digit;
      d.sentence = fill(P.undone, { cell: name(cell), digit: digitChar(digit) });
      break;
    case K.solved:
      d.number = r ? r.raw.number : st.c[C.solutions] + 1;
      d.sentence = fill(P.solved, { number: d.number });
      break;
    case K.stepLimit:
      d.sentence = fill(P.step_limit, { steps: r ? r.raw.steps : i });
      break;
    case K.timeLimit:
      d.sentence = fill(P.time_limit, { steps: r ? r.raw.steps : i });
      break;
    case K.pruned: {
      d.cell = cell; d.digit = digit;
      const by = r ? r.by : extra & SLOT_MASK;
      const oneValue = r ? r.raw.reason === 'one_value' : (extra >>> data.layout.slot_bits) === 1;
      // The domain before the pruning: the page shows the digit struck in it.
      d.pruning = { by, oneValue, domain: DOMAINS && cell >= 0 ? domainOf(st, cell) : [] };
      d.sentence = fill(oneValue ? T.pruned_one_value : T.pruned_placed, {
        cell: name(cell), digit: digitChar(digit), by: name(by),
      });
      break;
    }
    case K.valuesOrdered: {
      d.cell = cell;
      const values = (r && Array.isArray(r.raw.values) ? r.raw.values : []);
      d.values = values.map((v) => ({ digit: v.digit, removes: v.removes }));
      d.sentence = fill(T.values_ordered, {
        cell: name(cell),
        values: d.values.map((v) => fill(T.value_cost, { digit: digitChar(v.digit), removes: v.removes })).join(P.list_separator),
      });
      break;
    }
    case K.conflictSet: {
      d.cell = cell;
      d.conflicts = guessesOf(r);
      d.sentence = d.conflicts.length
        ? fill(T.conflict_set, {
          cell: name(cell),
          guesses: textbookList(d.conflicts.map((g) => fill(T.guess_at_depth, { cell: name(g.cell), depth: g.depth }))),
        })
        : fill(T.conflict_set_empty, { cell: name(cell) });
      break;
    }
    case K.backjumped: {
      d.cell = cell; d.digit = digit;
      d.over = r ? r.over : 0;
      d.to = r ? cellIndex(r.raw.to) : -1;
      d.conflicts = guessesOf(r);
      // The latest guess first: the one jumped to, then the others.
      d.sentence = fill(T.backjumped, {
        over: d.over, to: name(d.to), digit: digitChar(digit), cell: name(cell),
        guesses: textbookList(d.conflicts.slice().reverse().map((g) => name(g.cell))),
      });
      break;
    }
    default:
      // A kind the page has no words for: a plain step, with what it
      // carries (the whole event when it travels whole).
      d.cell = codeSlot[k] === SLOT_CELL || r ? cell : -1;
      d.sentence = r ? JSON.stringify(r.raw) : String(CODES[k].kind);
  }
  // The textbook's ideas, told with the search so far (ideas.js).
  if (IDEAS || DOMAINS) tellInContext(d, i, st);
  return d;
}

// The guesses of a conflict set or a backjump: each a cell and its depth.
function guessesOf(r) {
  const list = r && Array.isArray(r.raw.conflicts) ? r.raw.conflicts : [];
  return list.map((g) => ({ cell: cellIndex(g.cell), depth: g.depth }));
}

// Items as a sentence of the textbook lists them: `a, b and c`. The last
// joint loses its half-width space where it meets full-width punctuation
// (`（第 3 層）和 [0,6]`), as `joint` in src/render/text/textbook.rs does.
function textbookList(items) {
  if (items.length < 2) return items.join('');
  const before = items.slice(0, -1).join(T.list_separator);
  const after = items[items.length - 1];
  const fullWidth = /[\u3000-\u303f\uff01-\uff60]/;
  let joint = T.list_last;
  if (fullWidth.test(before.slice(-1)) && joint.startsWith(' ')) joint = joint.slice(1);
  if (fullWidth.test(after.charAt(0)) && joint.endsWith(' ')) joint = joint.slice(0, -1);
  return before + joint + after;
}

function endSentence() {
  const n = data.stats.solutions;
  switch (data.end) {
    case 'exhausted': return n === 0 ? P.end_none : fill(P.end_exhausted, { solutions: n });
    case 'solution_limit': return fill(P.end_solution_limit, { solutions: n });
    case 'step_limit': return fill(P.end_step_limit, { solutions: n });
    case 'time_limit': return fill(P.end_time_limit, { solutions: n });
    default: return P.end_stopped;
  }
}

const givenCount = givens.reduce((a, d) => a + (d ? 1 : 0), 0);
// The strategy's name may come from another program's trace: isolated
// (U+2068 … U+2069, the plain-text <bdi>), its direction cannot spill
// into the sentence around it (src/render/user_text.rs).
const titleSentence = fill(P.title, {
  strategy: '\u2068' + data.strategy + '\u2069', size: N, givens: givenCount, empty: NN - givenCount,
});
