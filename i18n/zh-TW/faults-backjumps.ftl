### faults-backjumps.ftl in zh-TW: see en/faults-backjumps.ftl for what each message says.

faults-backjumps-conflicts-expected = 衝突集 { $conflicts }：{ $cell } 自己的衝突（{ $rule ->
        [pruned] 前向檢查時從它的值域刪去過值的猜測
       *[other] 對提示數留給它的每個候選數，找出最早排除它的猜測
    }），再加上先前跳回到它的猜測上的回跳傳下來的猜測

faults-backjumps-ordinary-backtrack-expected = 不回跳：退回最近的猜測，就是一般的回溯

faults-backjumps-backjump-due = 從 { $cell } 做了一般的回溯，但它的衝突集中最近的猜測是 { $target } = { $digit }（第 { $depth } 層）
