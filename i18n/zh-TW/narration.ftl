### narration.ftl in zh-TW: see en/narration.ftl for what each message says.

narration-title = { $strategy }：{ $size }×{ $size } 數獨，提示數 { $givens } 個，空格 { $empty } 個

narration-candidates = { $cell }：候選數 { $candidates }；排除 { $excluded }

narration-no-candidates = { $cell }：沒有候選數；排除 { $excluded }

narration-excluded = { $digit }（同{ $unit } { $peer }）

narration-placed-choice = 嘗試在 { $cell } 填 { $digit }（第 { $choice } 個候選數，共 { $of } 個）

narration-placed = 嘗試在 { $cell } 填 { $digit }

narration-rejected = { $cell } 不能填 { $digit }：同{ $unit } 的 { $peer } 已經是 { $digit }

narration-dead-end = { $cell } 沒有候選數，此路不通

narration-dead-end-unit = 此路不通：{ $unit } 裡已經沒有格子能填 { $digit }

narration-naked-single = 推得 { $cell } 填 { $digit }：它只剩這一個候選數（唯一候選數法）

narration-hidden-single = 推得 { $cell } 填 { $digit }：{ $unit } 裡只有這一格能填 { $digit }（隱性唯一候選數法）

narration-retracted = 撤回先前在 { $cell } 推得的 { $digit }

narration-constraint-cell = { $cell } 必須填一個數字：有 { $options } 種填法，是所有限制中最少的

narration-constraint-unit = { $digit } 必須填進{ $unit } 的某一格：有 { $options } 種填法，是所有限制中最少的

narration-undone = 回溯：撤回 { $cell } 填的 { $digit }

narration-step-limit = 已達步數上限（{ $steps } 步），停止搜尋

narration-time-limit = 已達時間上限（已走 { $steps } 步），停止搜尋

narration-units =
    .row = 列
    .column = 行
    .box = 宮

narration-numbered-units =
    .row = 第 { $n } 列
    .column = 第 { $n } 行
    .box = 第 { $n } 宮

# A label, not an ordinal; the space after it keeps the number apart from the next character.
narration-labelled-units =
    .row = 列 { $n }
    .column = 行 { $n }
    .box = 宮 { $n }

narration-end-solution-limit = 依要求找到 { $solutions } 個解後停止。

narration-end-step-limit = 在步數上限停止，{ $solutions ->
        [0] 還沒找到解
       *[other] 已找到 { $solutions } 個解
    }；搜尋尚未完成。

narration-end-time-limit = 在時間上限停止，{ $solutions ->
        [0] 還沒找到解
       *[other] 已找到 { $solutions } 個解
    }；搜尋尚未完成。

narration-end-placement-limit = 在填數上限停止，{ $solutions ->
        [0] 還沒找到解
       *[other] 已找到 { $solutions } 個解
    }；搜尋尚未完成。

narration-end-stopped = 接收端要求停止。

narration-counters =
    .placements-name = 填數
    .placements-definition = 以猜測方式填進空格的數字
    .deductions-name = 推得
    .deductions-definition = 依規則必然填入的數字
    .rejections-name = 否決
    .rejections-definition = 衝突檢查否決的數字
    .dead-ends-name = 死路
    .dead-ends-definition = 某一格沒有數字可填，或某個數字在某列、行或宮裡沒有格子可填
    .backtracks-name = 回溯
    .backtracks-definition = 撤回的猜測
    .solutions-name = 解
    .solutions-definition = 沒有衝突的完整盤面
    .max-depth-name = 最大深度
    .max-depth-definition = 同時成立的猜測最多有幾個
    .events-name = 事件
    .events-definition = 軌跡裡的步數
