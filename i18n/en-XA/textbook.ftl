### Written by tests/pseudo_locale.rs from en/: do not edit.

textbook-pruned-placed = ƥřŭŭƞḗḗ { $digit } ƒřǿǿḿ { $cell }: { $by } = { $digit } ẇȧȧş ĵŭŭşŧ ƥŀȧȧƈḗḗḓ

textbook-pruned-one-value = ƥřŭŭƞḗḗ { $digit } ƒřǿǿḿ { $cell }: { $by } ħȧȧş ǿǿƞŀẏ { $digit } ŀḗḗƒŧ

textbook-values-ordered = { $cell }: ŀḗḗȧȧşŧ-ƈǿǿƞşŧřȧȧīīƞīīƞɠ ṽȧȧŀŭŭḗḗ ƒīīřşŧ: { $values }

textbook-value-cost = { $digit } (řḗḗḿǿǿṽḗḗş { $removes })

textbook-conflict-set = ƈǿǿƞƒŀīīƈŧ şḗḗŧ ǿǿƒ { $cell }: { $guesses }, ŧħḗḗ ɠŭŭḗḗşşḗḗş ŧħȧȧŧ řŭŭŀḗḗ ǿǿŭŭŧ īīŧş ḓīīɠīīŧş

textbook-conflict-set-empty = ƈǿǿƞƒŀīīƈŧ şḗḗŧ ǿǿƒ { $cell } īīş ḗḗḿƥŧẏ: ŧħḗḗ ɠīīṽḗḗƞş ȧȧŀǿǿƞḗḗ řŭŭŀḗḗ ǿǿŭŭŧ īīŧş ḓīīɠīīŧş

textbook-guess-at-depth = { $cell } (ḓḗḗƥŧħ { $depth })

textbook-backjumped = ĵŭŭḿƥ ƀȧȧƈķ ǿǿṽḗḗř { $over } ɠŭŭḗḗşşḗḗş ŧǿǿ { $to } = { $digit }: ŧħḗḗ ḓḗḗȧȧḓ ḗḗƞḓ ȧȧŧ { $cell } ẇȧȧş ƈȧȧŭŭşḗḗḓ ǿǿƞŀẏ ƀẏ { $guesses }

textbook-backjumped-one = ĵŭŭḿƥ ƀȧȧƈķ ǿǿṽḗḗř 1 ɠŭŭḗḗşş ŧǿǿ { $to } = { $digit }: ŧħḗḗ ḓḗḗȧȧḓ ḗḗƞḓ ȧȧŧ { $cell } ẇȧȧş ƈȧȧŭŭşḗḗḓ ǿǿƞŀẏ ƀẏ { $guesses }

textbook-list-separator = ,{" "}

textbook-list-last = {" "}ȧȧƞḓ{" "}

textbook-counters =
    .prunings-name = ƥřŭŭƞīīƞɠş
    .prunings-definition = ḓīīɠīīŧş ŧȧȧķḗḗƞ ǿǿŭŭŧ ǿǿƒ ȧȧ ḓǿǿḿȧȧīīƞ ƀẏ īīƞƒḗḗřḗḗƞƈḗḗ
    .backjumps-name = ƀȧȧƈķĵŭŭḿƥş
    .backjumps-definition = ĵŭŭḿƥş ƀȧȧƈķ ǿǿṽḗḗř ȧȧŧ ŀḗḗȧȧşŧ ǿǿƞḗḗ ɠŭŭḗḗşş
    .guesses-skipped-name = ɠŭŭḗḗşşḗḗş şķīīƥƥḗḗḓ
    .guesses-skipped-definition = ɠŭŭḗḗşşḗḗş ŧħḗḗ ƀȧȧƈķĵŭŭḿƥş ẇḗḗƞŧ ǿǿṽḗḗř
