### faults.ftl in zh-TW: see en/faults.ftl for what each message says.

faults-holds-given = 那裡是提示數 { $digit }

faults-holds-placed = 第 { $step } 步已經在那裡試填 { $digit }

faults-holds-deduced = 第 { $step } 步已經在那裡推得 { $digit }

faults-holds-digit = 那裡已經是 { $digit }

faults-illegal-placement = 違反規則的試填

faults-clash = { $what }：在 { $cell } 填 { $digit }，但同{ $unit }的 { $peer } 已經是 { $digit }

faults-clash-expected = 沒有相關格子填過的數字：候選數 { $candidates } 之一

faults-why-standing = 目前仍有效的試填次數（填了還沒擦掉的）

faults-why-standing-with-this = 目前仍有效的試填次數，包括這一次

faults-why-standing-no-deductions = 目前仍有效的試填次數（推得不算）

faults-why-of-placement = 它擦掉的那次試填的層數

faults-undo-nothing = 擦掉 { $cell } 的 { $digit }，但目前沒有任何仍有效的試填

faults-undo-nothing-expected = 只擦掉仍有效的試填

faults-undo-out-of-order = 回溯順序錯誤：擦掉 { $cell } 的 { $digit }，但最近一次仍有效的試填是 { $top } 填 { $top_digit }（第 { $step } 步）

faults-undo-out-of-order-expected = 先擦掉 { $top } 的 { $top_digit }：回溯從最近一次試填開始擦掉
