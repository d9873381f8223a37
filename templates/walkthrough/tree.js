// The walkthrough's player: the search tree.
//
// Draws the tree that model.js gathered (one node a placement, up to
// TREE_LIMIT events): each node says what its subtree came to, folds and
// unfolds (the branches that lead to a solution start open, at most
// TREE_CHILDREN_SHOWN children drawn), and the node of the current step
// is marked and kept in sight inside the tree's own scroll box.

const treeBox = $('tree');
const treeItems = new Map();
function nodeOfEvent() {
  const map = new Map();
  tree.ev.forEach((e, id) => map.set(e, id));
  return map;
}
const treeIndex = withTree ? nodeOfEvent() : null;

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

function nodeNote(id) {
  const [p0, d0, s0] = tree.before[id], [p1, d1, s1] = tree.after[id];
  const placements = fmt(p1 - p0), dead = d1 - d0;
  if (s1 > s0) return { cls: 'ok', text: fill(U.tree_solutions, { solutions: fmt(s1 - s0) }) };
  if (tree.end[id] < 0) return { cls: 'open', text: fill(U.tree_unfinished, { placements }) };
  const first = firstDeadEndFrom(tree.ev[id], tree.end[id]);
  if (dead === 0 || first < 0) return { cls: 'fail', text: fill(U.tree_failed_none, { placements }) };
  const cell = deadEndPlace(first);
  return {
    cls: 'fail',
    text: dead === 1
      ? fill(U.tree_failed_one, { placements, cell })
      : fill(U.tree_failed_many, { placements, dead: fmt(dead), cell }),
  };
}

function placementLabel(i) {
  const e = ev[i];
  if (kindField(e) === RAW) {
    const r = raw[rawIndex(e)];
    return (r.cell >= 0 ? cellName(r.cell) : '?') + ' = ' + digitChar(r.digit);
  }
  return cellName(slotField(e)) + ' = ' + digitChar(digitField(e));
}

const TREE_CHILDREN_SHOWN = 100;
function renderTreeList(parent) {
  const ul = el('ul', 'tree-list');
  const kids = tree.children[parent + 1];
  kids.slice(0, TREE_CHILDREN_SHOWN).forEach((id) => ul.appendChild(renderTreeNode(id)));
  if (kids.length > TREE_CHILDREN_SHOWN) {
    ul.appendChild(el('li', 'more', fill(U.tree_more, { n: fmt(kids.length - TREE_CHILDREN_SHOWN) })));
  }
  return ul;
}

function renderTreeNode(id) {
  const li = el('li', 'tree-node');
  const kids = tree.children[id + 1];
  const row = el('div', 'tree-row');
  if (kids.length) {
    const t = el('button', 'toggle');
    t.type = 'button';
    const open = tree.open[id] === 1;
    t.setAttribute('aria-expanded', String(open));
    t.setAttribute('aria-label', (open ? U.fold : U.unfold) + ' ' + placementLabel(tree.ev[id]));
    t.textContent = open ? '▾' : '▸';
    t.addEventListener('click', () => {
      tree.open[id] ^= 1;
      li.replaceWith(renderTreeNode(id));
      markTree(current);
      treeItems.get(id).toggle.focus();
    });
    row.appendChild(t);
  } else {
    row.appendChild(el('span', 'toggle-space'));
  }
  const b = el('button', 'node', placementLabel(tree.ev[id]));
  b.type = 'button';
  b.addEventListener('click', () => { pause(); goTo(tree.ev[id] + 1); });
  row.appendChild(b);
  const note = nodeNote(id);
  row.appendChild(el('span', 'note ' + note.cls, note.text));
  li.appendChild(row);
  if (kids.length && tree.open[id]) li.appendChild(renderTreeList(id));
  treeItems.set(id, { li, button: b, toggle: row.firstChild });
  return li;
}

let rootItem = null;
function renderTree() {
  treeBox.textContent = '';
  treeItems.clear();
  if (!withTree) {
    treeBox.appendChild(el('p', 'help', fill(U.tree_too_big, { limit: fmt(TREE_LIMIT), events: fmt(total) })));
    return;
  }
  const root = el('ul', 'tree-list root');
  const li = el('li', 'tree-node');
  const row = el('div', 'tree-row');
  const b = el('button', 'node', U.tree_root);
  b.type = 'button';
  b.addEventListener('click', () => { pause(); goTo(0); });
  row.append(el('span', 'toggle-space'), b);
  li.append(row, renderTreeList(-1));
  root.appendChild(li);
  rootItem = { li, button: b };
  treeBox.appendChild(root);
}

let marked = null;
function markTree(st) {
  if (!withTree) return;
  if (marked) {
    marked.button.classList.remove('here');
    marked.button.removeAttribute('aria-current');
    const m = marked.button.parentNode.querySelector('.here-mark');
    if (m) m.remove();
  }
  let item = rootItem;
  for (let k = 0; k < st.sp; k++) {
    const id = treeIndex.get(st.stack[k]);
    const next = id === undefined ? null : treeItems.get(id);
    if (!next || !next.li.isConnected) break;
    item = next;
    if (!tree.open[id]) break;
  }
  if (!item) return;
  item.button.classList.add('here');
  item.button.setAttribute('aria-current', 'step');
  item.button.parentNode.appendChild(el('span', 'here-mark', '◀ ' + U.tree_here));
  marked = item;
  // Keep the mark in sight inside the tree's own scroll box (not the page's).
  const row = item.button.parentNode;
  const top = row.getBoundingClientRect().top - treeBox.getBoundingClientRect().top + treeBox.scrollTop;
  if (top < treeBox.scrollTop || top + row.offsetHeight > treeBox.scrollTop + treeBox.clientHeight) {
    treeBox.scrollTop = Math.max(0, top - treeBox.clientHeight / 3);
  }
}
