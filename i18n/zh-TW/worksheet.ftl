### worksheet.ftl in zh-TW: see en/worksheet.ftl for what each message says.

worksheet-title = 回溯學習單：{ $strategy } 搜尋

worksheet-summary = { $size }x{ $size } 的題目，提示數 { $givens } 個，空格 { $empty } 個。粗體數字是提示數。

worksheet-longest-backtrack = 最長的回溯：連續擦掉 { $n } 個試填（到第 { $step } 步）

worksheet-counter-columns =
    .counter = 統計
    .value = 數值
    .counts = 計算的是什麼

worksheet-ask-candidates = 第 { $step } 步時，搜尋看著下面盤面上的 { $cell }（標有 ?）。{ $cell } 有哪些候選數？

worksheet-answers = 解答
