### What each strategy is called where a heading or a sentence names it (a trace's first line, the page's, a worksheet's title, a verdict). A language whose name for a strategy differs from its code (the `--strategy` value, a trace's `strategy`) writes the name with the code after it (`strategies-named`); English's names are the codes.

# Each of the five strategies' names, in this order.
strategies-names =
    .candidates = candidates
    .naive = naive
    .mrv = mrv
    .singles = singles
    .dlx = dlx

# The parts of a `--strategy backtrack` combination's name, in this order, joined by `strategies-joint`: the search, then each choice it makes that is not the default.
strategies-backtrack =
    .backtrack = backtrack
    .mrv = mrv
    .degree = degree
    .lcv = lcv
    .fc = fc
    .mac = mac
    .backjump = backjump

strategies-joint = +

# A strategy named in the language, where the name is not its code: $name (the name, from the two lists above), $code (the strategy's code, as the trace spells it).
strategies-named = { $name } ({ $code })
