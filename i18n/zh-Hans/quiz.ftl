### quiz.ftl in zh-Hans: see en/quiz.ftl for what each message says.

quiz-heading = 小测验

quiz-question = 第 { $n } 题，共 { $total } 题

quiz-score = 测验：共 { $total } 题，答对 { $right } 题，已答 { $answered } 题

quiz-fewer = 你要了 { $asked } 道题；这次搜索只有 { $total } 个合适的时刻可以出题。

quiz-ask-candidates = { $cell } 有哪些备选数？

quiz-ask-next = 搜索接下来会试哪一格？

quiz-ask-dead = 搜索要在 { $cell } 试填 { $digit }。这个猜测会走进死路吗？

quiz-ask-forced = 规则迫使 { $cell } 填一个数。是哪个数？

quiz-ask-pruned = 弧相容要从 { $cell } 的值域中删去一个数。是哪个数？

quiz-ask-backjump = { $cell } 已经没有备选数了。搜索会退回哪一个猜测？

quiz-ask-wipeout = 搜索要在 { $cell } 试填 { $digit }，接下来的推理会清空某一格的值域。是哪一格的值域被清空？

quiz-ask-lcv = 最少约束值要给 { $cell } 的值排序。它最先试哪一个值？

quiz-ask-propagates = 弧相容的传播还在继续：只剩一个值的格子，会把这个值从相关格的值域中删去。接下来传播的是哪一格？

quiz-ask-skipped = { $cell } 已经没有可试的值了，搜索退回“{ $landing }”这一步。中间越过的猜测里，哪些还有没试过的值？

quiz-hold = 请先回答这道题，或按 Escape 跳过：跳转会越过它，按 N 会显示答案。

quiz-hint-digits = 按下数字（或直接输入），再按“检查”（Enter）。按 Esc 跳过。

quiz-hint-digit = 按下那个数字（或直接输入）。按 Esc 跳过。

quiz-hint-cell = 在盘面上点那一格，或输入它的名称（例如 { $example }），再按“检查”（Enter）。按 Esc 跳过。

quiz-hint-choice = 选一个。按 Esc 跳过。

quiz-guess = { $guess }（深度 { $depth }）

quiz-hint-guesses = 选出还有值没试过的每个猜测（按空格键），再按“检查”（Enter）；如果都没有，就一个也不选。按 Esc 跳过。

quiz-cell-name = 格子名称

quiz-yes = 会

quiz-no = 不会

quiz-check = 检查

quiz-skip = 跳过

quiz-show-step = 显示这一步

quiz-right = 答对了。

quiz-wrong = 不对。

quiz-skipped = 已跳过。

quiz-answer = 答案：{ $answer }。

quiz-you-said = 你的答案：{ $answer }。

quiz-dead-yes = 从这个猜测往下的每条路都走不通，所以搜索撤销了它。

quiz-dead-no = 这个猜测一直留在通往解的路上。

quiz-skipped-reason = 这些没试过的值，就是回跳省下的工作：一步一步回溯的话，每个值都要试一遍。{ $others ->
        [0] {""}
       *[other] 其余 { $others } 个猜测已经试过最后一个值了。
    }

quiz-tie = 有 { $count } 个格子剩下的值同样最少（各剩 { $values } 个）：{ $cells }。最少剩余值可以选其中任何一格，所以答哪一格都算对；这次搜索按阅读顺序取了第一格：{ $taken }。

quiz-tie-propagates = 有 { $count } 个格子只剩一个值，而且这个值仍在某个相关格的值域里：{ $cells }。无论先传播哪一格，弧相容最后得到的值域都一样，所以答哪一格都算对；这次搜索按阅读顺序取了第一格：{ $taken }。

quiz-none = 没有

quiz-trace-says = 轨迹第 { $step } 步：{ $sentence }

quiz-final-title = 测验结束

quiz-final-score = 共 { $total } 题，答对 { $right } 题

quiz-final-detail = 答错 { $wrong } 题，跳过 { $skipped } 题，{ $open } 题没有作答（被跳转越过）。

quiz-unknown-cell = 没有叫 { $name } 的格子。

quiz-pass-title = 途中有 { $count } 道题

quiz-pass-body = 跳到第 { $step } 步会越过 { $count } 道你还没回答的题。这些题记为未作答；之后逐步前进时仍会再问。

quiz-pass-answer = 先回答第一道（第 { $step } 步）

quiz-pass-jump = 仍然跳过去

quiz-pass-stay = 留在这里

quiz-key-list =
    .enter-key = Enter
    .enter-does = 检查答案；答完后显示这一步
    .escape-key = Esc
    .escape-does = 跳过这道题（记为跳过）
    .digits-key = 1–9
    .digits-does = 选中或取消一个备选数，或用数字作答
