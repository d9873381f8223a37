### grade.ftl in zh-Hant: see en/grade.ftl for what each message says.

grade-submission = 作業

grade-rules = 規則

grade-solution = 解

grade-search = 搜尋

grade-total = 總分

grade-note = 說明

grade-full-marks = 滿分

grade-problem = { $check }：{ $output }

grade-summary = { $count } 份作業中有 { $full } 份得到滿分

grade-unreadable = 無法讀取：{ $error }

grade-another-puzzle = 記錄的是另一道題目：{ $theirs }，不是 { $ours }

grade-solved-count = 找到 { $found } 個解，參考記錄找到 { $want } 個

grade-solved-grid = 第 { $k } 個解與參考記錄的不同

grade-ends = 結局：{ $end }；參考記錄的結局：{ $want }

grade-solved-same = 與參考記錄一樣找到 { $solved } 個解，結局：{ $end }

grade-solved-no-footer = 與參考記錄一樣找到 { $solved } 個解；沒有結尾（結尾可寫可不寫，寫了就能說明搜尋怎樣結束：{ $want }）

grade-no-footer = 沒有結尾

grade-no-placements = 沒有寫出任何 `placed` 事件：沒有搜尋可以比較

grade-every-event = 比較每一個事件

grade-events = 只比較{ $kinds }

grade-same-search = 與參考記錄的搜尋相同，比較了 { $steps } 個事件（{ $at }）

grade-parts-compared = 從第 { $step } 個比較的事件起分歧（作業的第 { $own } 步）

grade-parts = 從第 { $step } 步起分歧

grade-differs = 有所不同

grade-submission-ends = 作業到此結束，參考記錄還繼續：{ $event }

grade-submission-goes-on = 參考記錄已經結束，作業還繼續：{ $event }

grade-different-events = { $summary }；作業：{ $theirs }；參考記錄：{ $ours }

grade-parted = { $place }，共比較 { $total } 個事件（{ $at }）：{ $what }

grade-empty-folder = 警告：{ $folder }：這個資料夾裡沒有 *.jsonl 或 *.json 檔案

grade-symbolic-link = 符號連結，不跟隨

grade-not-a-file = 不是一般檔案（管道、裝置或通訊端）：不讀取

grade-unreadable-folder = 無法讀取的資料夾：{ $error }

grade-too-deep = 資料夾深於 { $depth } 層：不讀取

grade-one-counts = 只計一份作業：{ $file }（按名稱順序的第一份軌跡）；忽略：{ $files }

grade-reference-cut = 警告：參考搜尋在 --max-steps { $steps } 處停止：每份作業只與它的前 { $steps } 步比較
