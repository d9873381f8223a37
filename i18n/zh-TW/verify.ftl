### verify.ftl in zh-TW: see en/verify.ftl for what each message says.

verify-valid = 有效：這份軌跡的 { $steps } 步全都符合規則（{ $size }×{ $size } 數獨；策略：{ $strategy }）

verify-checked = 檢查項目：

verify-no-choice = 未檢查：在候選數中選的是第幾個（沒有一次填數寫出 `choice` 或 `of`）

verify-clashing-givens = 附註：提示數彼此衝突，這道題目無解

verify-kind-names =
    .candidates-computed = 候選數
    .placed = 填數
    .rejected = 否決
    .dead-end = 死路
    .deduced = 推得
    .retracted = 撤回推得
    .constraint-chosen = 選定的限制
    .undone = 回溯
    .solved = 解
    .step-limit-reached = 步數上限
    .time-limit-reached = 時間上限
    .pruned = 刪去
    .values-ordered = 最少限制值順序
    .conflict-set = 衝突集
    .backjumped = 回跳
