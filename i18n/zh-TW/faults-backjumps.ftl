### faults-backjumps.ftl in zh-TW: see en/faults-backjumps.ftl for what each message says.

faults-backjumps-not-carried-out = 跳回 { $to } = { $digit }、越過 { $over } 個猜測的回跳沒有做完：還得再擦掉 { $remaining } 次

faults-backjumps-not-carried-out-expected = `undone` { $cell } = { $digit }（回跳之後緊接著 `over` + 1 次擦掉，從最近的猜測擦起，一路擦到它跳回的那個猜測）

faults-backjumps-not-used-up-expected = 緊接在 { $cell } 的衝突集之後，或在擦掉它的最後一個值之後，才寫 `backjumped`

faults-backjumps-misses-passed-on = 衝突集漏了 { $guess }：它是先前跳回這一格某個猜測的回跳傳下來的

faults-backjumps-conflicts-expected = 衝突集 { $conflicts }：{ $cell } 自己的衝突（對提示數留給它的每個候選數，找出最早排除它的猜測），再加上先前跳回到它的猜測上的回跳傳下來的猜測

faults-backjumps-empty-set-expected = 不回跳：沒有猜測可以歸咎，搜尋就此結束，擦掉所有仍有效的猜測

faults-backjumps-ordinary-backtrack-expected = 不回跳：退回最近的猜測，就是一般的回溯

faults-backjumps-backjump-due = 從 { $cell } 做了一般的回溯，但它的衝突集中最近的猜測是 { $target } = { $digit }（第 { $depth } 層）

faults-backjumps-backjump-due-expected = 擦掉之前先寫 `backjumped`：從 { $cell } 跳回 { $target } = { $digit }，越過 { $over } 個猜測
