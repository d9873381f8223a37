### worksheet.ftl in zh-Hant: see en/worksheet.ftl for what each message says.

worksheet-title = 回溯練習單：{ $strategy } 搜尋

worksheet-summary = { $size }x{ $size } 的題目，已知數 { $givens } 個，空格 { $empty } 個。粗體數字是已知數。

worksheet-puzzle = 題目

worksheet-first-steps = 前 { $n } 步

worksheet-moments = 關鍵時刻

worksheet-first-dead-end = 第一條死路（第 { $step } 步）

worksheet-longest-backtrack = 最長的回溯：連續撤回 { $n } 個猜測（到第 { $step } 步）

worksheet-solution = 第一個解（第 { $step } 步）

worksheet-no-solution = 搜尋走了 { $steps } 步，沒有找到解。

worksheet-counters = 統計

worksheet-counter-columns =
    .counter = 統計
    .value = 數值
    .counts = 計的是什麼

worksheet-questions = 問題

worksheet-ask-candidates = 第 { $step } 步時，搜尋看著下面盤面上的 { $cell }（標有 ?）。{ $cell } 有哪些備選數？

worksheet-ask-domain = 第 { $step } 步時，搜尋看著下面盤面上的 { $cell }（標有 ?）。{ $cell } 的值域裡還剩哪些值？（推理可能已刪去盤面上看不出來的值：請沿著之前的步驟推推看。）

worksheet-ask-next = 第 { $step } 步，搜尋做了這件事：{ $sentence }。接下來它看哪一格？

worksheet-ask-placements = 在第一條死路之前，搜尋填了幾次數？

worksheet-answers = 答案

worksheet-answer-candidates = { $candidates }。軌跡第 { $step } 步：{ $sentence }

worksheet-answer-next = { $cell }。軌跡第 { $step } 步：{ $sentence }

worksheet-answer-placements = { $n } 次：第一條死路在第 { $step } 步。
