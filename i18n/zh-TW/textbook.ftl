### textbook.ftl in zh-TW: see en/textbook.ftl for what each message says.

textbook-pruned-placed = 從 { $cell } 的候選數刪去 { $digit }：{ $by } 剛填入 { $digit }

textbook-pruned-one-value = 從 { $cell } 的候選數刪去 { $digit }：{ $by } 只剩 { $digit } 可填

textbook-values-ordered = { $cell }：先試對其他格子限制最少的值：{ $values }

textbook-value-cost = { $digit }（刪去 { $removes } 個候選數）

textbook-conflict-set = { $cell } 的衝突集：{ $guesses }，就是這些猜測排除了它的數字

textbook-conflict-set-empty = { $cell } 的衝突集是空的：光靠提示數就排除了它的所有數字

textbook-backjumped = 越過 { $over } 個猜測，跳回 { $to } 填 { $digit } 的地方：{ $cell } 走進死路，只因為 { $guesses }

textbook-list-last = 、

textbook-counters =
    .prunings-name = 刪去
    .prunings-definition = 推理從候選數中刪去的數字
    .backjumps-name = 回跳
    .backjumps-definition = 越過至少一個猜測的回跳
    .guesses-skipped-name = 跳過的猜測
    .guesses-skipped-definition = 回跳越過的猜測
