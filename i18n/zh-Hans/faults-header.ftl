### faults-header.ftl in zh-Hans: see en/faults-header.ftl for what each message says.

faults-header-size-mismatch = 大小 { $size } 与 { $shape } 的宫（{ $side } 个数字）不符

faults-header-size-mismatch-expected = 大小 = 宫的行数 × 宫的列数

faults-header-givens-not-grid = 已知数 `{ $givens }` 不是 { $side }×{ $side } 的盘面

faults-header-givens-not-grid-expected = { $cells } 个字符，逐行写出：空格写 `.`，数字依次为 1-9、A、B……直到 { $max }
