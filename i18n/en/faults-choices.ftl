### The choice faults' words in one language.

# $among: the candidates of the cell.
faults-choices-among-candidates = candidates of the cell

# $among: the values of the cell's domain.
faults-choices-among-domain = values of the cell's domain

# $among: the options of the constraint chosen.
faults-choices-among-constraint = options of the constraint chosen

# A placement of $cell out of $of, but there are $count $among.
faults-choices-wrong-of = placement of { $cell } out of { $of }, but there are { $count } { $among }

# Expected: of $count.
faults-choices-wrong-of-expected = of { $count }

# Choice $choice of $count $among.
faults-choices-out-of-range = choice { $choice } of { $count } { $among }

# Expected: a choice from 1 to $count.
faults-choices-out-of-range-expected = a choice from 1 to { $count }

# Choice $choice of the $noun $listed is $nth, but $digit is placed.
faults-choices-wrong-choice = choice { $choice } of the { $noun } { $listed } is { $nth }, but { $digit } is placed

# $noun: values.
faults-choices-noun-values = values

# $noun: candidates.
faults-choices-noun-candidates = candidates

# Expected: choice $place for $digit, its place $how.
faults-choices-wrong-choice-expected = choice { $place } for { $digit }, its place { $how }

# $how: in the LCV order given.
faults-choices-how-lcv = in the LCV order given

# $how: of the domain in ascending order.
faults-choices-how-domain = of the domain in ascending order

# $how: among the candidates in ascending order.
faults-choices-how-candidates = among the candidates in ascending order
