### worksheet.ftl in zh-Hans: see en/worksheet.ftl for what each message says.

worksheet-title = 回溯练习单：{ $strategy } 搜索

worksheet-summary = { $size }x{ $size } 的题目，已知数 { $givens } 个，空格 { $empty } 个。粗体数字是已知数。

worksheet-puzzle = 题目

worksheet-first-steps = 前 { $n } 步

worksheet-moments = 关键时刻

worksheet-first-dead-end = 第一条死路（第 { $step } 步）

worksheet-longest-backtrack = 最长的回溯：连续撤销 { $n } 个试填（到第 { $step } 步）

worksheet-solution = 第一个解（第 { $step } 步）

worksheet-no-solution = 搜索走了 { $steps } 步，没有找到解。

worksheet-counters = 统计

worksheet-counter-columns =
    .counter = 统计
    .value = 数值
    .counts = 统计的是什么

worksheet-questions = 问题

worksheet-ask-candidates = 第 { $step } 步时，搜索看着下面盘面上的 { $cell }（标有 ?）。{ $cell } 有哪些备选数？

worksheet-ask-domain = 第 { $step } 步时，搜索看着下面盘面上的 { $cell }（标有 ?）。{ $cell } 的值域里还剩哪些值？（推理可能已删去盘面上看不出来的值：请沿着之前的步骤推一推。）

worksheet-ask-next = 第 { $step } 步，搜索做了这件事：{ $sentence }。接下来它看哪一格？

worksheet-ask-placements = 在第一条死路之前，搜索填了几次数？

worksheet-answers = 答案

worksheet-answer-candidates = { $candidates }。轨迹第 { $step } 步：{ $sentence }

worksheet-answer-next = { $cell }。轨迹第 { $step } 步：{ $sentence }

worksheet-answer-placements = { $n } 次：第一条死路在第 { $step } 步。
