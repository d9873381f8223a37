### faults-textbook.ftl in zh-Hans: see en/faults-textbook.ftl for what each message says.

faults-textbook-due = 由 { $by } 从 { $cell } 的可填值中删去 { $digit }（{ $why }）

faults-textbook-why-placed = 前向检查 { $by } = { $digit }：按从左到右、从上到下的顺序，凡可填值含 { $digit } 的同行、同列、同宫空格都删去它

faults-textbook-why-one-value = 弧相容：{ $by } 只剩 { $digit } 可填，按从左到右、从上到下的顺序，与它同行、同列、同宫的空格都删去 { $digit }

faults-textbook-wiped = 上一次删去之后 { $cell } 已经没有值可填，搜索却还在继续

faults-textbook-wiped-expected = 在 { $cell } 写 `dead_end`：可填值被删空就是死路

faults-textbook-stops-short = 推理停得太早：{ $cell } 的可填值中还有 { $digit }

faults-textbook-no-inference = 出现了删去，但策略 `{ $strategy }` 不做推理

faults-textbook-no-inference-expected = 只有做推理时才有删去：策略名为 `backtrack+fc` 或 `backtrack+mac`（可带其他选项）

faults-textbook-only-forward = 出现了因只剩一值而做的删去，但 `{ $strategy }` 只做前向检查

faults-textbook-only-forward-expected = 只有因刚填的格子而做的删去（`reason` 为 `placed`）

faults-textbook-not-peer = 错误的删去：{ $cell } 与 { $by } 不在同一行、列或宫

faults-textbook-not-peer-expected = 删去的格子与 `by` 同行、同列或同宫

faults-textbook-not-in-domain = 错误的删去：{ $digit } 不在 { $cell } 当前可填的值 { $domain } 之中

faults-textbook-not-in-domain-expected = 删去该格当前可填的值之一

faults-textbook-by-not-placed = 错误的删去：{ $by } 填的不是 { $digit }（{ $holds }）

faults-textbook-by-not-placed-expected = `by` 是刚填了 { $digit } 的格子

faults-textbook-by-not-one-value = 错误的删去：{ $by } 不是只剩 { $digit } 可填的空格（可填的值 { $domain }，{ $holds }）

faults-textbook-by-not-one-value-expected = `by` 是可填值只有 [{ $digit }] 的空格

faults-textbook-not-due-first = 由 { $by } 从 { $cell } 删去 { $digit }，但应先删去的是 { $due_cell } 的 { $due_digit }

faults-textbook-none-due = 由 { $by } 从 { $cell } 删去 { $digit }，但此处不该有删去

faults-textbook-none-due-expected = 删去只在刚填一格之后（前向检查），或某个只剩一值的空格，其值仍在同行、同列、同宫空格的可填值中时（弧相容）

faults-textbook-no-lcv = 出现了值的排序，但策略 `{ $strategy }` 不按最少约束值排序

faults-textbook-no-lcv-expected = 只有策略名为 `backtrack+lcv`（可带其他选项）时才写 `values_ordered`

faults-textbook-value-count = { $digit }（删去 { $removes } 个）

faults-textbook-value-separator = 、

faults-textbook-value-not-in-domain = { $digit } 不在 { $cell } 当前可填的值 { $domain } 之中

faults-textbook-value-count-wrong = 个数不对：说 { $digit } 删去 { $said } 个，但 { $cell } 的同行、同列、同宫空格中有 { $count } 个仍可填它

faults-textbook-value-order-wrong = 顺序不对：{ $values }

faults-textbook-values-expected = { $values }：可填的值 { $domain }，各附上当前仍可填它的相关空格数，由少到多（数目相同时小的数字在前）

faults-textbook-what-conflict-set = 冲突集

faults-textbook-what-backjump = 回跳

faults-textbook-no-backjump = 出现了{ $what }，但策略 `{ $strategy }` 不做回跳

faults-textbook-no-backjump-expected = 只有策略名为 `backtrack+backjump`（可带其他选项）时才有{ $what }

faults-textbook-list-out-of-order = 冲突集中第 { $depth } 层的猜测次序不对

faults-textbook-list-out-of-order-expected = 按层排列的猜测，最早的在前，每个只列一次

faults-textbook-list-wrong-cell = 冲突集说第 { $depth } 层的猜测在 { $cell }，但第 { $depth } 层的猜测是 { $standing } = { $digit }

faults-textbook-list-wrong-cell-expected = 当前路径上的每个猜测，格子和层数都对

faults-textbook-list-not-standing = 冲突集列出第 { $depth } 层的猜测，但当前只有 { $standing } 个猜测

faults-textbook-list-not-standing-expected = 当前路径上仍有效的猜测

faults-textbook-not-after-dead-end = { $cell } 的冲突集没有紧跟在它的死路之后

faults-textbook-not-after-dead-end-expected = 紧跟在 { $cell } 的 `dead_end` 之后写 `conflict_set`

faults-textbook-conflicts-miss = 冲突集漏了 { $guess }，{ $rule ->
        [pruned] 正是它的前向检查从这一格的值域删去了 { $digit }
       *[other] 它是最早排除 { $digit } 的猜测
    }

faults-textbook-conflicts-extra = 冲突集列出了 { $guess }，{ $rule ->
        [pruned] 但它的前向检查没有从 { $cell } 的值域删去任何值
       *[other] 但它不是最早排除 { $cell } 任何数字的猜测
    }

faults-textbook-conflicts-expected = 冲突集 { $conflicts }：{ $rule ->
        [pruned] 前向检查时从 { $cell } 的值域删去过值的那些猜测（FC-CBJ）
       *[other] 对已知数留给 { $cell } 的每个备选数 { $base }，找出最早排除它的猜测
    }
