### Written by tests/pseudo_locale.rs from en/: do not edit.

faults-limits-after-close = ȧȧƞ ḗḗṽḗḗƞŧ ȧȧƒŧḗḗř { $why }

faults-limits-closed-step = ŧħḗḗ şŧḗḗƥ ŀīīḿīīŧ

faults-limits-closed-time = ŧħḗḗ ŧīīḿḗḗ ŀīīḿīīŧ

faults-limits-closed-solution = ŧħḗḗ ŀȧȧşŧ şǿǿŀŭŭŧīīǿǿƞ ŧħḗḗ ħḗḗȧȧḓḗḗř ȧȧşķş ƒǿǿř

faults-limits-after-close-expected = ŧħḗḗ ŧřȧȧƈḗḗ ŧǿǿ ḗḗƞḓ ŧħḗḗřḗḗ

faults-limits-past-step-limit = ȧȧ şŧḗḗƥ ƥȧȧşŧ ŧħḗḗ ħḗḗȧȧḓḗḗř'ş ŀīīḿīīŧ ǿǿƒ { $limit } şŧḗḗƥş

faults-limits-past-step-limit-expected = step_limit_reached ȧȧŧ ŧħīīş şŧḗḗƥ

faults-limits-step-limit-mismatch = ŧħḗḗ şŧḗḗƥ ŀīīḿīīŧ īīş řḗḗȧȧƈħḗḗḓ ȧȧƒŧḗḗř { $steps } şŧḗḗƥş, ƀŭŭŧ ŧħḗḗ ħḗḗȧȧḓḗḗř şḗḗŧş { $limit }

faults-limits-limit-of = ȧȧ ŀīīḿīīŧ ǿǿƒ { $n } şŧḗḗƥş

faults-limits-no-step-limit = ƞǿǿ şŧḗḗƥ ŀīīḿīīŧ

faults-limits-step-limit-mismatch-expected = ŧħḗḗ ŀīīḿīīŧ ǿǿƒ ŧħḗḗ ħḗḗȧȧḓḗḗř'ş options.max_steps

faults-limits-no-time-limit = ŧħḗḗ ŧīīḿḗḗ ŀīīḿīīŧ īīş řḗḗȧȧƈħḗḗḓ, ƀŭŭŧ ŧħḗḗ ħḗḗȧȧḓḗḗř şḗḗŧş ƞǿǿ ŧīīḿḗḗ ŀīīḿīīŧ

faults-limits-no-time-limit-expected = ȧȧ ħḗḗȧȧḓḗḗř ẇīīŧħ options.time_limit

faults-limits-steps-before-step = ŧħḗḗ şŧḗḗƥ ŀīīḿīīŧ şȧȧẏş { $steps } şŧḗḗƥş ƈȧȧḿḗḗ ƀḗḗƒǿǿřḗḗ īīŧ, ƀŭŭŧ { $before } ḓīīḓ

faults-limits-steps-before-time = ŧħḗḗ ŧīīḿḗḗ ŀīīḿīīŧ şȧȧẏş { $steps } şŧḗḗƥş ƈȧȧḿḗḗ ƀḗḗƒǿǿřḗḗ īīŧ, ƀŭŭŧ { $before } ḓīīḓ

faults-limits-steps-before-expected = şŧḗḗƥş { $before }
