### faults-candidates.ftl in zh-Hans: see en/faults-candidates.ftl for what each message says.

faults-candidates-wrong-set = 备选数不对：{ $cell } 写的是 { $claimed }；{ $why }

faults-candidates-set-held = { $digit } 不是备选数：同{ $unit } 的 { $peer } 已经是 { $digit }

faults-candidates-set-off-board = { $digit } 不是备选数：{ $side }×{ $side } 的数独只用 1 到 { $max }

faults-candidates-set-missing = 漏了 { $digit }：没有相关格填过 { $digit }

faults-candidates-wrong-set-expected = 备选数 { $candidates }

faults-candidates-out-of-order = 排除的数字顺序不对：{ $digit } 排在 { $after } 后面

faults-candidates-out-of-order-expected = 每个被排除的数字只列一次，从小到大

faults-candidates-false-exclusion = 错误的排除：排除了 { $digit }（理由是 { $peer }），但 { $cell } 的相关格都没有填 { $digit }

faults-candidates-false-exclusion-expected = { $digit } 留在备选数中

faults-candidates-exclusion-wrong-unit = 排除理由的区域不对：排除 { $digit } 的理由写成同{ $unit } 的 { $peer }；{ $why }

faults-candidates-exclusion-not-in-unit = 错误的排除理由：排除 { $digit } 的理由写成 { $peer }，但 { $peer } 不在 { $cell } 所在的{ $unit }

faults-candidates-exclusion-holds-other = 错误的排除理由：排除 { $digit } 的理由写成同{ $unit } 的 { $peer }，但 { $peer } { $held }

faults-candidates-exclusion-not-first = 排除理由不是第一个：排除 { $digit } 的理由写成同{ $unit } 的 { $peer }

faults-candidates-exclusion-expected = { $digit } 由同{ $unit } 的 { $peer } 排除：它是第一个填了 { $digit } 的相关格（先查行，再查列，最后查宫，各按阅读顺序）

faults-candidates-not-excluded = { $digit } 既不在备选数中，也没有被排除

faults-candidates-rejection-wrong-unit = 否决理由的区域不对：{ $cell } 不能填 { $digit } 的理由写成同{ $unit } 的 { $peer }；{ $why }

faults-candidates-rejection-not-in-unit = 错误的否决：{ $peer } 不在 { $cell } 所在的{ $unit }

faults-candidates-rejection-holds-other = 错误的否决：{ $cell } 不能填 { $digit } 的理由写成 { $peer }，但 { $peer } { $held }

faults-candidates-rejection-not-first = 否决理由不是第一个：{ $cell } 不能填 { $digit } 的理由写成同{ $unit } 的 { $peer }

faults-candidates-rejection-expected = { $digit } 被否决，因为同{ $unit } 的 { $peer } 已经是 { $digit }：它是第一个填了 { $digit } 的相关格（先查行，再查列，最后查宫）

faults-candidates-rejection-none-expected = 不该否决：没有相关格填过 { $digit }，{ $cell } 可以填 { $digit }

faults-candidates-wrong-unit-shared = { $peer } 确实是第一个填了这个数的相关格，但它和 { $cell } 也在同一{ $first }，而{ $first }要先查（先查行，再查列，最后查宫）

faults-candidates-wrong-unit-apart = { $peer } 确实是第一个填了这个数的相关格，但它不在 { $cell } 所在的{ $unit }：两格其实同在一{ $first }

faults-candidates-holds-nothing = 是空格

faults-candidates-holds-digit = 填的是 { $digit }
