### Written by tests/pseudo_locale.rs from en/: do not edit.

faults-textbook-due = ƥřŭŭƞḗḗḓ { $digit } ƒřǿǿḿ { $cell } ƀẏ { $by } ({ $why })

faults-textbook-why-placed = ƒǿǿřẇȧȧřḓ ƈħḗḗƈķīīƞɠ ǿǿƒ { $by } = { $digit }: īīŧş ḗḗḿƥŧẏ ƥḗḗḗḗřş ħǿǿŀḓīīƞɠ { $digit } ŀǿǿşḗḗ īīŧ, īīƞ řḗḗȧȧḓīīƞɠ ǿǿřḓḗḗř

faults-textbook-why-one-value = ȧȧřƈ ƈǿǿƞşīīşŧḗḗƞƈẏ: { $by } ħȧȧş { $digit } ȧȧş īīŧş ǿǿƞŀẏ ṽȧȧŀŭŭḗḗ, ȧȧƞḓ īīŧş ḗḗḿƥŧẏ ƥḗḗḗḗřş ŀǿǿşḗḗ īīŧ, īīƞ řḗḗȧȧḓīīƞɠ ǿǿřḓḗḗř

faults-textbook-wiped = { $cell } ħȧȧş ƞǿǿ ṽȧȧŀŭŭḗḗ ŀḗḗƒŧ ȧȧƒŧḗḗř ŧħḗḗ ŀȧȧşŧ ƥřŭŭƞīīƞɠ, ƀŭŭŧ ŧħḗḗ şḗḗȧȧřƈħ ɠǿǿḗḗş ǿǿƞ

faults-textbook-wiped-expected = dead_end ȧȧŧ { $cell }: ȧȧ ẇīīƥḗḗḓ-ǿǿŭŭŧ ḓǿǿḿȧȧīīƞ īīş ȧȧ ḓḗḗȧȧḓ ḗḗƞḓ

faults-textbook-stops-short = īīƞƒḗḗřḗḗƞƈḗḗ şŧǿǿƥş şħǿǿřŧ: { $cell } şŧīīŀŀ ħǿǿŀḓş { $digit } īīƞ īīŧş ḓǿǿḿȧȧīīƞ

faults-textbook-no-inference = ȧȧ ƥřŭŭƞīīƞɠ, ƀŭŭŧ ŧħḗḗ şŧřȧȧŧḗḗɠẏ `{ $strategy }` ḿȧȧķḗḗş ƞǿǿ īīƞƒḗḗřḗḗƞƈḗḗ

faults-textbook-no-inference-expected = ƥřŭŭƞīīƞɠş ǿǿƞŀẏ ŭŭƞḓḗḗř īīƞƒḗḗřḗḗƞƈḗḗ: ȧȧ şŧřȧȧŧḗḗɠẏ ƞȧȧḿḗḗḓ backtrack+fc ǿǿř backtrack+mac (ẇīīŧħ īīŧş ǿǿŧħḗḗř ƈħǿǿīīƈḗḗş)

faults-textbook-only-forward = ȧȧ ǿǿƞḗḗ-ṽȧȧŀŭŭḗḗ ƥřŭŭƞīīƞɠ, ƀŭŭŧ `{ $strategy }` ǿǿƞŀẏ ƒǿǿřẇȧȧřḓ ƈħḗḗƈķş

faults-textbook-only-forward-expected = ƥřŭŭƞīīƞɠş ƀẏ ȧȧ ƥŀȧȧƈḗḗḓ ƈḗḗŀŀ ǿǿƞŀẏ (řḗḗȧȧşǿǿƞ ƥŀȧȧƈḗḗḓ)

faults-textbook-not-peer = ƒȧȧŀşḗḗ ƥřŭŭƞīīƞɠ: { $cell } īīş ƞǿǿŧ ȧȧ ƥḗḗḗḗř ǿǿƒ { $by }

faults-textbook-not-peer-expected = ȧȧ ƥřŭŭƞīīƞɠ ǿǿƒ ȧȧ ƥḗḗḗḗř (şȧȧḿḗḗ řǿǿẇ, ƈǿǿŀŭŭḿƞ ǿǿř ƀǿǿẋ) ǿǿƒ `by`

faults-textbook-not-in-domain = ƒȧȧŀşḗḗ ƥřŭŭƞīīƞɠ: { $digit } īīş ƞǿǿŧ īīƞ ŧħḗḗ ḓǿǿḿȧȧīīƞ ǿǿƒ { $cell }, { $domain }

faults-textbook-not-in-domain-expected = ȧȧ ƥřŭŭƞīīƞɠ ǿǿƒ ȧȧ ḓīīɠīīŧ şŧīīŀŀ īīƞ ŧħḗḗ ƈḗḗŀŀ'ş ḓǿǿḿȧȧīīƞ

faults-textbook-by-not-placed = ƒȧȧŀşḗḗ ƥřŭŭƞīīƞɠ: { $by } ḓǿǿḗḗş ƞǿǿŧ ħǿǿŀḓ { $digit } ({ $holds })

faults-textbook-by-not-placed-expected = `by` ŧħḗḗ ƈḗḗŀŀ ĵŭŭşŧ ƥŀȧȧƈḗḗḓ ẇīīŧħ { $digit }

faults-textbook-by-not-one-value = ƒȧȧŀşḗḗ ƥřŭŭƞīīƞɠ: { $by } īīş ƞǿǿŧ ȧȧƞ ḗḗḿƥŧẏ ƈḗḗŀŀ ẇīīŧħ { $digit } ȧȧş īīŧş ǿǿƞŀẏ ṽȧȧŀŭŭḗḗ (ḓǿǿḿȧȧīīƞ { $domain }, { $holds })

faults-textbook-by-not-one-value-expected = `by` ȧȧƞ ḗḗḿƥŧẏ ƈḗḗŀŀ ẇħǿǿşḗḗ ḓǿǿḿȧȧīīƞ īīş [{ $digit }]

faults-textbook-not-due-first = ƥřŭŭƞḗḗş { $digit } ƒřǿǿḿ { $cell } ƀẏ { $by }, ƀŭŭŧ ȧȧƞǿǿŧħḗḗř ƥřŭŭƞīīƞɠ īīş ḓŭŭḗḗ ƒīīřşŧ: { $due_digit } ƒřǿǿḿ { $due_cell }

faults-textbook-none-due = ƥřŭŭƞḗḗş { $digit } ƒřǿǿḿ { $cell } ƀẏ { $by }, ƀŭŭŧ ƞǿǿ ƥřŭŭƞīīƞɠ īīş ḓŭŭḗḗ ħḗḗřḗḗ

faults-textbook-none-due-expected = ƥřŭŭƞīīƞɠş ǿǿƞŀẏ řīīɠħŧ ȧȧƒŧḗḗř ȧȧ ƥŀȧȧƈḗḗḿḗḗƞŧ (ƒǿǿřẇȧȧřḓ ƈħḗḗƈķīīƞɠ) ǿǿř ẇħīīŀḗḗ ȧȧ ǿǿƞḗḗ-ṽȧȧŀŭŭḗḗ ƈḗḗŀŀ'ş ṽȧȧŀŭŭḗḗ īīş şŧīīŀŀ īīƞ ȧȧƞ ḗḗḿƥŧẏ ƥḗḗḗḗř'ş ḓǿǿḿȧȧīīƞ (ȧȧřƈ ƈǿǿƞşīīşŧḗḗƞƈẏ)

faults-textbook-no-lcv = ȧȧƞ ǿǿřḓḗḗř ǿǿƒ ṽȧȧŀŭŭḗḗş, ƀŭŭŧ ŧħḗḗ şŧřȧȧŧḗḗɠẏ `{ $strategy }` ḓǿǿḗḗş ƞǿǿŧ ǿǿřḓḗḗř ƀẏ ĿƇṼ

faults-textbook-no-lcv-expected = values_ordered ǿǿƞŀẏ ŭŭƞḓḗḗř ȧȧ şŧřȧȧŧḗḗɠẏ ƞȧȧḿḗḗḓ backtrack+lcv (ẇīīŧħ īīŧş ǿǿŧħḗḗř ƈħǿǿīīƈḗḗş)

faults-textbook-value-count = { $digit } ({ $removes })

faults-textbook-value-separator = ,{" "}

faults-textbook-value-not-in-domain = { $digit } īīş ƞǿǿŧ īīƞ ŧħḗḗ ḓǿǿḿȧȧīīƞ ǿǿƒ { $cell }, { $domain }

faults-textbook-value-count-wrong = ẇřǿǿƞɠ ƈǿǿŭŭƞŧ: { $digit } řḗḗḿǿǿṽḗḗş { $said }, ƀŭŭŧ { $count } ḗḗḿƥŧẏ ƥḗḗḗḗř(ş) ǿǿƒ { $cell } ħǿǿŀḓ īīŧ

faults-textbook-value-order-wrong = ẇřǿǿƞɠ ǿǿřḓḗḗř: { $values }

faults-textbook-values-expected = ṽȧȧŀŭŭḗḗş { $values }: ŧħḗḗ ḓǿǿḿȧȧīīƞ { $domain }, ḗḗȧȧƈħ ẇīīŧħ ŧħḗḗ ƞŭŭḿƀḗḗř ǿǿƒ ḗḗḿƥŧẏ ƥḗḗḗḗřş ħǿǿŀḓīīƞɠ īīŧ īīƞ ŧħḗḗīīř ƈŭŭřřḗḗƞŧ ḓǿǿḿȧȧīīƞ, ƒḗḗẇḗḗşŧ ƒīīřşŧ (ŧīīḗḗş: ŧħḗḗ şḿȧȧŀŀḗḗř ḓīīɠīīŧ)

faults-textbook-what-conflict-set = ȧȧ ƈǿǿƞƒŀīīƈŧ şḗḗŧ

faults-textbook-what-backjump = ȧȧ ƀȧȧƈķĵŭŭḿƥ

faults-textbook-no-backjump = { $what }, ƀŭŭŧ ŧħḗḗ şŧřȧȧŧḗḗɠẏ `{ $strategy }` ḓǿǿḗḗş ƞǿǿŧ ƀȧȧƈķĵŭŭḿƥ

faults-textbook-no-backjump-expected = { $what } ǿǿƞŀẏ ŭŭƞḓḗḗř ȧȧ şŧřȧȧŧḗḗɠẏ ƞȧȧḿḗḗḓ backtrack+backjump (ẇīīŧħ īīŧş ǿǿŧħḗḗř ƈħǿǿīīƈḗḗş)

faults-textbook-list-out-of-order = ŧħḗḗ ƈǿǿƞƒŀīīƈŧ şḗḗŧ ŀīīşŧş ḓḗḗƥŧħ { $depth } ǿǿŭŭŧ ǿǿƒ ǿǿřḓḗḗř

faults-textbook-list-out-of-order-expected = ŧħḗḗ ɠŭŭḗḗşşḗḗş ƀẏ ḓḗḗƥŧħ, ŧħḗḗ ḗḗȧȧřŀīīḗḗşŧ ƒīīřşŧ, ḗḗȧȧƈħ ǿǿƞƈḗḗ

faults-textbook-list-wrong-cell = ŧħḗḗ ƈǿǿƞƒŀīīƈŧ şḗḗŧ ƞȧȧḿḗḗş { $cell } ȧȧŧ ḓḗḗƥŧħ { $depth }, ƀŭŭŧ ŧħḗḗ ɠŭŭḗḗşş ȧȧŧ ḓḗḗƥŧħ { $depth } īīş { $standing } = { $digit }

faults-textbook-list-wrong-cell-expected = ḗḗȧȧƈħ ɠŭŭḗḗşş ẇīīŧħ īīŧş ƈḗḗŀŀ ȧȧƞḓ ḓḗḗƥŧħ ǿǿƞ ŧħḗḗ ƈŭŭřřḗḗƞŧ ƥȧȧŧħ

faults-textbook-list-not-standing = ŧħḗḗ ƈǿǿƞƒŀīīƈŧ şḗḗŧ ƞȧȧḿḗḗş ȧȧ ɠŭŭḗḗşş ȧȧŧ ḓḗḗƥŧħ { $depth }, ƀŭŭŧ { $standing } ɠŭŭḗḗşş(ḗḗş) şŧȧȧƞḓ

faults-textbook-list-not-standing-expected = ɠŭŭḗḗşşḗḗş şŧȧȧƞḓīīƞɠ ǿǿƞ ŧħḗḗ ƈŭŭřřḗḗƞŧ ƥȧȧŧħ

faults-textbook-not-after-dead-end = ȧȧ ƈǿǿƞƒŀīīƈŧ şḗḗŧ ǿǿƒ { $cell } ƞǿǿŧ ȧȧƒŧḗḗř īīŧş ḓḗḗȧȧḓ ḗḗƞḓ

faults-textbook-not-after-dead-end-expected = conflict_set řīīɠħŧ ȧȧƒŧḗḗř dead_end ȧȧŧ { $cell }

faults-textbook-conflicts-miss = ŧħḗḗ ƈǿǿƞƒŀīīƈŧ şḗḗŧ ḿīīşşḗḗş { $guess }, ŧħḗḗ ḗḗȧȧřŀīīḗḗşŧ ɠŭŭḗḗşş ḗḗẋƈŀŭŭḓīīƞɠ { $digit }

faults-textbook-conflicts-extra = ŧħḗḗ ƈǿǿƞƒŀīīƈŧ şḗḗŧ ŀīīşŧş { $guess }, ŧħḗḗ ḗḗȧȧřŀīīḗḗşŧ ɠŭŭḗḗşş ḗḗẋƈŀŭŭḓīīƞɠ ƞǿǿƞḗḗ ǿǿƒ { $cell }'ş ḓīīɠīīŧş

faults-textbook-conflicts-expected = ƈǿǿƞƒŀīīƈŧş { $conflicts }: ƒǿǿř ḗḗȧȧƈħ ḓīīɠīīŧ ǿǿƒ { $cell }'ş ƈȧȧƞḓīīḓȧȧŧḗḗş ȧȧḿǿǿƞɠ ŧħḗḗ ɠīīṽḗḗƞş { $base }, ŧħḗḗ ḗḗȧȧřŀīīḗḗşŧ ɠŭŭḗḗşş ḗḗẋƈŀŭŭḓīīƞɠ īīŧ
