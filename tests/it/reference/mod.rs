//! The second implementation of `backtrack`, plain and slow on purpose:
//! plain arrays, recursion, a copy of every domain saved before each
//! placement and put back after it, written from the issues' wording. It
//! never calls the solver, so counts it agrees on pin the definitions.

use sudoku_trace::grid::Grid;
use sudoku_trace::solver::{Choices, Select, Values};

/// What the reference counts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    pub placements: u64,
    pub dead_ends: u64,
    pub backtracks: u64,
    pub solutions: u64,
    /// Digits removed from a domain by forward checking or arc consistency.
    pub prunings: u64,
    /// Jumps back over at least one guess.
    pub backjumps: u64,
    /// The guesses those jumps went over (undone without their cell
    /// trying its next value).
    pub skipped: u64,
    /// Of those, the ones whose cell still had a value left to try:
    /// the work a jump saves.
    pub skipped_untried: u64,
}

/// The options, as the issue words them.
#[derive(Clone, Copy, Debug)]
pub struct Options {
    pub mrv: bool,
    /// Of the cells with the fewest values, the one with the most empty
    /// peers (with `mrv` only).
    pub degree: bool,
    pub lcv: bool,
    /// "none", "fc" or "mac".
    pub inference: &'static str,
    pub backjump: bool,
    /// `None`: every solution.
    pub max_solutions: Option<u64>,
}

impl Options {
    /// The options of the solver's `c`, up to `max_solutions`.
    pub fn of(c: Choices, max_solutions: Option<u64>) -> Options {
        Options {
            mrv: c.select() != Select::First,
            degree: c.select() == Select::MrvDegree,
            lcv: c.values() == Values::Lcv,
            inference: c.inference().name(),
            backjump: c.backjump(),
            max_solutions,
        }
    }
}

struct Csp {
    n: usize,
    cells: Vec<usize>,
    peers: Vec<Vec<usize>>,
    /// domain[cell][digit], used with inference.
    domain: Vec<Vec<bool>>,
    /// With backjumping: the depth of the guess in each cell, 0 if none.
    level: Vec<usize>,
    /// The digits no given excludes, per cell.
    base: Vec<Vec<bool>>,
    /// FC-CBJ: per cell, the depths of the guesses whose forward checking
    /// removed a value from its domain (as the prunings stand).
    pruned_by: Vec<Vec<usize>>,
    options: Options,
    counts: Counts,
}

/// Searches `grid` with `options` and counts.
pub fn run(grid: &Grid, options: Options) -> Counts {
    let n = grid.side();
    let (rows, cols) = (grid.shape().rows(), grid.shape().cols());
    let mut peers = vec![Vec::new(); n * n];
    for (i, list) in peers.iter_mut().enumerate() {
        for j in 0..n * n {
            let same_row = i / n == j / n;
            let same_col = i % n == j % n;
            let same_box = (i / n) / rows == (j / n) / rows && (i % n) / cols == (j % n) / cols;
            if i != j && (same_row || same_col || same_box) {
                list.push(j);
            }
        }
    }
    let cells: Vec<usize> = grid.cells().iter().map(|&d| usize::from(d)).collect();
    let mut csp = Csp {
        n,
        domain: Vec::new(),
        level: vec![0; n * n],
        base: Vec::new(),
        pruned_by: vec![Vec::new(); n * n],
        peers,
        cells,
        options,
        counts: Counts::default(),
    };
    // Domains start as the candidates: the digits no given excludes.
    let base: Vec<Vec<bool>> = (0..n * n).map(|i| csp.candidates(i)).collect();
    csp.domain = base.clone();
    csp.base = base;
    if options.backjump {
        // `Err` only says the search stopped at its last solution.
        let _ = csp.cbj(0);
        return csp.counts;
    }
    if options.inference == "mac" && !csp.arc_consistency() {
        csp.counts.dead_ends += 1;
        return csp.counts;
    }
    csp.chronological();
    csp.counts
}

impl Csp {
    fn candidates(&self, i: usize) -> Vec<bool> {
        let mut can = vec![true; self.n + 1];
        can[0] = false;
        for &p in &self.peers[i] {
            can[self.cells[p]] = false;
        }
        can
    }

    /// The current domain of an empty cell.
    fn current(&self, i: usize) -> Vec<bool> {
        if self.options.inference == "none" {
            self.candidates(i)
        } else {
            self.domain[i].clone()
        }
    }

    fn size(&self, i: usize) -> usize {
        self.current(i).iter().filter(|&&b| b).count()
    }

    fn pick(&self) -> Option<usize> {
        let empty: Vec<usize> = (0..self.n * self.n)
            .filter(|&i| self.cells[i] == 0)
            .collect();
        if !self.options.mrv {
            return empty.first().copied();
        }
        let fewest = empty.iter().map(|&i| self.size(i)).min()?;
        let tied = empty.into_iter().filter(|&i| self.size(i) == fewest);
        if !self.options.degree {
            return tied.into_iter().next();
        }
        // The degree heuristic: the most empty peers; max_by_key keeps the
        // last of equals, so the key counts down the reading order too.
        let degree = |i: usize| {
            self.peers[i]
                .iter()
                .filter(|&&p| self.cells[p] == 0)
                .count()
        };
        tied.max_by_key(|&i| (degree(i), std::cmp::Reverse(i)))
    }

    fn values(&self, x: usize) -> Vec<usize> {
        let dom = self.current(x);
        let mut values: Vec<usize> = (1..=self.n).filter(|&d| dom[d]).collect();
        if self.options.lcv {
            // How many options each value takes from the empty peers'
            // current domains; the sort is stable, so ties stay ascending.
            let removes = |v: usize| {
                self.peers[x]
                    .iter()
                    .filter(|&&p| self.cells[p] == 0 && self.current(p)[v])
                    .count()
            };
            values.sort_by_key(|&v| removes(v));
        }
        values
    }

    /// Removes `v` from every empty peer of `x`, in reading order; false
    /// at the first domain emptied.
    fn remove_from_peers(&mut self, x: usize, v: usize) -> bool {
        for k in 0..self.peers[x].len() {
            let p = self.peers[x][k];
            if self.cells[p] == 0 && self.domain[p][v] {
                self.domain[p][v] = false;
                self.counts.prunings += 1;
                if !self.domain[p].iter().any(|&b| b) {
                    return false;
                }
            }
        }
        true
    }

    /// While some empty cell has one value and was not propagated yet
    /// (the first in reading order), remove it from the cell's peers.
    fn arc_consistency(&mut self) -> bool {
        let mut done = vec![false; self.n * self.n];
        loop {
            let next = (0..self.n * self.n).find(|&i| {
                self.cells[i] == 0 && !done[i] && self.domain[i].iter().filter(|&&b| b).count() == 1
            });
            let Some(c) = next else { return true };
            done[c] = true;
            let v = (1..=self.n).find(|&d| self.domain[c][d]).unwrap();
            if !self.remove_from_peers(c, v) {
                return false;
            }
        }
    }

    /// True when the search must stop (enough solutions).
    fn chronological(&mut self) -> bool {
        let Some(x) = self.pick() else {
            self.counts.solutions += 1;
            return Some(self.counts.solutions) == self.options.max_solutions;
        };
        let values = self.values(x);
        if values.is_empty() {
            self.counts.dead_ends += 1;
            return false;
        }
        for v in values {
            self.cells[x] = v;
            self.counts.placements += 1;
            let saved = self.domain.clone();
            let consistent = match self.options.inference {
                "fc" => self.remove_from_peers(x, v),
                "mac" => self.remove_from_peers(x, v) && self.arc_consistency(),
                _ => true,
            };
            if !consistent {
                self.counts.dead_ends += 1;
            } else if self.chronological() {
                return true;
            }
            self.domain = saved;
            self.cells[x] = 0;
            self.counts.backtracks += 1;
        }
        false
    }

    /// Backjumping from `depth` guesses standing. Returns `Err(())` to
    /// stop, `Ok(None)` after a solution below (go back
    /// chronologically), `Ok(Some((to, set)))` to jump to the guess at
    /// depth `to` (0: none) with the conflict set `set`.
    #[allow(clippy::type_complexity)]
    fn cbj(&mut self, depth: usize) -> Result<Option<(usize, Vec<usize>)>, ()> {
        let Some(x) = self.pick() else {
            self.counts.solutions += 1;
            if Some(self.counts.solutions) == self.options.max_solutions {
                return Err(());
            }
            return Ok(None);
        };
        // For each digit of the domain a guess excludes, the earliest such
        // guess; under forward checking, the guesses that pruned it.
        let fc = self.options.inference == "fc";
        let mut conflicts: Vec<usize> = if fc {
            self.pruned_by[x].clone()
        } else {
            Vec::new()
        };
        for d in 1..=self.n {
            if fc {
                break;
            }
            if !self.base[x][d] {
                continue;
            }
            let earliest = self.peers[x]
                .iter()
                .filter(|&&p| self.cells[p] == d && self.level[p] > 0)
                .map(|&p| self.level[p])
                .min();
            if let Some(level) = earliest
                && !conflicts.contains(&level)
            {
                conflicts.push(level);
            }
        }
        let values = self.values(x);
        if values.is_empty() {
            self.counts.dead_ends += 1;
            return Ok(Some(self.jump(conflicts, depth)));
        }
        let mut solution_below = false;
        let count = values.len();
        for (k, v) in values.into_iter().enumerate() {
            self.cells[x] = v;
            self.level[x] = depth + 1;
            self.counts.placements += 1;
            let saved = (self.domain.clone(), self.pruned_by.clone());
            if fc && let Some(y) = self.fc_prune(x, v, depth + 1) {
                // A wipeout: conf(X) gains pruned_by(Y) without X.
                self.counts.dead_ends += 1;
                for g in self.pruned_by[y].clone() {
                    if g != depth + 1 && !conflicts.contains(&g) {
                        conflicts.push(g);
                    }
                }
                (self.domain, self.pruned_by) = saved;
                self.cells[x] = 0;
                self.level[x] = 0;
                self.counts.backtracks += 1;
                continue;
            }
            let back = self.cbj(depth + 1);
            (self.domain, self.pruned_by) = saved;
            let back = back?;
            self.cells[x] = 0;
            self.level[x] = 0;
            self.counts.backtracks += 1;
            match back {
                None => solution_below = true,
                Some((to, set)) if to == depth + 1 => {
                    for g in set {
                        if g != to && !conflicts.contains(&g) {
                            conflicts.push(g);
                        }
                    }
                }
                Some(jump) => {
                    // Jumped over: this guess is skipped (a jump to 0
                    // ends a search without a solution, and skips none).
                    if jump.0 > 0 && k + 1 < count {
                        self.counts.skipped_untried += 1;
                    }
                    return Ok(Some(jump));
                }
            }
        }
        if solution_below {
            return Ok(None);
        }
        Ok(Some(self.jump(conflicts, depth)))
    }

    /// Forward checking for FC-CBJ: removes `v` from every empty peer of
    /// `x`, in reading order, noting the guess at `depth` in each peer's
    /// `pruned_by`; the first peer emptied, if any.
    fn fc_prune(&mut self, x: usize, v: usize, depth: usize) -> Option<usize> {
        for k in 0..self.peers[x].len() {
            let p = self.peers[x][k];
            if self.cells[p] == 0 && self.domain[p][v] {
                self.domain[p][v] = false;
                self.counts.prunings += 1;
                if !self.pruned_by[p].contains(&depth) {
                    self.pruned_by[p].push(depth);
                }
                if !self.domain[p].iter().any(|&b| b) {
                    return Some(p);
                }
            }
        }
        None
    }

    fn jump(&mut self, conflicts: Vec<usize>, depth: usize) -> (usize, Vec<usize>) {
        let to = conflicts.iter().copied().max().unwrap_or(0);
        if to > 0 && to < depth {
            self.counts.backjumps += 1;
            self.counts.skipped += (depth - to) as u64;
        }
        (to, conflicts)
    }
}
