### faults-backjumps.ftl in zh-Hant: see en/faults-backjumps.ftl for what each message says.

faults-backjumps-not-carried-out = 跳回 { $to } = { $digit }、越過 { $over } 個猜測的回跳沒有做完：還差 { $remaining } 次撤回

faults-backjumps-not-carried-out-expected = `undone` { $cell } = { $digit }（回跳之後緊接 `over` + 1 次撤回，從最近的猜測撤起，一直撤到它跳回的那個猜測）

faults-backjumps-not-used-up = { $cell } 的值還沒試完，就從它回跳了

faults-backjumps-not-used-up-expected = 緊接在 { $cell } 的衝突集之後，或在撤回它的最後一個值之後，才寫 `backjumped`

faults-backjumps-misses-passed-on = 衝突集漏了 { $guess }：它是之前跳回這一格某個猜測的回跳傳下來的

faults-backjumps-lists-extra = 衝突集列出了 { $guess }，{ $rule ->
        [pruned] 但它既沒有從 { $cell } 的值域刪去任何值
       *[other] 但它既沒有排除 { $cell } 的任何數字
    }，也不是哪次回跳傳下來的

faults-backjumps-conflicts-expected = 衝突集 { $conflicts }：{ $cell } 自己的衝突（{ $rule ->
        [pruned] 前向檢查時從它的值域刪去過值的猜測
       *[other] 對已知數留給它的每個備選數，找出最早排除它的猜測
    }），加上之前跳回到它的猜測上的回跳傳下來的猜測

faults-backjumps-empty-set = 從 { $cell } 回跳，但衝突集是空的

faults-backjumps-empty-set-expected = 不回跳：沒有猜測可以歸咎，搜尋就此結束，撤回所有仍有效的猜測

faults-backjumps-wrong-to = 跳回 { $to } = { $digit }，但衝突集中最近的猜測是 { $latest } = { $latest_digit }（第 { $depth } 層）

faults-backjumps-wrong-to-expected = `to` 為 { $latest } = { $latest_digit }：回跳要跳回衝突集中最近的那個猜測

faults-backjumps-wrong-over = `over` 寫的是 { $over }，但從第 { $latest } 層到回跳所在的第 { $depth } 層要越過 { $skipped } 個猜測

faults-backjumps-wrong-over-expected = `over` 為 { $skipped }：回跳所在的層數，減去它跳回的猜測的層數

faults-backjumps-ordinary-backtrack-expected = 不回跳：退回最近的猜測，就是普通的回溯

faults-backjumps-backjump-due = 從 { $cell } 做了普通的回溯，但它的衝突集中最近的猜測是 { $target } = { $digit }（第 { $depth } 層）

faults-backjumps-backjump-due-expected = 撤回之前先寫 `backjumped`：從 { $cell } 跳回 { $target } = { $digit }，越過 { $over } 個猜測
