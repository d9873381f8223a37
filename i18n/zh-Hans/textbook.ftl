### textbook.ftl in zh-Hans: see en/textbook.ftl for what each message says.

textbook-pruned-placed = 从 { $cell } 的备选数中删去 { $digit }：{ $by } 刚填了 { $digit }

textbook-pruned-one-value = 从 { $cell } 的备选数中删去 { $digit }：{ $by } 只剩 { $digit } 可填

textbook-values-ordered = { $cell }：先试对其他格约束最少的值：{ $values }

textbook-value-cost = { $digit }（删去 { $removes } 个备选数）

textbook-conflict-set = { $cell } 的冲突集：{ $guesses }，正是这些猜测排除了它的数字

textbook-conflict-set-empty = { $cell } 的冲突集是空的：单凭已知数就排除了它的所有数字

textbook-guess-at-depth = { $cell }（第 { $depth } 层）

textbook-backjumped = 越过 { $over } 个猜测，跳回 { $to } 填 { $digit } 处：{ $cell } 走进死路，只因为 { $guesses }

textbook-list-separator = 、

textbook-list-last = 、

textbook-counters =
    .prunings-name = 删去
    .prunings-definition = 推理从备选数中删去的数字
    .backjumps-name = 回跳
    .backjumps-definition = 越过至少一个猜测的回跳
    .guesses-skipped-name = 跳过的猜测
    .guesses-skipped-definition = 回跳越过的猜测
