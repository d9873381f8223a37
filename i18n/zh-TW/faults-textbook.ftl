### faults-textbook.ftl in zh-TW: see en/faults-textbook.ftl for what each message says.

faults-textbook-why-placed = 前向檢查 { $by } = { $digit }：按從左到右、從上到下的順序，凡可填值含 { $digit } 的同列、同行、同宮空格都刪去它

faults-textbook-why-one-value = 弧相容：{ $by } 只剩 { $digit } 可填，按從左到右、從上到下的順序，與它同列、同行、同宮的空格都刪去 { $digit }

faults-textbook-not-peer = 錯誤的刪去：{ $cell } 與 { $by } 不在同一列、行或宮

faults-textbook-not-peer-expected = 刪去的格子與 `by` 同列、同行或同宮

faults-textbook-none-due-expected = 刪去只在剛填一格之後（前向檢查），或某個只剩一值的空格，其值仍在同列、同行、同宮空格的可填值中時（弧相容）

faults-textbook-value-count-wrong = 個數不對：說 { $digit } 刪去 { $said } 個，但 { $cell } 的同列、同行、同宮空格中有 { $count } 個仍可填它

faults-textbook-values-expected = { $values }：可填的值 { $domain }，各附上目前仍可填它的空白相關格子數目，由少到多（數目相同時小的數字在前）

faults-textbook-conflicts-expected = 衝突集 { $conflicts }：對提示數留給 { $cell } 的每個候選數 { $base }，找出最早排除它的猜測
