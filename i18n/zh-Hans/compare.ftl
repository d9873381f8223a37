### compare.ftl in zh-Hans: see en/compare.ftl for what each message says.

compare-title = { $count } 种策略解同一道 { $n }×{ $n } 数独（已知数 { $givens } 个；解到第一个解为止；{ $limit }）

compare-no-limit = 不设上限

compare-at-most-each = 每种最多 { $limits }

compare-placements-part = { $n ->
       *[other] { $shown } 次试填
    }

compare-steps-part = { $n ->
       *[other] { $shown } 步
    }

compare-seconds-part = { $seconds } 秒

compare-and = 、

compare-or = 或

compare-strategy = 策略

compare-result = 结果

compare-time = 用时

compare-step-limit = 到步数上限

compare-time-limit = 到时间上限

compare-placement-limit = 到试填上限

compare-stopped = 已中止

compare-no-solution = 无解

compare-solved = 已解出

compare-lower-bound = 停在{ $limits }的策略没有走完：它的计数（≥）只是下限。

compare-the-placement-limit = 试填上限

compare-the-step-limit = 步数上限

compare-the-time-limit = 时间上限

compare-page-title = sudoku-trace 策略比较

compare-puzzle = 题目：

compare-caption = 各策略的计数

compare-fairness = { $n ->
       *[other] 每种策略的试填上限都是 { $shown } 次（猜测），所以停在上限的策略至少试填了和任何走完的策略一样多：试填多的不会看起来比较少。
    }

compare-what-each-does = 各策略怎样搜索

compare-charts = 图表

compare-scale = 刻度

compare-log-scale = 对数

compare-linear-scale = 线性

compare-log-note = 对数刻度：往右每过一个刻度，数量就乘以十，所以大的差距看起来很小。

compare-linear-note = 线性刻度：条形长一倍，数量就多一倍。

compare-capped-note = 末端是虚线和箭头（≥）的条形停在了上限：真正的计数至少这么多。

compare-chart-label = { $name }（各策略，{ $scale }刻度）

compare-at-least = ≥ { $n }

compare-strategies =
    .candidates = 按阅读顺序取第一个空格，计算它的备选数（同行、同列、同宫都没有的数字），从小到大逐一尝试；没有备选数就是死路，退回上一个猜测。
    .naive = 按阅读顺序走过每一格，逐一尝试 1 到 N，否决同行、列、宫已有的数字：和 candidates 是同一棵搜索树，只是每次否决都报出来。
    .mrv = 先在备选数最少的空格分支（最少剩余值）；不做推理。
    .singles = 每次分支前先推理到不动点：唯一备选数（naked single）和唯一位置（hidden single）；然后像 mrv 一样分支。
    .dlx = Knuth 的 X 算法配合舞蹈链，在精确覆盖矩阵上先覆盖选项最少的约束。

compare-title-named = { $count } 种策略解 { $name }（{ $n }×{ $n } 数独，已知数 { $givens } 个；解到第一个解为止；{ $limit }）

compare-page-title-named = { $name }：策略比较（sudoku-trace）

compare-notes = 这些数字说明了什么

compare-note-same-work = { $fc } 与 { $mac } 删去的值一样（删值 { $prunings } 次），遇到的死路也一样（{ $dead_ends } 条），但 { $mac } 少试填了 { $fewer } 次（{ $mac_placements } 对 { $fc_placements }）。差别只在这里：一格只剩一个值时，弧相容在下一次猜测之前就把它定下来；前向检查却先把这个值当作猜测填进去，分支走不通时再撤销。在这道题上，搜索本身并没有更聪明。

compare-note-worse = 在这道题上，{ $idea }反而更糟：{ $pairs }。启发式赌的是一般情况，这一次赌输了。

compare-note-worse-pair = { $with } 试填 { $more } 次，不用它的 { $without } 只试填 { $less } 次

compare-note-worse-joint = ；

compare-note-skipped = { $name } 在回跳中越过了 { $total } 个猜测：其中 { $untried } 个还有没试过的值（这正是回跳省下的工夫），{ $exhausted } 个的值已经试完（按时间顺序回溯也一样会撤销它们）。
