### faults.ftl in zh-Hant: see en/faults.ftl for what each message says.

faults-footer = 結尾：{ $found }

faults-not-empty = { $cell } 不是空格：{ $holds }

faults-not-empty-expected = 一個空格

faults-holds-empty = 它是空的

faults-holds-given = 那裡是已知數 { $digit }

faults-holds-placed = 第 { $step } 步已在那裡填了 { $digit }

faults-holds-deduced = 第 { $step } 步已在那裡推得 { $digit }

faults-holds-digit = 那裡已是 { $digit }

faults-illegal-placement = 不合規則的填數

faults-false-deduction = 錯誤的推得

faults-clash = { $what }：在 { $cell } 填 { $digit }，但同{ $unit } 的 { $peer } 已是 { $digit }

faults-clash-expected = 沒有相關格填過的數字：備選數 { $candidates } 之一

faults-wrong-depth = 層數 { $depth } 不對

faults-wrong-depth-expected = 層數 { $want }：{ $why }

faults-why-standing = 目前仍有效的填數次數（填了而還沒撤回的）

faults-why-standing-with-this = 目前仍有效的填數次數，包括這一次

faults-why-standing-no-deductions = 目前仍有效的填數次數（推得不算）

faults-why-of-deduction = 它撤回的那次推得的層數

faults-why-of-placement = 它撤回的那次填數的層數

faults-undo-nothing = 撤回 { $cell } 的 { $digit }，但目前沒有任何仍有效的填數

faults-undo-nothing-expected = 只撤回仍有效的填數

faults-undo-out-of-order = 回溯順序錯誤：撤回 { $cell } 的 { $digit }，但最近一次仍有效的填數是 { $top } 填 { $top_digit }（第 { $step } 步）

faults-undo-out-of-order-expected = 先撤回 { $top } 的 { $top_digit }：回溯從最近一次填數開始撤回

faults-wrong-counters = 統計數字不對：{ $counters }

faults-counter = { $counter } 寫 { $said }（依事件計算是 { $counted }）

faults-counter-named = { $title }（`{ $name }`）

faults-counter-separator = ；

faults-wrong-counters-expected = 依事件重新計算的統計數字（定義見 docs/trace-format.md 的「The footer」一節）
