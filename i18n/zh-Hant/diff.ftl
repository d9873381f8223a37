### diff.ftl in zh-Hant: see en/diff.ftl for what each message says.

diff-part = { $a } 與 { $b } 從第 { $step } 步起分歧：{ $summary }

diff-part-compared = { $a } 與 { $b } 從第 { $step } 個比較的事件起分歧（第一份的{ $step_a }，第二份的{ $step_b }）：{ $summary }

diff-differ = { $a } 與 { $b } 不同：{ $summary }

diff-own-step = 第 { $step } 步

diff-own-end = 結尾

diff-level = 只比較{ $kinds }這幾種事件（兩個事件都寫的欄位）

diff-advice-ignore-strategy = = 如果一份軌跡用的是自己的策略名稱，想只比較事件，請加上 --ignore-strategy

diff-at-once = 之前沒有步驟：一開始就不同

diff-before = 之前的步驟，兩份相同：

diff-step = 第 { $step } 步：

diff-compared-event = 第 { $step } 個比較的事件：

diff-ended = （記錄已結束）

diff-boards-after = 第 { $step } 步之後的盤面：

diff-boards-after-compared = 第 { $step } 個比較的事件之後的盤面：

diff-boards-at-end = 結尾的盤面：

diff-counters = 統計：

diff-identical = 完全相同：{ $a } 與 { $b }，{ $header }，{ $steps } 個事件和結尾都一樣

diff-identical-level = 只比較{ $kinds }，完全相同：{ $a } 與 { $b }，{ $header }，比較了 { $steps } 個事件（兩份各有 { $steps_a } 和 { $steps_b } 個）{ $footer ->
        [missing] ；{ $missing } 沒有寫結尾（結尾可寫可不寫），所以沒有比較搜尋怎樣結束
       *[other] ，結局相同
    }


diff-same-header = 開頭資訊相同

diff-same-header-but-strategy = 開頭資訊除了策略名稱都相同

diff-puzzles = 題目不同：{ $a } 與 { $b }

diff-no-common-kind = 沒有可比較的事件：兩份記錄寫的事件種類沒有交集

diff-first-ends = 第一份記錄到此結束

diff-second-ends = 第二份記錄到此結束

diff-both-end = 兩份記錄都到此結束

diff-events = 事件不同：{ $a } 與 { $b }

diff-field = { $field } 不同：{ $a } 與 { $b }

diff-strategy = { $steps } 個事件都相同，但策略是 `{ $a }` 與 `{ $b }`

diff-options = { $steps } 個事件都相同，但選項（上限）不同

diff-schema = { $steps } 個事件都相同，但格式版本不同

diff-footers = { $steps } 個事件都相同，但結尾不同

diff-none = 無

diff-cell = 格子不同：{ $a } 與 { $b }

diff-digit = 數字不同：{ $a } 與 { $b }

diff-trace-named = { $name }（{ $strategy }）
