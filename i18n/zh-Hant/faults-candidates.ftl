### faults-candidates.ftl in zh-Hant: see en/faults-candidates.ftl for what each message says.

faults-candidates-wrong-set = 備選數不對：{ $cell } 寫的是 { $claimed }；{ $why }

faults-candidates-set-held = { $digit } 不是備選數：同{ $unit } 的 { $peer } 已有 { $digit }

faults-candidates-set-off-board = { $digit } 不是備選數：{ $side }×{ $side } 的數獨只用 1 到 { $max }

faults-candidates-set-missing = 漏了 { $digit }：沒有相關格填過 { $digit }

faults-candidates-wrong-set-expected = 備選數 { $candidates }

faults-candidates-out-of-order = 排除的數字順序不對：{ $digit } 排在 { $after } 後面

faults-candidates-out-of-order-expected = 每個被排除的數字只列一次，從小到大

faults-candidates-false-exclusion = 錯誤的排除：排除了 { $digit }（理由是 { $peer }），但 { $cell } 的相關格都沒有填 { $digit }

faults-candidates-false-exclusion-expected = { $digit } 留在備選數中

faults-candidates-exclusion-wrong-unit = 排除理由的區域不對：排除 { $digit } 的理由寫成同{ $unit } 的 { $peer }；{ $why }

faults-candidates-exclusion-not-in-unit = 錯誤的排除理由：排除 { $digit } 的理由寫成 { $peer }，但 { $peer } 不在 { $cell } 所在的{ $unit }

faults-candidates-exclusion-holds-other = 錯誤的排除理由：排除 { $digit } 的理由寫成同{ $unit } 的 { $peer }，但 { $peer } { $held }

faults-candidates-exclusion-not-first = 排除理由不是第一個：排除 { $digit } 的理由寫成同{ $unit } 的 { $peer }

faults-candidates-exclusion-expected = { $digit } 由同{ $unit } 的 { $peer } 排除：它是第一個填有 { $digit } 的相關格（先查行，再查列，最後查宮，各按閱讀順序）

faults-candidates-not-excluded = { $digit } 既不在備選數中，也沒有被排除

faults-candidates-rejection-wrong-unit = 否決理由的區域不對：{ $cell } 不能填 { $digit } 的理由寫成同{ $unit } 的 { $peer }；{ $why }

faults-candidates-rejection-not-in-unit = 錯誤的否決：{ $peer } 不在 { $cell } 所在的{ $unit }

faults-candidates-rejection-holds-other = 錯誤的否決：{ $cell } 不能填 { $digit } 的理由寫成 { $peer }，但 { $peer } { $held }

faults-candidates-rejection-not-first = 否決理由不是第一個：{ $cell } 不能填 { $digit } 的理由寫成同{ $unit } 的 { $peer }

faults-candidates-rejection-expected = { $digit } 被否決，因為同{ $unit } 的 { $peer } 已有 { $digit }：它是第一個填有 { $digit } 的相關格（先查行，再查列，最後查宮）

faults-candidates-rejection-none-expected = 不該否決：沒有相關格填過 { $digit }，{ $cell } 可以填 { $digit }

faults-candidates-wrong-unit-shared = { $peer } 確實是第一個填有這個數的相關格，但它和 { $cell } 也在同一{ $first }，而{ $first }要先查（先查行，再查列，最後查宮）

faults-candidates-wrong-unit-apart = { $peer } 確實是第一個填有這個數的相關格，但它不在 { $cell } 所在的{ $unit }：兩格其實同在一{ $first }

faults-candidates-holds-nothing = 是空格

faults-candidates-holds-digit = 填的是 { $digit }
