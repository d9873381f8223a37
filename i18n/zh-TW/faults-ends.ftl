### faults-ends.ftl in zh-TW: see en/faults-ends.ftl for what each message says.

faults-ends-not-undone = end 寫的是 `exhausted`，但 { $cell } 填 { $digit }（第 { $step } 步）一直沒有擦掉

faults-ends-not-undone-expected = 搜尋完畢（exhausted）時每一次試填都已擦掉

faults-ends-no-reason = end 寫的是 `{ $end }`，但追蹤記錄並沒有停在 { $what }

faults-ends-no-placement-limit = 試填次數上限的事件（並沒有這種事件）
