//! `dlx`: Knuth's Algorithm X with dancing links over the exact-cover matrix
//! of Sudoku. Columns are constraints (each cell holds one digit; each digit
//! appears once in each row, column and box); rows are placements (a digit
//! in a cell). The search always covers the column with the fewest rows.

use std::ops::ControlFlow;

use super::search::{Flow, SearchState};
use crate::trace::Sink;

/// The four-way linked matrix. Node 0 is the root; nodes `1..=columns` are
/// column headers; the rest are the placements' nodes, four per placement.
pub(crate) struct Links {
    left: Vec<u32>,
    right: Vec<u32>,
    up: Vec<u32>,
    down: Vec<u32>,
    /// The column header of each node.
    column: Vec<u32>,
    /// Rows left in each column, by header node.
    size: Vec<u32>,
    /// The placement (cell index, digit) of each row node.
    placement: Vec<(u16, u8)>,
    side: usize,
}

impl Links {
    /// The matrix of an empty grid with the box shape of `board`, with the
    /// givens' rows then chosen and their columns covered.
    pub(crate) fn new(board: &super::board::Board) -> Links {
        let side = board.side();
        let n2 = side * side;
        let columns = 4 * n2;
        let nodes = 1 + columns + 4 * n2 * side;
        let mut m = Links {
            left: Vec::with_capacity(nodes),
            right: Vec::with_capacity(nodes),
            up: Vec::with_capacity(nodes),
            down: Vec::with_capacity(nodes),
            column: Vec::with_capacity(nodes),
            size: vec![0; 1 + columns],
            placement: Vec::with_capacity(nodes),
            side,
        };
        for h in 0..=columns as u32 {
            m.left.push(if h == 0 { columns as u32 } else { h - 1 });
            m.right.push(if h as usize == columns { 0 } else { h + 1 });
            m.up.push(h);
            m.down.push(h);
            m.column.push(h);
            m.placement.push((0, 0));
        }
        let shape = board.shape();
        for index in 0..n2 {
            let (r, c) = (index / side, index % side);
            let b = crate::grid::Cell::new(r, c).box_index(shape);
            for digit in 1..=side {
                let d = digit - 1;
                let cols = [
                    index,
                    n2 + r * side + d,
                    2 * n2 + c * side + d,
                    3 * n2 + b * side + d,
                ];
                let first = m.left.len() as u32;
                for (k, &col) in cols.iter().enumerate() {
                    let node = first + k as u32;
                    let header = col as u32 + 1;
                    m.left.push(if k == 0 { first + 3 } else { node - 1 });
                    m.right.push(if k == 3 { first } else { node + 1 });
                    let last = m.up[header as usize];
                    m.up.push(last);
                    m.down.push(header);
                    m.down[last as usize] = node;
                    m.up[header as usize] = node;
                    m.column.push(header);
                    m.size[header as usize] += 1;
                    m.placement.push((index as u16, digit as u8));
                }
            }
        }
        for index in 0..n2 {
            let digit = board.get(index);
            if digit != 0 {
                let row = 1 + columns as u32 + 4 * (index * side + digit as usize - 1) as u32;
                m.choose(row);
            }
        }
        m
    }

    fn cover(&mut self, c: u32) {
        let c = c as usize;
        let (l, r) = (self.left[c], self.right[c]);
        self.right[l as usize] = r;
        self.left[r as usize] = l;
        let mut i = self.down[c];
        while i as usize != c {
            let mut j = self.right[i as usize];
            while j != i {
                let (u, d) = (self.up[j as usize], self.down[j as usize]);
                self.down[u as usize] = d;
                self.up[d as usize] = u;
                self.size[self.column[j as usize] as usize] -= 1;
                j = self.right[j as usize];
            }
            i = self.down[i as usize];
        }
    }

    fn uncover(&mut self, c: u32) {
        let c = c as usize;
        let mut i = self.up[c];
        while i as usize != c {
            let mut j = self.left[i as usize];
            while j != i {
                let (u, d) = (self.up[j as usize], self.down[j as usize]);
                self.size[self.column[j as usize] as usize] += 1;
                self.down[u as usize] = j;
                self.up[d as usize] = j;
                j = self.left[j as usize];
            }
            i = self.up[i as usize];
        }
        let (l, r) = (self.left[c], self.right[c]);
        self.right[l as usize] = c as u32;
        self.left[r as usize] = c as u32;
    }

    /// Takes the placement of row node `row` into the solution: covers its four columns.
    fn choose(&mut self, row: u32) {
        self.cover(self.column[row as usize]);
        let mut j = self.right[row as usize];
        while j != row {
            self.cover(self.column[j as usize]);
            j = self.right[j as usize];
        }
    }

    /// Undoes [`Links::choose`], in reverse order.
    fn unchoose(&mut self, row: u32) {
        let mut j = self.left[row as usize];
        while j != row {
            self.uncover(self.column[j as usize]);
            j = self.left[j as usize];
        }
        self.uncover(self.column[row as usize]);
    }

    /// The uncovered column with the fewest rows, first from the left among equals.
    fn smallest_column(&self) -> Option<u32> {
        let mut best: Option<u32> = None;
        let mut c = self.right[0];
        while c != 0 {
            if best.is_none_or(|b| self.size[c as usize] < self.size[b as usize]) {
                best = Some(c);
                if self.size[c as usize] == 0 {
                    break;
                }
            }
            c = self.right[c as usize];
        }
        best
    }

    /// The constraint of column header `c`: a cell index, or a digit in a
    /// unit (numbered rows, columns, boxes as in the board).
    fn constraint(&self, c: u32) -> Result<usize, (u8, usize)> {
        let n2 = self.side * self.side;
        let k = c as usize - 1;
        if k < n2 {
            Ok(k)
        } else {
            let (group, rest) = (k / n2, k % n2);
            let unit = (group - 1) * self.side + rest / self.side;
            Err(((rest % self.side + 1) as u8, unit))
        }
    }
}

/// Searches the remaining matrix.
pub(crate) fn search<S: Sink + ?Sized>(
    s: &mut SearchState<'_, S>,
    m: &mut Links,
    depth: u32,
) -> Flow {
    let Some(c) = m.smallest_column() else {
        return s.solved(depth);
    };
    let options = m.size[c as usize];
    if options == 0 {
        return match m.constraint(c) {
            Ok(index) => s.dead_end(index, depth),
            Err((digit, unit)) => s.dead_end_in_unit(digit, unit, depth),
        };
    }
    s.constraint_chosen(m.constraint(c), options as u8, depth)?;
    let mut row = m.down[c as usize];
    let mut k = 0u8;
    while row != c {
        k += 1;
        let (index, digit) = m.placement[row as usize];
        s.place(index as usize, digit, depth + 1, Some((k, options as u8)))?;
        m.choose(row);
        search(s, m, depth + 1)?;
        m.unchoose(row);
        s.undo(index as usize, depth + 1)?;
        row = m.down[row as usize];
    }
    ControlFlow::Continue(())
}
