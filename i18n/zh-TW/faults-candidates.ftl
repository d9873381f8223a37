### faults-candidates.ftl in zh-TW: see en/faults-candidates.ftl for what each message says.

faults-candidates-wrong-set = 候選數不對：{ $cell } 寫的是 { $claimed }；{ $why }

faults-candidates-set-held = { $digit } 不是候選數：同{ $unit } 的 { $peer } 已經是 { $digit }

faults-candidates-set-off-board = { $digit } 不是候選數：{ $side }×{ $side } 的數獨只用 1 到 { $max }

faults-candidates-wrong-set-expected = 候選數 { $candidates }

faults-candidates-false-exclusion-expected = { $digit } 留在候選數中

faults-candidates-exclusion-expected = { $digit } 由同{ $unit } 的 { $peer } 排除：它是第一個填有 { $digit } 的相關格（先查列，再查行，最後查宮，各依閱讀順序）

faults-candidates-not-excluded = { $digit } 既不在候選數中，也沒有被排除

faults-candidates-rejection-expected = { $digit } 被否決，因為同{ $unit } 的 { $peer } 已經是 { $digit }：它是第一個填有 { $digit } 的相關格（先查列，再查行，最後查宮）

faults-candidates-wrong-unit-shared = { $peer } 確實是第一個填有這個數的相關格，但它和 { $cell } 也在同一{ $first }，而{ $first }要先查（先查列，再查行，最後查宮）
