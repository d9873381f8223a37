### worksheet.ftl in zh-Hant: see en/worksheet.ftl for what each message says.

worksheet-title = 回溯工作紙：{ $strategy }

worksheet-summary = { $size }×{ $size } 的題目，已知數 { $givens } 個，空格 { $empty } 個。粗體數字是已知數。

worksheet-puzzle = 題目

worksheet-first-steps = 前 { $n } 步

worksheet-moments = 關鍵時刻

worksheet-first-dead-end = 第一條死路（第 { $step } 步）

worksheet-longest-backtrack = 最長的回溯：連續撤回 { $n } 個猜測（到第 { $step } 步）

worksheet-solution = 第一個解（第 { $step } 步）

worksheet-no-solution = 搜尋走了 { $steps } 步，沒有找到解。

worksheet-counters = 統計

worksheet-counter-columns =
    .counter = 項目
    .value = 次數
    .counts = 含義

worksheet-questions = 問題

worksheet-ask-candidates = 第 { $step } 步時，搜尋看著下面盤面上的 { $cell }（標有 ?）。{ $cell } 有哪些備選數？

worksheet-ask-domain = 第 { $step } 步時，搜尋看著下面盤面上的 { $cell }（標有 ?）。{ $cell } 的值域裡還剩哪些值？（推理可能已刪去盤面上看不出來的值：請沿著之前的步驟推推看。）

worksheet-ask-next = 第 { $step } 步是「{ $sentence }」。接下來搜尋看哪一格？

worksheet-ask-placements = 在第一條死路之前，搜尋填了幾次數？

worksheet-answers = 答案

worksheet-answer-candidates = { $candidates }。軌跡第 { $step } 步：{ $sentence }

worksheet-answer-next = { $cell }。軌跡第 { $step } 步：{ $sentence }

worksheet-answer-placements = { $n } 次：第一條死路在第 { $step } 步。

worksheet-chain = 推理刪去 { $count } 個值：{ $list }

worksheet-pruned-item = 從 { $cell } 刪去 { $digit }

worksheet-domains-note = 用了推理時，每個空格用小字標出它的值域，也就是它還能填的值。

worksheet-ask-pruning-fc = 第 { $step } 步，搜尋在下面的盤面上填 { $guess }（每個空格標著它的值域）。前向檢查會刪去哪些值？從哪些格子刪去？

worksheet-ask-pruning-mac = 第 { $step } 步，搜尋在下面的盤面上填 { $guess }（每個空格標著它的值域）。弧相容會刪去哪些值？從哪些格子刪去？

worksheet-answer-pruning = { $list }。軌跡第 { $from } 步到第 { $to } 步。

worksheet-ask-wipeout = 第 { $step } 步，搜尋在下面的盤面上填 { $guess }（每個空格標著它的值域）。接著推理會把某一格的值域清空。是哪一格？最後刪去的是哪個值？

worksheet-answer-wipeout = { $cell }。軌跡第 { $step } 步：{ $sentence }

worksheet-ask-order = 第 { $step } 步，搜尋給 { $cell }（標有 ?）的值 { $domain } 排序，約束最少的值在前：會從相關格的值域裡刪去的值越少，越先試；一樣多的按從小到大。它按什麼順序試？

worksheet-answer-order = { $order }。軌跡第 { $step } 步：{ $sentence }

worksheet-ask-backjump = 第 { $step } 步，{ $cell }（標有 ✗）已經沒有值可填。現在的填數從前到後是：{ $path }。其中哪些構成它的衝突集？搜尋跳回到哪一次填數？

worksheet-answer-backjump = 軌跡第 { $conflict_step } 步：{ $conflict }。第 { $jump_step } 步：{ $jump }

worksheet-guess = { $cell } = { $digit }

worksheet-no-answers = 這份工作紙不附答案。
