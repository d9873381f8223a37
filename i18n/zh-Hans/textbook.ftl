### textbook.ftl in zh-Hans: see en/textbook.ftl for what each message says.

textbook-pruned-placed = 从 { $cell } 的值域中删去 { $digit }：{ $by } 刚填了 { $digit }

textbook-pruned-one-value = 从 { $cell } 的值域中删去 { $digit }：{ $by } 只剩 { $digit } 可填

textbook-values-ordered = { $cell }：先试对其他格约束最少的值：{ $values }

textbook-value-cost = { $digit }（{ $removes ->
        [0] 不会删去任何相关格的值
       *[other] 会从 { $removes } 个相关格的值域中删去 { $digit }
    }）

textbook-conflict-set = { $cell } 的冲突集：{ $guesses }，正是这些猜测排除了它的数字

textbook-conflict-set-empty = { $cell } 的冲突集是空的：单凭已知数就排除了它的所有数字

textbook-guess-at-depth = { $cell }（第 { $depth } 层）

textbook-backjumped = 退回“{ $to } 填 { $digit }”这一步（越过 { $over } 个猜测）：{ $cell } 的死路只与 { $guesses } 有关

textbook-domain = { $cell }：值域 { $domain }；排除 { $excluded }

textbook-domain-pruned = { $cell }：值域 { $domain }；{ $pruned }；排除 { $excluded }

textbook-pruned-earlier-one-value = { $digit } 已在第 { $step } 步由弧相容删去（当时 { $by } 只剩 { $digit }）

textbook-pruned-earlier-placed = { $digit } 已在第 { $step } 步删去（{ $by } 填了 { $digit }）

textbook-placed-domain = 在 { $cell } 试填 { $digit }（值域中第 { $choice } 个值，共 { $of } 个）

textbook-wipeout-fc = { $cell } 的值域被清空：{ $guess } 填 { $digit }（第 { $step } 步）之后，前向检查在第 { $at } 步删去了它最后一个值 { $last }（这个猜测引发的第 { $chain } 次删去）；搜索还没走到 { $cell }，推理已先发现失败

textbook-wipeout-mac = { $cell } 的值域被清空：{ $guess } 填 { $digit }（第 { $step } 步）之后，弧相容在第 { $at } 步删去了它最后一个值 { $last }（这个猜测引发的第 { $chain } 次删去）；搜索还没走到 { $cell }，推理已先发现失败

textbook-wipeout-givens = { $cell } 的值域被清空：单凭已知数，弧相容在第 { $at } 步删去了它最后一个值 { $last }，所以此题无解

textbook-conflict-set-blamed = { $cell } 的冲突集：{ $guesses }。规则：已知数没排除的每个数字，算在最早排除它的猜测上；已知数排除了 { $givens }，已知数永不撤销，不算在内

textbook-conflict-set-pruned = { $cell } 的冲突集：{ $guesses }。规则（FC-CBJ）：前向检查时从它的值域删去过值的那些猜测

textbook-conflict-set-blamed-all = { $cell } 的冲突集：{ $guesses }。规则：每个数字算在最早排除它的猜测上

textbook-guess-blamed = { $cell }（第 { $depth } 层，排除 { $digits }）

textbook-given-blamed = { $digit }（{ $cell }）

textbook-assignment = { $cell } 填 { $digit }

textbook-backjumped-dead-end = 退回“{ $to } 填 { $digit }”这一步（越过 { $over } 个猜测：{ $skipped }）：{ $cell } 的死路只与 { $guesses } 有关

textbook-backjumped-no-value = { $cell } 已没有可试的值，退回“{ $to } 填 { $digit }”这一步（越过 { $over } 个猜测：{ $skipped }）：排除它各个值的只有 { $guesses }

textbook-list-separator = 、

textbook-list-last = 、

textbook-counters =
    .prunings-name = 删去
    .prunings-definition = 推理从值域中删去的数字
    .backjumps-name = 回跳
    .backjumps-definition = 越过至少一个猜测的回跳
    .guesses-skipped-name = 越过的猜测
    .guesses-skipped-definition = 回跳时直接撤掉、不再回头试的猜测
