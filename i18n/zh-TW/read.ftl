### read.ftl in zh-TW: see en/read.ftl for what each message says.

read-bounds-cell-expected = 格子 [列,行]，兩者都在 0 到 { $last } 之間

read-bounds-index-expected = 0 到 { $last } 之間的列、行或宮編號
