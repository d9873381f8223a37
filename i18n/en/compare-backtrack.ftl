### The words of a `backtrack` strategy's line, one per choice.

compare-backtrack-search = The textbook's backtracking search (Russell and Norvig)

compare-backtrack-first = the first empty cell in reading order

compare-backtrack-mrv = the cell with the fewest values left first (mrv)

# The degree heuristic, after `compare-backtrack-mrv`: it breaks MRV's ties.
compare-backtrack-degree = of those, the one with the most empty peers (degree)

compare-backtrack-ascending = values ascending

compare-backtrack-lcv = the least-constraining value first (lcv)

compare-backtrack-fc = forward checking (fc): a placed digit leaves the domain of each empty peer, and a peer left with none is a dead end

compare-backtrack-mac = arc consistency (mac): forward checking, and a cell with one value left prunes its peers too, to a fixpoint

compare-backtrack-backjump = conflict-directed backjumping: at a dead end, jump back to the latest guess that caused it

# After `compare-backtrack-search`, between the parts, and at the end.
compare-backtrack-colon = :{" "}

compare-backtrack-joint = ;{" "}

compare-backtrack-stop = {"."}
