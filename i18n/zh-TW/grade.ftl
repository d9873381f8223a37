### grade.ftl in zh-TW: see en/grade.ftl for what each message says.

grade-summary = { $count } 份作業中有 { $full } 份拿到滿分

grade-solved-grid = 第 { $k } 個解和參考記錄的不一樣

grade-solved-same = 和參考記錄一樣找到 { $solved } 個解，結局：{ $end }

grade-solved-no-footer = 和參考記錄一樣找到 { $solved } 個解；沒有結尾（結尾可寫可不寫，寫了就能說明搜尋怎麼結束：{ $want }）

grade-same-search = 和參考記錄的搜尋相同，比較了 { $steps } 個事件（{ $at }）

grade-parts-compared = 從第 { $step } 個比較的事件開始分歧（作業的第 { $own } 步）

grade-parts = 從第 { $step } 步開始分歧

grade-submission-ends = 作業到這裡結束，參考記錄還繼續：{ $event }

grade-not-a-file = 不是一般檔案（管線、裝置或通訊端）：不讀取
