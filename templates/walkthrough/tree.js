// The walkthrough's player: the search tree.
//
// Draws the tree that model.js gathered (one node a guess, however long the
// search: only the nodes unfolded are ever drawn, so a tree of millions of
// guesses costs the rows on screen) so that any depth reads in the tree's box: each node
// says what its subtree came to and folds and unfolds (the branches that
// lead to a solution start open, at most TREE_CHILDREN_SHOWN children
// drawn); a run of guesses that each have a single child is one line
// (`r2c2 = 7 → … → r5c6 = 1 (12 guesses)`) that unfolds on demand; the
// indentation stops at TREE_INDENT_CAP levels, and every row shows its
// depth. The node of the current step carries the mark (and aria-current)
// and is kept in sight inside the tree's own scroll box, both ways.

const treeBox = $('tree');
const treeItems = new Map();
// Past this many levels the lists indent no further; the depth says where a row is.
const TREE_INDENT_CAP = 4;
// A run of at least this many single-child guesses is drawn as one line.
const TREE_CHAIN_MIN = 3;
// The nodes of runs the user unfolded into one line per guess, each with
// the first node of its run (a map: few are ever unfolded).
const chainOpen = new Map();

function firstDeadEndFrom(i, end) {
  let lo = 0, hi = deadEnds.length;
  while (lo < hi) { const mid = (lo + hi) >> 1; if (deadEnds[mid] < i) lo = mid + 1; else hi = mid; }
  return lo < deadEnds.length && deadEnds[lo] < end ? deadEnds[lo] : -1;
}

function deadEndPlace(i) {
  const e = ev[i];
  if (kindField(e) === RAW) {
    const r = raw[rawIndex(e)];
    return r.cell >= 0 ? cellName(r.cell) : numberedUnit(r.unit, r.index);
  }
  const slot = slotField(e);
  if (codeSlot[kindField(e)] === SLOT_UNIT) return numberedUnit(slot & 3, slot >>> 2);
  return cellName(slot);
}

// The nodes under parent (-1: the root) the tree shows: all of them, or
// without spoilers those placed by the step shown.
function kidsOf(parent) {
  const kids = treeKids(parent);
  return noSpoilers ? kids.filter((id) => tree.ev[id] < currentStep) : kids;
}

function nodeNote(id) {
  const [p0, d0, s0] = treeCountsAt(tree.ev[id]);
  // Without spoilers, a guess not yet undone at the step shown tells only
  // what it has come to so far.
  if (noSpoilers && (tree.end[id] < 0 || tree.end[id] >= currentStep)) {
    const placements = fmt(current.c[C.placements] - p0);
    const found = current.c[C.solutions] - s0;
    return found > 0
      ? { cls: 'ok', text: fill(U.tree_solutions, { solutions: fmt(found) }) }
      : { cls: 'open', text: fill(U.tree_unfinished, { placements }) };
  }
  const [p1, d1, s1] = treeCountsAt(tree.end[id] < 0 ? total : tree.end[id]);
  const placements = fmt(p1 - p0), dead = d1 - d0;
  if (s1 > s0) return { cls: 'ok', text: fill(U.tree_solutions, { solutions: fmt(s1 - s0) }) };
  if (tree.end[id] < 0) return { cls: 'open', text: fill(U.tree_unfinished, { placements }) };
  const first = firstDeadEndFrom(tree.ev[id], tree.end[id]);
  // The message chooses its words by the number of dead ends (none, one,
  // several); without a place to name, it is told as none.
  if (dead === 0 || first < 0) return { cls: 'fail', text: fill(U.tree_failed, { placements, dead: 0 }) };
  return { cls: 'fail', text: fill(U.tree_failed, { placements, dead: fmt(dead), cell: deadEndPlace(first) }) };
}

function placementLabel(i) {
  const e = ev[i];
  if (kindField(e) === RAW) {
    const r = raw[rawIndex(e)];
    return (r.cell >= 0 ? cellName(r.cell) : '?') + ' = ' + digitChar(r.digit);
  }
  return cellName(slotField(e)) + ' = ' + digitChar(digitField(e));
}

// The depth at the start of a row: a number to the eye, words to a screen reader.
function depthMark(text, label) {
  const s = el('span', 'lvl');
  const seen = el('span', '', text);
  seen.setAttribute('aria-hidden', 'true');
  s.append(seen, el('span', 'sr-only', label));
  s.title = label;
  return s;
}

// A node's button: jumps to its guess.
function nodeButton(id) {
  const b = el('button', 'node', placementLabel(tree.ev[id]));
  b.type = 'button';
  b.dataset.key = 'node ' + id;
  // Where the search jumped (without spoilers, once it has): a guess a
  // backjump skipped, struck; a guess a backjump landed on, marked ↩.
  const said = [];
  if (tree.skipped[id] && (!noSpoilers || (tree.end[id] >= 0 && tree.end[id] < currentStep))) {
    b.classList.add('jumped');
    said.push(U.path_skipped);
  }
  if (tree.landedAt[id] >= 0 && (!noSpoilers || tree.landedAt[id] < currentStep)) {
    b.classList.add('landed');
    said.push(U.path_target);
  }
  if (said.length) b.setAttribute('aria-label', [b.textContent].concat(said).join(U.label_separator));
  b.addEventListener('click', () => leap(tree.ev[id] + 1));
  return b;
}

// The run of guesses from id on that each have a single (unfolded) child:
// [id] alone when it is shorter than TREE_CHAIN_MIN or the user unfolded it.
function chainFrom(id) {
  const run = [];
  let cur = id;
  while (!chainOpen.has(cur) && tree.open[cur] && kidsOf(cur).length === 1) {
    run.push(cur);
    cur = kidsOf(cur)[0];
  }
  // The node after the run (several children, or none, or folded) is drawn
  // on its own, below the run's line.
  return run.length >= TREE_CHAIN_MIN ? run : [id];
}

// Focus on the control that folds or unfolds node id, however it is drawn now.
function focusToggle(id) {
  const item = treeItems.get(id);
  if (item) (item.chain ? item.chain.row.firstChild : item.toggle).focus({ preventScroll: true });
}

const TREE_CHILDREN_SHOWN = 100;
function renderTreeList(parent, level) {
  const ul = el('ul', 'tree-list');
  if (level > TREE_INDENT_CAP) ul.classList.add('flat');
  const kids = kidsOf(parent);
  kids.slice(0, TREE_CHILDREN_SHOWN).forEach((id) => ul.appendChild(renderTreeNode(id, level)));
  if (kids.length > TREE_CHILDREN_SHOWN) {
    ul.appendChild(el('li', 'more', fill(U.tree_more, { n: fmt(kids.length - TREE_CHILDREN_SHOWN) })));
  }
  return ul;
}

function renderTreeNode(id, level) {
  const run = chainFrom(id);
  if (run.length > 1) return renderChain(run, level, -1);
  const li = el('li', 'tree-node');
  const kids = kidsOf(id);
  const row = el('div', 'tree-row');
  if (kids.length) {
    const t = el('button', 'toggle');
    t.type = 'button';
    t.dataset.key = 'toggle ' + id;
    const open = tree.open[id] === 1;
    t.setAttribute('aria-expanded', String(open));
    t.setAttribute('aria-label', (open ? U.fold : U.unfold) + ' ' + placementLabel(tree.ev[id]));
    t.textContent = open ? '▾' : '▸';
    t.addEventListener('click', () => {
      tree.open[id] ^= 1;
      li.replaceWith(renderTreeNode(id, level));
      markTree(current);
      focusToggle(id);
    });
    row.appendChild(t);
  } else {
    row.appendChild(el('span', 'toggle-space'));
  }
  const depth = treeDepthOf(id);
  row.appendChild(depthMark(String(depth), fill(U.depth, { depth })));
  // The node and what it says, wrapping under the node, not under the toggle.
  const body = el('span', 'tree-body');
  row.appendChild(body);
  const b = nodeButton(id);
  body.appendChild(b);
  // The first guess of a run the user unfolded folds it back into one line.
  if (chainOpen.get(id) === id) {
    let n = 0;
    for (let cur = id; chainOpen.get(cur) === id; cur = treeKids(cur)[0]) n++;
    const c = el('button', 'chain', '⇱');
    c.type = 'button';
    c.setAttribute('aria-expanded', 'true');
    c.setAttribute('aria-label', fill(U.tree_chain_fold, { n: fmt(n) }));
    c.title = c.getAttribute('aria-label');
    c.addEventListener('click', () => {
      for (let cur = id; chainOpen.get(cur) === id; cur = treeKids(cur)[0]) chainOpen.delete(cur);
      li.replaceWith(renderTreeNode(id, level));
      markTree(current);
      focusToggle(id);
    });
    body.appendChild(c);
  }
  const note = nodeNote(id);
  body.appendChild(el('span', 'note ' + note.cls, note.text));
  li.appendChild(row);
  if (kids.length && tree.open[id]) li.appendChild(renderTreeList(id, level + 1));
  treeItems.set(id, { li, button: b, toggle: row.firstChild });
  return li;
}

// A run of single-child guesses as one line: its first and last guess, and
// the guess of the current step when it lies between them; the node after
// the run is drawn below it, one level in.
function renderChain(run, level, middle) {
  const li = el('li', 'tree-node chain-node');
  const chain = { run, li, level, row: null, buttons: null };
  chainRow(chain, middle);
  const last = run[run.length - 1];
  const ul = el('ul', 'tree-list');
  if (level + 1 > TREE_INDENT_CAP) ul.classList.add('flat');
  ul.appendChild(renderTreeNode(kidsOf(last)[0], level + 1));
  li.appendChild(ul);
  for (const id of run) treeItems.set(id, { li, chain });
  return li;
}

function chainRow(chain, middle) {
  const { run, li, level } = chain;
  const first = run[0], last = run[run.length - 1];
  const n = fmt(run.length);
  const row = el('div', 'tree-row');
  const t = el('button', 'toggle');
  t.type = 'button';
  t.setAttribute('aria-expanded', 'false');
  t.setAttribute('aria-label', fill(U.tree_chain_unfold, { n, from: placementLabel(tree.ev[first]), to: placementLabel(tree.ev[last]) }));
  t.title = t.getAttribute('aria-label');
  t.textContent = '▸';
  t.addEventListener('click', () => {
    for (const id of run) chainOpen.set(id, first);
    li.replaceWith(renderTreeNode(first, level));
    markTree(current);
    focusToggle(first);
  });
  row.appendChild(t);
  const depths = treeDepthOf(first) + '–' + treeDepthOf(last);
  row.appendChild(depthMark(depths, fill(U.depth, { depth: depths })));
  const shown = [first];
  if (middle > 0 && middle < run.length - 1) shown.push(run[middle]);
  shown.push(last);
  const buttons = new Map();
  const line = el('span', 'chain-line');
  shown.forEach((id, k) => {
    // An arrow wraps to the next line with the guess it points to.
    const seg = el('span', 'seg');
    if (k > 0) {
      const gap = run.indexOf(id) - run.indexOf(shown[k - 1]);
      seg.appendChild(el('span', 'arrow', gap > 1 ? '→ … → ' : '→ '));
    }
    const b = nodeButton(id);
    buttons.set(id, b);
    seg.appendChild(b);
    line.appendChild(seg);
  });
  const body = el('span', 'tree-body');
  body.appendChild(line);
  body.appendChild(el('span', 'note count', fill(U.tree_chain, { n })));
  const note = nodeNote(first);
  body.appendChild(el('span', 'note ' + note.cls, note.text));
  row.appendChild(body);
  // Drawn again while a control of the line has the focus (the keys moved
  // along the run): the focus stays on the same guess, or follows the mark
  // to the guess now shown between the ends.
  const active = chain.row && chain.row.contains(document.activeElement) ? document.activeElement : null;
  let focusId = -1;
  if (active) chain.buttons.forEach((b, id) => { if (b === active) focusId = id; });
  if (chain.row) chain.row.replaceWith(row); else li.appendChild(row);
  chain.row = row;
  chain.buttons = buttons;
  if (active) (buttons.get(focusId) || buttons.get(run[middle]) || t).focus({ preventScroll: true });
}

let rootItem = null;
// The step the tree was drawn for, without spoilers (-1: drawn whole).
let treeDrawnAt = -1;
function renderTree() {
  treeDrawnAt = noSpoilers ? currentStep : -1;
  if (noSpoilers) {
    // Open along the path standing, as the search sees it (which branches
    // reach a solution is for later).
    for (let k = 0; k < standing(current); k++) {
      const id = treeNodeAt(current.stack[k]);
      if (id >= 0) tree.open[id] = 1;
    }
  }
  // Drawn again (without spoilers, as the step moves) while one of its
  // controls has the focus: the focus stays on the same node's, or goes to
  // the root's, never to the page's body.
  const active = document.activeElement;
  const hadFocus = treeBox.contains(active) ? active.dataset.key || '' : null;
  treeBox.textContent = '';
  treeItems.clear();
  const root = el('ul', 'tree-list root');
  const li = el('li', 'tree-node');
  const row = el('div', 'tree-row');
  const b = el('button', 'node', U.tree_root);
  b.type = 'button';
  b.addEventListener('click', () => leap(0));
  row.append(el('span', 'toggle-space'), b);
  li.append(row, renderTreeList(-1, 1));
  root.appendChild(li);
  rootItem = { li, button: b };
  treeBox.appendChild(root);
  if (hadFocus !== null) {
    const same = hadFocus && [...treeBox.querySelectorAll('button')].find((x) => x.dataset.key === hadFocus);
    (same || b).focus({ preventScroll: true });
  }
}

let marked = null;
function markTree(st) {
  if (marked && marked.isConnected) {
    marked.classList.remove('here');
    marked.removeAttribute('aria-current');
    marked.removeAttribute('title');
  }
  // The deepest guess standing that the tree shows.
  let item = rootItem, at = -1;
  for (let k = 0; k < standing(st); k++) {
    const id = treeNodeAt(st.stack[k]);
    const next = id < 0 ? null : treeItems.get(id);
    if (!next || !next.li.isConnected) break;
    item = next;
    at = id;
    if (!tree.open[id]) break;
  }
  if (!item) return;
  let button = item.button;
  if (item.chain) {
    // Inside a run drawn as one line: the line shows this guess too.
    if (!item.chain.buttons.has(at)) chainRow(item.chain, item.chain.run.indexOf(at));
    button = item.chain.buttons.get(at);
  }
  button.classList.add('here');
  button.setAttribute('aria-current', 'step');
  button.title = U.tree_here;
  marked = button;
  // Keep the node in sight inside the tree's own scroll box (not the page's),
  // down and across.
  const box = treeBox.getBoundingClientRect(), r = button.getBoundingClientRect();
  const top = r.top - box.top - treeBox.clientTop + treeBox.scrollTop;
  if (top < treeBox.scrollTop || top + r.height > treeBox.scrollTop + treeBox.clientHeight) {
    treeBox.scrollTop = Math.max(0, top - treeBox.clientHeight / 3);
  }
  const left = r.left - box.left - treeBox.clientLeft + treeBox.scrollLeft;
  if (left < treeBox.scrollLeft || left + r.width > treeBox.scrollLeft + treeBox.clientWidth) {
    treeBox.scrollLeft = Math.max(0, left + r.width - treeBox.clientWidth + 16);
    if (left < treeBox.scrollLeft) treeBox.scrollLeft = Math.max(0, left - 16);
  }
}
