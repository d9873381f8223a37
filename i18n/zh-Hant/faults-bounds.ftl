### faults-bounds.ftl in zh-Hant: see en/faults-bounds.ftl for what each message says.

faults-bounds-cell = 格子 [{ $row }, { $col }] 不在 { $side }×{ $side } 的盤面上

faults-bounds-cell-expected = {"["}行, 列]，兩者都在 0 到 { $last } 之間

faults-bounds-digit = { $side }×{ $side } 的數獨沒有數字 { $digit }

faults-bounds-digit-expected = 1 到 { $side } 的數字

faults-bounds-unit-index = { $side }×{ $side } 的數獨沒有編號為 { $index } 的行、列或宮

faults-bounds-unit-index-expected = 0 到 { $last } 之間的編號
