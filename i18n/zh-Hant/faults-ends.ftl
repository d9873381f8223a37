### faults-ends.ftl in zh-Hant: see en/faults-ends.ftl for what each message says.

faults-ends-implied = end 寫的是 `{ $end }`，但依最後一個事件應是 `{ $implied }`

faults-ends-implied-expected = end 為 `{ $implied }`

faults-ends-not-undone = end 寫的是 `exhausted`，但 { $cell } 填 { $digit }（第 { $step } 步）一直沒有撤回

faults-ends-not-undone-expected = 搜尋完畢（exhausted）時每一次填數都已撤回

faults-ends-not-retracted = end 寫的是 `exhausted`，但 { $cell } 推得的 { $digit }（第 { $step } 步）一直沒有撤回

faults-ends-not-retracted-expected = 搜尋完畢（exhausted）時每一個推得的數字都已撤回

faults-ends-no-reason = end 寫的是 `{ $end }`，但記錄並沒有停在 { $what }

faults-ends-no-placement-limit = 填數次數上限的事件（並沒有這種事件）

faults-ends-last-solution = 開頭要求的最後一個解

faults-ends-no-reason-expected = end 為 `exhausted` 或 `stopped`
