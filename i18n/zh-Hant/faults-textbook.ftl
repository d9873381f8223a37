### faults-textbook.ftl in zh-Hant: see en/faults-textbook.ftl for what each message says.

faults-textbook-due = 由 { $by } 從 { $cell } 的可填值中刪去 { $digit }（{ $why }）

faults-textbook-why-placed = 前向檢查 { $by } = { $digit }：按從左到右、從上到下的順序，凡可填值含 { $digit } 的同行、同列、同宮空格都刪去它

faults-textbook-why-one-value = 弧相容：{ $by } 只剩 { $digit } 可填，按從左到右、從上到下的順序，與它同行、同列、同宮的空格都刪去 { $digit }

faults-textbook-wiped = 上一次刪去之後 { $cell } 已無可填的值，搜尋卻還在繼續

faults-textbook-wiped-expected = 在 { $cell } 寫 `dead_end`：可填值被刪空就是死路

faults-textbook-stops-short = 推理停得太早：{ $cell } 的可填值中還有 { $digit }

faults-textbook-no-inference = 出現了刪去，但策略 `{ $strategy }` 不做推理

faults-textbook-no-inference-expected = 只有做推理時才有刪去：策略名為 `backtrack+fc` 或 `backtrack+mac`（可帶其他選項）

faults-textbook-only-forward = 出現了因只剩一值而做的刪去，但 `{ $strategy }` 只做前向檢查

faults-textbook-only-forward-expected = 只有因剛填的格子而做的刪去（`reason` 為 `placed`）

faults-textbook-not-peer = 錯誤的刪去：{ $cell } 與 { $by } 不在同一行、列或宮

faults-textbook-not-peer-expected = 刪去的格子與 `by` 同行、同列或同宮

faults-textbook-not-in-domain = 錯誤的刪去：{ $digit } 不在 { $cell } 目前可填的值 { $domain } 之中

faults-textbook-not-in-domain-expected = 刪去該格目前可填的值之一

faults-textbook-by-not-placed = 錯誤的刪去：{ $by } 填的不是 { $digit }（{ $holds }）

faults-textbook-by-not-placed-expected = `by` 是剛填入 { $digit } 的格子

faults-textbook-by-not-one-value = 錯誤的刪去：{ $by } 不是只剩 { $digit } 可填的空格（可填的值 { $domain }，{ $holds }）

faults-textbook-by-not-one-value-expected = `by` 是可填值只有 [{ $digit }] 的空格

faults-textbook-not-due-first = 由 { $by } 從 { $cell } 刪去 { $digit }，但應先刪去的是 { $due_cell } 的 { $due_digit }

faults-textbook-none-due = 由 { $by } 從 { $cell } 刪去 { $digit }，但此處不該有刪去

faults-textbook-none-due-expected = 刪去只在剛填一格之後（前向檢查），或某個只剩一值的空格，其值仍在同行、同列、同宮空格的可填值中時（弧相容）

faults-textbook-no-lcv = 出現了值的排序，但策略 `{ $strategy }` 不按最少約束值排序

faults-textbook-no-lcv-expected = 只有策略名為 `backtrack+lcv`（可帶其他選項）時才寫 `values_ordered`

faults-textbook-value-count = { $digit }（刪去 { $removes } 個）

faults-textbook-value-separator = 、

faults-textbook-value-not-in-domain = { $digit } 不在 { $cell } 目前可填的值 { $domain } 之中

faults-textbook-value-count-wrong = 個數不對：說 { $digit } 刪去 { $said } 個，但 { $cell } 的同行、同列、同宮空格中有 { $count } 個仍可填它

faults-textbook-value-order-wrong = 順序不對：{ $values }

faults-textbook-values-expected = { $values }：可填的值 { $domain }，各附上目前仍可填它的空白相關格數目，由少到多（數目相同時小的數字在前）

faults-textbook-what-conflict-set = 衝突集

faults-textbook-what-backjump = 回跳

faults-textbook-no-backjump = 出現了{ $what }，但策略 `{ $strategy }` 不做回跳

faults-textbook-no-backjump-expected = 只有策略名為 `backtrack+backjump`（可帶其他選項）時才有{ $what }

faults-textbook-list-out-of-order = 衝突集中第 { $depth } 層的猜測次序不對

faults-textbook-list-out-of-order-expected = 按層排列的猜測，最早的在前，每個只列一次

faults-textbook-list-wrong-cell = 衝突集說第 { $depth } 層的猜測在 { $cell }，但第 { $depth } 層的猜測是 { $standing } = { $digit }

faults-textbook-list-wrong-cell-expected = 目前路徑上的每個猜測，格子和層數都對

faults-textbook-list-not-standing = 衝突集列出第 { $depth } 層的猜測，但目前只有 { $standing } 個猜測

faults-textbook-list-not-standing-expected = 目前路徑上仍有效的猜測

faults-textbook-not-after-dead-end = { $cell } 的衝突集沒有緊接在它的死路之後

faults-textbook-not-after-dead-end-expected = 緊接在 { $cell } 的 `dead_end` 之後寫 `conflict_set`

faults-textbook-conflicts-miss = 衝突集漏了 { $guess }，{ $rule ->
        [pruned] 正是它的前向檢查從這一格的值域刪去了 { $digit }
       *[other] 它是最早排除 { $digit } 的猜測
    }

faults-textbook-conflicts-extra = 衝突集列出了 { $guess }，{ $rule ->
        [pruned] 但它的前向檢查沒有從 { $cell } 的值域刪去任何值
       *[other] 但它不是最早排除 { $cell } 任何數字的猜測
    }

faults-textbook-conflicts-expected = 衝突集 { $conflicts }：{ $rule ->
        [pruned] 前向檢查時從 { $cell } 的值域刪去過值的那些猜測（FC-CBJ）
       *[other] 對已知數留給 { $cell } 的每個備選數 { $base }，找出最早排除它的猜測
    }
