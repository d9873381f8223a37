### narration.ftl in zh-Hans: see en/narration.ftl for what each message says.

narration-title = { $strategy }：{ $size }×{ $size } 数独，已知数 { $givens } 个，空格 { $empty } 个

narration-dimensions = { $rows }×{ $cols }

narration-microseconds = { $n } 微秒

narration-milliseconds = { $n } 毫秒

narration-seconds = { $n } 秒

narration-candidates = { $cell }：备选数 { $candidates }；排除 { $excluded }

narration-no-candidates = { $cell }：没有备选数了；排除 { $excluded }

narration-excluded = { $digit }（同{ $unit } { $peer }）

narration-list-separator = 、

narration-placed-choice = 在 { $cell } 试填 { $digit }（第 { $choice } 个备选数，共 { $of } 个）

narration-placed = 在 { $cell } 试填 { $digit }

narration-rejected = { $cell } 不能填 { $digit }：同{ $unit } 的 { $peer } 已经是 { $digit }

narration-dead-end = { $cell } 没有备选数了，此路不通

narration-dead-end-unit = 此路不通：{ $unit } 里已经没有格子能填 { $digit }

narration-naked-single = 推出 { $cell } 填 { $digit }：它只剩这一个备选数（唯余法）

narration-hidden-single = 推出 { $cell } 填 { $digit }：{ $unit } 里只有这一格能填 { $digit }（摒除法）

narration-retracted = 撤回之前推出的 { $cell } 填 { $digit }

narration-constraint-cell = { $cell } 的填法最少（只有 { $options } 种），先填这一格

narration-constraint-unit = { $unit } 里能填 { $digit } 的格子最少（只有 { $options } 格），先在这里填 { $digit }

narration-undone = 回溯：撤销 { $cell } 填的 { $digit }

narration-solved = 找到第 { $number } 个解

narration-step-limit = 已达步数上限（{ $steps } 步），停止搜索

narration-time-limit = 已达时间上限（已走 { $steps } 步），停止搜索

narration-units =
    .row = 行
    .column = 列
    .box = 宫

narration-numbered-units =
    .row = 第 { $n } 行
    .column = 第 { $n } 列
    .box = 第 { $n } 宫

# A label, not an ordinal; the space after it keeps the number apart from the next character.
narration-labelled-units =
    .row = 行 { $n }
    .column = 列 { $n }
    .box = 宫 { $n }

narration-end-exhausted = 搜索完毕：共 { $solutions } 个解。

narration-end-none = 搜索完毕：无解。

narration-end-solution-limit = 按要求找到 { $solutions } 个解后停止。

narration-end-step-limit = 到达步数上限时停止，{ $solutions ->
        [0] 尚未找到解
       *[other] 已找到 { $solutions } 个解
    }；搜索没有完成。

narration-end-time-limit = 到达时间上限时停止，{ $solutions ->
        [0] 尚未找到解
       *[other] 已找到 { $solutions } 个解
    }；搜索没有完成。

narration-end-placement-limit = 到达填数上限时停止，{ $solutions ->
        [0] 尚未找到解
       *[other] 已找到 { $solutions } 个解
    }；搜索没有完成。

narration-end-stopped = 读取输出的程序要求停止，搜索没有完成。

narration-counters-title = 统计：

narration-counters =
    .placements-name = 试填
    .placements-definition = 作为猜测填进空格的数字
    .deductions-name = 推出
    .deductions-definition = 规则迫使填入的数字
    .rejections-name = 否决
    .rejections-definition = 冲突检查否决的数字
    .dead-ends-name = 死路
    .dead-ends-definition = 某一格没有数可填，或某个数在某行、列或宫里没有格子可填
    .backtracks-name = 回溯
    .backtracks-definition = 撤销的猜测
    .solutions-name = 解
    .solutions-definition = 没有冲突的完整盘面
    .max-depth-name = 最大深度
    .max-depth-definition = 同时成立的猜测最多有几个
    .events-name = 事件
    .events-definition = 轨迹里的步数
