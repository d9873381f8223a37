### faults-textbook.ftl in zh-TW: see en/faults-textbook.ftl for what each message says.

faults-textbook-why-placed = 前向檢查 { $by } = { $digit }：按從左到右、從上到下的順序，凡可填值含 { $digit } 的同列、同行、同宮空格都刪去它

faults-textbook-why-one-value = 弧一致性：{ $by } 只剩 { $digit } 可填，按從左到右、從上到下的順序，與它同列、同行、同宮的空格都刪去 { $digit }

faults-textbook-stops-short = 推論停得太早：{ $cell } 的可填值中還有 { $digit }

faults-textbook-no-inference = 出現了刪去，但策略 `{ $strategy }` 不做推論

faults-textbook-no-inference-expected = 只有做推論時才有刪去：策略名為 `backtrack+fc` 或 `backtrack+mac`（可帶其他選項）

faults-textbook-not-peer = 錯誤的刪去：{ $cell } 與 { $by } 不在同一列、行或宮

faults-textbook-not-peer-expected = 刪去的格子與 `by` 同列、同行或同宮

faults-textbook-none-due-expected = 刪去只在剛填一格之後（前向檢查），或某個只剩一值的空格，其值仍在同列、同行、同宮空格的可填值中時（弧一致性）

faults-textbook-no-lcv = 出現了值的排序，但策略 `{ $strategy }` 不依最少限制值排序

faults-textbook-value-count-wrong = 個數不對：說 { $digit } 刪去 { $said } 個，但 { $cell } 的同列、同行、同宮空格中有 { $count } 個仍可填它

faults-textbook-conflicts-expected = 衝突集 { $conflicts }：{ $rule ->
        [pruned] 前向檢查時從 { $cell } 的值域刪去過值的那些猜測（FC-CBJ）
       *[other] 對提示數留給 { $cell } 的每個候選數 { $base }，找出最早排除它的猜測
    }
