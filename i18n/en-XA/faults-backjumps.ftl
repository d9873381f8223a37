### Written by tests/pseudo_locale.rs from en/: do not edit.

faults-backjumps-not-carried-out = ŧħḗḗ ƀȧȧƈķĵŭŭḿƥ ŧǿǿ { $to } = { $digit } ǿǿṽḗḗř { $over } ɠŭŭḗḗşş(ḗḗş) īīş ƞǿǿŧ ƈȧȧřřīīḗḗḓ ǿǿŭŭŧ: { $remaining } ḿǿǿřḗḗ ŭŭƞḓǿǿ(ş) ḓŭŭḗḗ

faults-backjumps-not-carried-out-expected = ŭŭƞḓǿǿƞḗḗ { $cell } = { $digit } (ȧȧ ƀȧȧƈķĵŭŭḿƥ īīş ƒǿǿŀŀǿǿẇḗḗḓ ƀẏ ǿǿṽḗḗř + 1 ŭŭƞḓǿǿş, ŧħḗḗ ŀȧȧŧḗḗşŧ ɠŭŭḗḗşş ƒīīřşŧ, ḓǿǿẇƞ ŧǿǿ ŧħḗḗ ɠŭŭḗḗşş īīŧ ŀȧȧƞḓş ǿǿƞ)

faults-backjumps-not-used-up = ȧȧ ƀȧȧƈķĵŭŭḿƥ ƒřǿǿḿ { $cell } ƀḗḗƒǿǿřḗḗ īīŧş ṽȧȧŀŭŭḗḗş ȧȧřḗḗ ŭŭşḗḗḓ ŭŭƥ

faults-backjumps-not-used-up-expected = ƀȧȧƈķĵŭŭḿƥḗḗḓ řīīɠħŧ ȧȧƒŧḗḗř ŧħḗḗ ƈǿǿƞƒŀīīƈŧ şḗḗŧ ǿǿƒ { $cell }, ǿǿř ȧȧƒŧḗḗř ŧħḗḗ ŭŭƞḓǿǿ ǿǿƒ īīŧş ŀȧȧşŧ ṽȧȧŀŭŭḗḗ

faults-backjumps-misses-passed-on = ŧħḗḗ ƈǿǿƞƒŀīīƈŧ şḗḗŧ ḿīīşşḗḗş { $guess }, ƥȧȧşşḗḗḓ ǿǿƞ ƀẏ ȧȧ ĵŭŭḿƥ ŧħȧȧŧ ŀȧȧƞḓḗḗḓ ǿǿƞ ȧȧ ɠŭŭḗḗşş ǿǿƒ ŧħīīş ƈḗḗŀŀ

faults-backjumps-lists-extra = ŧħḗḗ ƈǿǿƞƒŀīīƈŧ şḗḗŧ ŀīīşŧş { $guess }, ẇħīīƈħ ḗḗẋƈŀŭŭḓḗḗş ƞǿǿƞḗḗ ǿǿƒ { $cell }'ş ḓīīɠīīŧş ȧȧƞḓ ẇȧȧş ƥȧȧşşḗḗḓ ǿǿƞ ƀẏ ƞǿǿ ĵŭŭḿƥ

faults-backjumps-conflicts-expected = ƈǿǿƞƒŀīīƈŧş { $conflicts }: { $cell }'ş ǿǿẇƞ (ŧħḗḗ ḗḗȧȧřŀīīḗḗşŧ ɠŭŭḗḗşş ḗḗẋƈŀŭŭḓīīƞɠ ḗḗȧȧƈħ ḓīīɠīīŧ ǿǿƒ īīŧş ƈȧȧƞḓīīḓȧȧŧḗḗş ȧȧḿǿǿƞɠ ŧħḗḗ ɠīīṽḗḗƞş) ȧȧƞḓ ŧħǿǿşḗḗ ƥȧȧşşḗḗḓ ǿǿƞ ŧǿǿ īīŧ ƀẏ ĵŭŭḿƥş ŧħȧȧŧ ŀȧȧƞḓḗḗḓ ǿǿƞ īīŧş ɠŭŭḗḗşşḗḗş

faults-backjumps-empty-set = ȧȧ ƀȧȧƈķĵŭŭḿƥ ƒřǿǿḿ { $cell } ẇīīŧħ ȧȧƞ ḗḗḿƥŧẏ ƈǿǿƞƒŀīīƈŧ şḗḗŧ

faults-backjumps-empty-set-expected = ƞǿǿ ƀȧȧƈķĵŭŭḿƥ: ẇīīŧħ ƞǿǿ ɠŭŭḗḗşş ŧǿǿ ƀŀȧȧḿḗḗ ŧħḗḗ şḗḗȧȧřƈħ ḗḗƞḓş, ŭŭƞḓǿǿīīƞɠ ḗḗṽḗḗřẏ ɠŭŭḗḗşş şŧȧȧƞḓīīƞɠ

faults-backjumps-wrong-to = ĵŭŭḿƥş ŧǿǿ { $to } = { $digit }, ƀŭŭŧ ŧħḗḗ ŀȧȧŧḗḗşŧ ɠŭŭḗḗşş ǿǿƒ īīŧş ƈǿǿƞƒŀīīƈŧ şḗḗŧ īīş { $latest } = { $latest_digit } (ḓḗḗƥŧħ { $depth })

faults-backjumps-wrong-to-expected = ŧǿǿ { $latest } = { $latest_digit }: ȧȧ ƀȧȧƈķĵŭŭḿƥ ŀȧȧƞḓş ǿǿƞ ŧħḗḗ ŀȧȧŧḗḗşŧ ɠŭŭḗḗşş ǿǿƒ ŧħḗḗ ƈǿǿƞƒŀīīƈŧ şḗḗŧ

faults-backjumps-wrong-over = ǿǿṽḗḗř { $over }, ƀŭŭŧ { $skipped } ɠŭŭḗḗşş(ḗḗş) şŧȧȧƞḓ ƀḗḗŧẇḗḗḗḗƞ ḓḗḗƥŧħ { $latest } ȧȧƞḓ ŧħḗḗ ĵŭŭḿƥ'ş ḓḗḗƥŧħ { $depth }

faults-backjumps-wrong-over-expected = ǿǿṽḗḗř { $skipped }: ŧħḗḗ ḓḗḗƥŧħ ŀḗḗşş ŧħḗḗ ḓḗḗƥŧħ ǿǿƒ ŧħḗḗ ɠŭŭḗḗşş īīŧ ŀȧȧƞḓş ǿǿƞ

faults-backjumps-ordinary-backtrack-expected = ƞǿǿ ƀȧȧƈķĵŭŭḿƥ: ɠǿǿīīƞɠ ƀȧȧƈķ ŧǿǿ ŧħḗḗ ŀȧȧŧḗḗşŧ ɠŭŭḗḗşş īīş ȧȧƞ ǿǿřḓīīƞȧȧřẏ ƀȧȧƈķŧřȧȧƈķ

faults-backjumps-backjump-due = ȧȧƞ ǿǿřḓīīƞȧȧřẏ ƀȧȧƈķŧřȧȧƈķ ƒřǿǿḿ { $cell }, ƀŭŭŧ ŧħḗḗ ŀȧȧŧḗḗşŧ ɠŭŭḗḗşş ǿǿƒ īīŧş ƈǿǿƞƒŀīīƈŧ şḗḗŧ īīş { $target } = { $digit } (ḓḗḗƥŧħ { $depth })

faults-backjumps-backjump-due-expected = ƀȧȧƈķĵŭŭḿƥḗḗḓ ƒřǿǿḿ { $cell } ŧǿǿ { $target } = { $digit } ǿǿṽḗḗř { $over } ɠŭŭḗḗşş(ḗḗş), ƀḗḗƒǿǿřḗḗ ŧħḗḗ ŭŭƞḓǿǿş
