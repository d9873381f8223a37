### faults-header.ftl in zh-TW: see en/faults-header.ftl for what each message says.

faults-header-size-mismatch-expected = 大小 = 宮的列數 × 宮的行數

faults-header-givens-not-grid = 提示數 `{ $givens }` 不是 { $side }×{ $side } 的盤面

faults-header-givens-not-grid-expected = { $cells } 個字元，逐列寫出：空格寫 `.`，數字依次為 1-9、A、B……直到 { $max }
