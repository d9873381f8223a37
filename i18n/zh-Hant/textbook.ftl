### textbook.ftl in zh-Hant: see en/textbook.ftl for what each message says.

textbook-pruned-placed = 從 { $cell } 的備選數刪去 { $digit }：{ $by } 剛填入 { $digit }

textbook-pruned-one-value = 從 { $cell } 的備選數刪去 { $digit }：{ $by } 只剩 { $digit } 可填

textbook-values-ordered = { $cell }：先試限制最少的值：{ $values }

textbook-value-cost = { $digit }（刪去 { $removes } 個備選數）

textbook-conflict-set = { $cell } 的衝突集：{ $guesses }，正是這些猜測排除了它的數字

textbook-conflict-set-empty = { $cell } 的衝突集是空的：單憑題目給的數字就排除了它的數字

textbook-guess-at-depth = { $cell }（第 { $depth } 層）

textbook-backjumped = 跳過 { $over } 個猜測，回到 { $to } 填 { $digit }：{ $cell } 此路不通，只因 { $guesses }

textbook-list-separator = 、

textbook-list-last = {" "}和{" "}

textbook-counters =
    .prunings-name = 刪去
    .prunings-definition = 推理從備選數中刪去的數字
    .backjumps-name = 回跳
    .backjumps-definition = 越過至少一個猜測的回跳
    .guesses-skipped-name = 跳過的猜測
    .guesses-skipped-definition = 回跳越過的猜測
