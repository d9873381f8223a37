### textbook.ftl in zh-TW: see en/textbook.ftl for what each message says.

textbook-values-ordered = { $cell } 依最少限制值排序：{ $values }

textbook-conflict-set = { $cell } 的衝突集：{ $guesses }，就是這些猜測排除了它的數字

textbook-conflict-set-empty = { $cell } 的衝突集是空的：光靠提示數就排除了它的所有數字

textbook-backjumped = 回跳到「{ $to } 填 { $digit }」這個猜測，越過 { $over } 個猜測：{ $cell } 的死路只與 { $guesses } 的猜測有關

textbook-placed-domain = 嘗試在 { $cell } 填 { $digit }（值域中第 { $choice } 個值，共 { $of } 個）

textbook-wipeout-fc = { $cell } 的值域被清空：{ $guess } 填 { $digit }（第 { $step } 步）之後，前向檢查在第 { $at } 步刪去了它最後一個值 { $last }（這個猜測引發的第 { $chain } 次刪去）；搜尋還沒走到 { $cell }，推論就先發現了這條死路

textbook-wipeout-mac = { $cell } 的值域被清空：{ $guess } 填 { $digit }（第 { $step } 步）之後，弧一致性在第 { $at } 步刪去了它最後一個值 { $last }（這個猜測引發的第 { $chain } 次刪去）；搜尋還沒走到 { $cell }，推論就先發現了這條死路

textbook-wipeout-givens = { $cell } 的值域被清空：光靠提示數，弧一致性在第 { $at } 步刪去了它最後一個值 { $last }，所以這道題目無解

textbook-pruned-earlier-one-value = { $digit } 已在第 { $step } 步由弧一致性刪去（當時 { $by } 只剩 { $digit }）

textbook-conflict-set-blamed = { $cell } 的衝突集：{ $guesses }。規則：提示數沒排除的每個數字，算在最早排除它的猜測上；提示數排除了 { $givens }，提示數永遠不會被撤回，這些數字不算在任何猜測上

textbook-backjumped-dead-end = 回跳到「{ $to } 填 { $digit }」這個猜測，越過 { $over } 個猜測（{ $skipped }）：{ $cell } 的死路只與 { $guesses } 的猜測有關

textbook-backjumped-no-value = { $cell } 已經沒有可試的值：回跳到「{ $to } 填 { $digit }」這個猜測，越過 { $over } 個猜測（{ $skipped }），因為排除它各個值的只有 { $guesses } 的猜測

textbook-list-last = 、

textbook-counters =
    .prunings-name = 刪去
    .prunings-definition = 推論從值域中刪去的數字
    .backjumps-name = 回跳
    .backjumps-definition = 越過至少一個猜測的回跳
    .guesses-skipped-name = 越過的猜測
    .guesses-skipped-definition = 回跳時直接撤回、不再回頭試的猜測
