### worksheet.ftl in zh-TW: see en/worksheet.ftl for what each message says.

worksheet-title = 回溯學習單：{ $strategy }

worksheet-summary = { $size }×{ $size } 的題目，提示數 { $givens } 個，空格 { $empty } 個。粗體數字是提示數。

worksheet-longest-backtrack = 最長的回溯：連續擦掉 { $n } 個試填（到第 { $step } 步）

worksheet-ask-candidates = 第 { $step } 步時，搜尋看著下面盤面上的 { $cell }（標有 ?）。{ $cell } 有哪些候選數？

worksheet-answers = 解答

worksheet-ask-pruning-mac = 第 { $step } 步，搜尋在下面的盤面上試填 { $guess }（每個空格標著它的值域）。弧一致性會刪去哪些值？從哪些格子刪去？

worksheet-ask-order = 第 { $step } 步，搜尋給 { $cell }（標有 ?）的值 { $domain } 排序，約束最少的值在前：會從相關格子的值域裡刪去的值越少，越先試；一樣多的按從小到大。它按什麼順序試？
