### faults-choices.ftl in zh-Hant: see en/faults-choices.ftl for what each message says.

faults-choices-among-candidates = 該格的備選數

faults-choices-among-domain = 該格目前可填的值

faults-choices-among-constraint = 所選限制的選擇

faults-choices-wrong-of = { $cell } 的填數寫的是共 { $of } 個可選，但{ $among }有 { $count } 個

faults-choices-wrong-of-expected = 共 { $count } 個可選

faults-choices-out-of-range = 第 { $choice } 個，但{ $among }只有 { $count } 個

faults-choices-out-of-range-expected = 1 到 { $count } 之間的一個序號

faults-choices-wrong-choice = { $noun } { $listed } 中的第 { $choice } 個是 { $nth }，但填的是 { $digit }

faults-choices-noun-values = 可填的值

faults-choices-noun-candidates = 備選數

faults-choices-wrong-choice-expected = 第 { $place } 個，即 { $digit } { $how }的位置

faults-choices-how-lcv = 在所給的最少約束值順序中

faults-choices-how-domain = 在從小到大排列的可填值中

faults-choices-how-candidates = 在從小到大排列的備選數中
