### textbook.ftl in zh-Hant: see en/textbook.ftl for what each message says.

textbook-pruned-placed = 從 { $cell } 的值域刪去 { $digit }：{ $by } 剛填入 { $digit }

textbook-pruned-one-value = 從 { $cell } 的值域刪去 { $digit }：{ $by } 只剩 { $digit } 可填

textbook-values-ordered = { $cell }：按最少約束值排序，先試 { $values }

textbook-value-cost = { $digit }（{ $removes ->
        [0] 不會刪去任何相關格的值
       *[other] 會從 { $removes } 個相關格的值域中刪去 { $digit }
    }）

textbook-conflict-set = { $cell } 的衝突集：{ $guesses }，正是這些猜測排除了它的數字

textbook-conflict-set-empty = { $cell } 的衝突集是空的：單憑題目給的數字就排除了它的數字

textbook-guess-at-depth = { $cell }（第 { $depth } 層）

textbook-backjumped = 退回「{ $to } 填 { $digit }」那一步（越過 { $over } 個猜測）：{ $cell } 的死路只與 { $guesses } 有關

textbook-domain = { $cell }：值域 { $domain }；排除 { $excluded }

textbook-domain-pruned = { $cell }：值域 { $domain }；{ $pruned }；排除 { $excluded }

textbook-pruned-earlier-one-value = { $digit } 已在第 { $step } 步由弧相容刪去（當時 { $by } 只剩 { $digit }）

textbook-pruned-earlier-placed = { $digit } 已在第 { $step } 步刪去（{ $by } 填入 { $digit }）

textbook-placed-domain = 嘗試 { $cell } 填 { $digit }（值域中第 { $choice } 個值，共 { $of } 個）

textbook-wipeout-fc = { $cell } 的值域被清空：{ $guess } 填 { $digit }（第 { $step } 步）之後，前向檢查在第 { $at } 步刪去了它最後一個值 { $last }（這個猜測引發的第 { $chain } 次刪去）；搜尋還沒走到 { $cell }，推理已先發現失敗

textbook-wipeout-mac = { $cell } 的值域被清空：{ $guess } 填 { $digit }（第 { $step } 步）之後，弧相容在第 { $at } 步刪去了它最後一個值 { $last }（這個猜測引發的第 { $chain } 次刪去）；搜尋還沒走到 { $cell }，推理已先發現失敗

textbook-wipeout-givens = { $cell } 的值域被清空：單憑題目給的數字，弧相容在第 { $at } 步刪去了它最後一個值 { $last }，所以此題無解

textbook-conflict-set-blamed = { $cell } 的衝突集：{ $guesses }。規則：題目給的數字沒排除的每個數字，算在最早排除它的猜測上；題目給的數字排除了 { $givens }，它們永不撤回，不算在內

textbook-conflict-set-pruned = { $cell } 的衝突集：{ $guesses }。規則（FC-CBJ）：前向檢查時從它的值域刪去過值的那些猜測

textbook-conflict-set-blamed-all = { $cell } 的衝突集：{ $guesses }。規則：每個數字算在最早排除它的猜測上

textbook-guess-blamed = { $cell }（第 { $depth } 層，排除 { $digits }）

textbook-given-blamed = { $digit }（{ $cell }）

textbook-assignment = { $cell } 填 { $digit }

textbook-backjumped-dead-end = 退回「{ $to } 填 { $digit }」那一步（越過 { $over } 個猜測：{ $skipped }）：{ $cell } 的死路只與 { $guesses } 有關

textbook-backjumped-no-value = { $cell } 已沒有可試的值，退回「{ $to } 填 { $digit }」那一步（越過 { $over } 個猜測：{ $skipped }）：排除它各個值的只有 { $guesses }

textbook-list-separator = 、

textbook-list-last = {" "}和{" "}

textbook-counters =
    .prunings-name = 刪去
    .prunings-definition = 推理從值域中刪去的數字
    .backjumps-name = 回跳
    .backjumps-definition = 越過至少一個猜測的回跳
    .guesses-skipped-name = 越過的猜測
    .guesses-skipped-definition = 回跳時直接撤回、不再回頭試的猜測
