### narration.ftl in zh-Hant: see en/narration.ftl for what each message says.

narration-title = { $strategy }：{ $size }×{ $size } 數獨，已知數 { $givens } 個，空格 { $empty } 個

narration-dimensions = { $rows }×{ $cols }

narration-microseconds = { $n } 微秒

narration-milliseconds = { $n } 毫秒

narration-seconds = { $n } 秒

narration-candidates = { $cell }：備選數 { $candidates }；排除 { $excluded }

narration-no-candidates = { $cell }：無可備選值；排除 { $excluded }

narration-excluded = { $digit }（{ $unit } { $peer }）

narration-list-separator = 、

narration-placed-choice = 嘗試 { $cell } 填 { $digit }（第 { $choice } 個備選數，共 { $of } 個）

narration-placed = 嘗試 { $cell } 填 { $digit }

narration-rejected = { $cell } 不能填 { $digit }：同{ $unit } 的 { $peer } 已有 { $digit }

narration-dead-end = { $cell } 無可備選值，此路不通

narration-dead-end-unit = 此路不通：{ $digit } 在{ $unit } 已無處可填

narration-naked-single = 推得 { $cell } 填 { $digit }：唯一的備選數（唯一備選數）

narration-hidden-single = 推得 { $cell } 填 { $digit }：{ $digit } 在{ $unit } 只剩這一格（隱性唯一）

narration-retracted = 撤回之前推得的 { $cell } 填 { $digit }

narration-constraint-cell = { $cell } 的選擇最少（只有 { $options } 種），先填這一格

narration-constraint-unit = { $unit } 裡能填 { $digit } 的格子最少（只有 { $options } 格），先在這裡填 { $digit }

narration-undone = 回溯：撤回 { $cell } 的 { $digit }

narration-solved = 找到第 { $number } 個解

narration-step-limit = 已達步數上限（{ $steps } 步），搜尋停止

narration-time-limit = 已達時間上限（{ $steps } 步後），搜尋停止

narration-units =
    .row = 行
    .column = 列
    .box = 宮

narration-numbered-units =
    .row = 第 { $n } 行
    .column = 第 { $n } 列
    .box = 第 { $n } 宮

# A label, not an ordinal; the space after it keeps the number apart from the next character.
narration-labelled-units =
    .row = 行 { $n }
    .column = 列 { $n }
    .box = 宮 { $n }

narration-end-exhausted = 搜尋完畢：共 { $solutions } 個解。

narration-end-none = 搜尋完畢：無解。

narration-end-solution-limit = 已找到 { $solutions } 個解，依要求停止。

narration-end-step-limit = 已達步數上限，{ $solutions ->
        [0] 尚未找到解
       *[other] 找到 { $solutions } 個解
    }；搜尋未完成。

narration-end-time-limit = 已達時間上限，{ $solutions ->
        [0] 尚未找到解
       *[other] 找到 { $solutions } 個解
    }；搜尋未完成。

narration-end-placement-limit = 已達填數上限，{ $solutions ->
        [0] 尚未找到解
       *[other] 找到 { $solutions } 個解
    }；搜尋未完成。

narration-end-stopped = 讀取輸出的程式要求停止，搜尋未完成。

narration-counters-title = 統計：

narration-counters =
    .placements-name = 填數
    .placements-definition = 以猜測方式填入空格的數字
    .deductions-name = 推得
    .deductions-definition = 依規則必然成立而填入的數字
    .rejections-name = 否決
    .rejections-definition = 衝突檢查否決的數字
    .dead-ends-name = 死路
    .dead-ends-definition = 某一格沒有數字可填，或某個數字在某行、某列或某宮裡已無處可填
    .backtracks-name = 回溯
    .backtracks-definition = 撤回的猜測
    .solutions-name = 解
    .solutions-definition = 沒有衝突的完整盤面
    .max-depth-name = 最大深度
    .max-depth-definition = 同時成立的猜測最多幾個
    .events-name = 事件
    .events-definition = 記錄中的步數
