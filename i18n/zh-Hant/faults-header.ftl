### faults-header.ftl in zh-Hant: see en/faults-header.ftl for what each message says.

faults-header-size-mismatch = 大小 { $size } 與 { $shape } 的宮（{ $side } 個數字）不符

faults-header-size-mismatch-expected = 大小 = 宮的行數 × 宮的列數

faults-header-givens-not-grid = 已知數 `{ $givens }` 不是 { $side }×{ $side } 的盤面

faults-header-givens-not-grid-expected = { $cells } 個字元，逐行寫出：空格寫 `.`，數字依次為 1-9、A、B……直到 { $max }
