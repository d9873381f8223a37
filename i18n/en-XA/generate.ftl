### Written by tests/pseudo_locale.rs from en/: do not edit.

generate-seed-drawn = şḗḗḗḗḓ { $seed } (ɠīīṽḗḗ --seed { $seed } ŧǿǿ ḿȧȧķḗḗ ŧħḗḗşḗḗ ƥŭŭẑẑŀḗḗş ȧȧɠȧȧīīƞ)

generate-gave-up =
    ƥŭŭẑẑŀḗḗ { $index }: ƞǿǿ ƥŭŭẑẑŀḗḗ ẇīīŧħīīƞ { $attempts } ȧȧŧŧḗḗḿƥŧş: { $missed }
    {"  "}= ḗḗẋƥḗḗƈŧḗḗḓ ȧȧ ŧȧȧřɠḗḗŧ ȧȧƞḓ ƒīīŀŧḗḗřş ŧħȧȧŧ ƥŭŭẑẑŀḗḗş ǿǿƒ ŧħīīş şīīẑḗḗ ƈȧȧƞ ḿḗḗḗḗŧ (ŧřẏ ƒḗḗẇḗḗř ƒīīŀŧḗḗřş, ȧȧ ħīīɠħḗḗř --givens, ǿǿř ḿǿǿřḗḗ --attempts)

generate-fewest-givens = ŧħḗḗ ƒḗḗẇḗḗşŧ ɠīīṽḗḗƞş řḗḗȧȧƈħḗḗḓ ẇȧȧş { $fewest }, ŧħḗḗ ŧȧȧřɠḗḗŧ { $target }

generate-failed-filter = { $n } ƒȧȧīīŀḗḗḓ { $filter }

generate-missed-separator = ;{" "}

generate-nothing-written =
    {""}
    {"  "}= ƞǿǿŧħīīƞɠ ẇřīīŧŧḗḗƞ ŧǿǿ { $name }
