### faults-bounds.ftl in zh-Hans: see en/faults-bounds.ftl for what each message says.

faults-bounds-cell = 格子 [{ $row }, { $col }] 不在 { $side }×{ $side } 的盘面上

faults-bounds-cell-expected = {"["}行, 列]，两者都在 0 到 { $last } 之间

faults-bounds-digit = { $side }×{ $side } 的数独没有数字 { $digit }

faults-bounds-digit-expected = 1 到 { $side } 的数字

faults-bounds-unit-index = { $side }×{ $side } 的数独没有编号为 { $index } 的行、列或宫

faults-bounds-unit-index-expected = 0 到 { $last } 之间的编号
