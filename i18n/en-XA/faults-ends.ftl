### Written by tests/pseudo_locale.rs from en/: do not edit.

faults-ends-implied = ḗḗƞḓ `{ $end }`, ƀŭŭŧ ŧħḗḗ ŀȧȧşŧ ḗḗṽḗḗƞŧ ḿȧȧķḗḗş īīŧ `{ $implied }`

faults-ends-implied-expected = ḗḗƞḓ `{ $implied }`

faults-ends-not-undone = ḗḗƞḓ `exhausted`, ƀŭŭŧ { $cell } = { $digit } (şŧḗḗƥ { $step }) ẇȧȧş ƞḗḗṽḗḗř ŭŭƞḓǿǿƞḗḗ

faults-ends-not-undone-expected = ȧȧƞ ḗḗẋħȧȧŭŭşŧḗḗḓ şḗḗȧȧřƈħ ŧǿǿ ħȧȧṽḗḗ ŭŭƞḓǿǿƞḗḗ ḗḗṽḗḗřẏ ƥŀȧȧƈḗḗḿḗḗƞŧ

faults-ends-not-retracted = ḗḗƞḓ `exhausted`, ƀŭŭŧ { $cell } = { $digit } (şŧḗḗƥ { $step }) ẇȧȧş ƞḗḗṽḗḗř řḗḗŧřȧȧƈŧḗḗḓ

faults-ends-not-retracted-expected = ȧȧƞ ḗḗẋħȧȧŭŭşŧḗḗḓ şḗḗȧȧřƈħ ŧǿǿ ħȧȧṽḗḗ řḗḗŧřȧȧƈŧḗḗḓ ḗḗṽḗḗřẏ ḓḗḗḓŭŭƈŧīīǿǿƞ

faults-ends-no-reason = ḗḗƞḓ `{ $end }`, ƀŭŭŧ ŧħḗḗ ŧřȧȧƈḗḗ ḓǿǿḗḗş ƞǿǿŧ ḗḗƞḓ ȧȧŧ { $what }

faults-ends-no-placement-limit = ȧȧƞ ḗḗṽḗḗƞŧ ǿǿƒ ȧȧ ƥŀȧȧƈḗḗḿḗḗƞŧ ŀīīḿīīŧ (ŧħḗḗřḗḗ īīş ƞǿǿƞḗḗ)

faults-ends-last-solution = ŧħḗḗ ŀȧȧşŧ şǿǿŀŭŭŧīīǿǿƞ ŧħḗḗ ħḗḗȧȧḓḗḗř ȧȧşķş ƒǿǿř

faults-ends-no-reason-expected = ḗḗƞḓ `exhausted`, ǿǿř `stopped`
