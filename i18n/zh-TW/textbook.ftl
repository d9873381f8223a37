### textbook.ftl in zh-TW: see en/textbook.ftl for what each message says.



textbook-values-ordered = { $cell }：先試對其他格子限制最少的值：{ $values }

textbook-value-cost = { $digit }（{ $removes ->
        [0] 不會刪去任何相關格子的值
       *[other] 會從 { $removes } 個相關格子的值域中刪去 { $digit }
    }）

textbook-conflict-set = { $cell } 的衝突集：{ $guesses }，就是這些猜測排除了它的數字

textbook-conflict-set-empty = { $cell } 的衝突集是空的：光靠提示數就排除了它的所有數字

textbook-backjumped = 越過 { $over } 個猜測，跳回 { $to } 填 { $digit } 的地方：{ $cell } 走進死路，只因為 { $guesses }

textbook-wipeout-fc = { $cell } 的值域被清空：{ $guess } 填 { $digit }（第 { $step } 步）之後，前向檢查在第 { $at } 步刪去了它最後一個值 { $last }（這個猜測引發的第 { $chain } 次刪去）；搜尋還沒走到 { $cell }，推理就先發現失敗了

textbook-wipeout-mac = { $cell } 的值域被清空：{ $guess } 填 { $digit }（第 { $step } 步）之後，弧一致性在第 { $at } 步刪去了它最後一個值 { $last }（這個猜測引發的第 { $chain } 次刪去）；搜尋還沒走到 { $cell }，推理就先發現失敗了

textbook-wipeout-givens = { $cell } 的值域被清空：光靠提示數，弧一致性在第 { $at } 步刪去了它最後一個值 { $last }，所以此題無解

textbook-pruned-earlier-one-value = { $digit } 已在第 { $step } 步由弧一致性刪去（當時 { $by } 只剩 { $digit }）

textbook-conflict-set-blamed = { $cell } 的衝突集：{ $guesses }。規則：提示數沒排除的每個數字，算在最早排除它的猜測上；提示數排除了 { $givens }，提示數永遠不會撤銷，不算在內

textbook-backjumped-dead-end = 越過 { $over } 個猜測（{ $skipped }），跳回 { $to } 填 { $digit } 的地方：{ $cell } 走進死路，只因為 { $guesses }

textbook-backjumped-no-value = { $cell } 已經沒有可試的值：越過 { $over } 個猜測（{ $skipped }），跳回 { $to } 填 { $digit } 的地方：排除它各個值的只有 { $guesses }

textbook-list-last = 、
