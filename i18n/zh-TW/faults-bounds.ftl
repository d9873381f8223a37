### faults-bounds.ftl in zh-TW: see en/faults-bounds.ftl for what each message says.

faults-bounds-cell-expected = {"["}列, 行]，兩者都在 0 到 { $last } 之間

faults-bounds-unit-index = { $side }×{ $side } 的數獨沒有編號為 { $index } 的列、行或宮
