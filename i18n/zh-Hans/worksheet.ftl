### worksheet.ftl in zh-Hans: see en/worksheet.ftl for what each message says.

worksheet-title = 回溯练习单：{ $strategy }

worksheet-summary = { $size }×{ $size } 的题目，已知数 { $givens } 个，空格 { $empty } 个。粗体数字是已知数。

worksheet-puzzle = 题目

worksheet-first-steps = 前 { $n } 步

worksheet-moments = 关键时刻

worksheet-first-dead-end = 第一条死路（第 { $step } 步）

worksheet-longest-backtrack = 最长的回溯：连续撤销 { $n } 个试填（到第 { $step } 步）

worksheet-solution = 第一个解（第 { $step } 步）

worksheet-no-solution = 搜索走了 { $steps } 步，没有找到解。

worksheet-counters = 统计

worksheet-counter-columns =
    .counter = 项目
    .value = 次数
    .counts = 含义

worksheet-questions = 问题

worksheet-ask-candidates = 第 { $step } 步时，搜索看着下面盘面上的 { $cell }（标有 ?）。{ $cell } 有哪些备选数？

worksheet-ask-domain = 第 { $step } 步时，搜索看着下面盘面上的 { $cell }（标有 ?）。{ $cell } 的值域里还剩哪些值？（推理可能已删去盘面上看不出来的值：请沿着之前的步骤推一推。）

worksheet-ask-next = 第 { $step } 步是“{ $sentence }”。接下来搜索看哪一格？

worksheet-ask-placements = 在第一条死路之前，搜索填了几次数？

worksheet-answers = 答案

worksheet-answer-candidates = { $candidates }。轨迹第 { $step } 步：{ $sentence }

worksheet-answer-next = { $cell }。轨迹第 { $step } 步：{ $sentence }

worksheet-answer-placements = { $n } 次：第一条死路在第 { $step } 步。

worksheet-chain = 推理删去 { $count } 个值：{ $list }

worksheet-pruned-item = 从 { $cell } 删去 { $digit }

worksheet-domains-note = 用了推理时，每个空格用小字标出它的值域，也就是它还能填的值。

worksheet-ask-pruning-fc = 第 { $step } 步，搜索在下面的盘面上试填 { $guess }（每个空格标着它的值域）。前向检查会删去哪些值？从哪些格子删去？

worksheet-ask-pruning-mac = 第 { $step } 步，搜索在下面的盘面上试填 { $guess }（每个空格标着它的值域）。弧相容会删去哪些值？从哪些格子删去？

worksheet-answer-pruning = { $list }。轨迹第 { $from } 步到第 { $to } 步。

worksheet-ask-wipeout = 第 { $step } 步，搜索在下面的盘面上试填 { $guess }（每个空格标着它的值域）。接着推理会把某一格的值域清空。是哪一格？最后删去的是哪个值？

worksheet-answer-wipeout = { $cell }。轨迹第 { $step } 步：{ $sentence }

worksheet-ask-order = 第 { $step } 步，搜索给 { $cell }（标有 ?）的值 { $domain } 排序，约束最少的值在前：会从相关格的值域里删去的值越少，越先试；一样多的按从小到大。它按什么顺序试？

worksheet-answer-order = { $order }。轨迹第 { $step } 步：{ $sentence }

worksheet-ask-backjump = 第 { $step } 步，{ $cell }（标有 ✗）已经没有值可填。现在的试填从前到后是：{ $path }。其中哪些构成它的冲突集？搜索跳回到哪一个试填？

worksheet-answer-backjump = 轨迹第 { $conflict_step } 步：{ $conflict }。第 { $jump_step } 步：{ $jump }

worksheet-guess = { $cell } = { $digit }

worksheet-no-answers = 这份练习单不附答案。
