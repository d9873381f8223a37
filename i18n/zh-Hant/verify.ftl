### verify.ftl in zh-Hant: see en/verify.ftl for what each message says.

verify-valid = 有效：這份軌跡的 { $steps } 步全都合乎規則（{ $size }×{ $size } 數獨；策略：{ $strategy }）

verify-checked = 檢查了：

verify-header = 開頭  格式版本 { $version }、題目與各項上限

verify-footer = 結尾  統計數字與結局，依事件重新計算後相符

verify-not-in-trace = 這份記錄沒有：{ $kinds }

verify-no-choice = 未檢查：在備選數中選的是第幾個（沒有一次填數寫出 `choice` 或 `of`）

verify-no-footer = 未檢查：統計數字與結局（記錄沒有結尾）

verify-clashing-givens = 附註：已知數彼此衝突，這道題目無解

verify-invalid = 無效：{ $fault }

verify-at-step = 第 { $step } 步：{ $found }

verify-at = 位置：{ $place }

verify-line = 檔案第 { $line } 行

verify-event = 事件：{ $event }

verify-expected = 規則要求：{ $expected }

verify-board-before = 這一步之前的盤面：

verify-board-at-end = 結尾的盤面：

verify-render-warning = 警告：這份記錄違反規則（仍照樣輸出）：{ $head }

verify-render-expected = = 規則要求：{ $expected }

verify-render-run = = 完整報告請執行 { $command }

verify-render-stdin = { $command }（用同樣的輸入）

verify-kind-names =
    .candidates-computed = 備選數
    .placed = 填數
    .rejected = 否決
    .dead-end = 死路
    .deduced = 推得
    .retracted = 撤回
    .constraint-chosen = 選定的限制
    .undone = 回溯
    .solved = 解
    .step-limit-reached = 步數上限
    .time-limit-reached = 時間上限
    .pruned = 刪去
    .values-ordered = 最少約束值順序
    .conflict-set = 衝突集
    .backjumped = 回跳

verify-kind-named = { $name }（`{ $wire }`）

verify-kind-separator = 、
