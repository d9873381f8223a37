### faults.ftl in zh-Hans: see en/faults.ftl for what each message says.

faults-footer = 结尾：{ $found }

faults-not-empty = { $cell } 不是空格：{ $holds }

faults-not-empty-expected = 一个空格

faults-holds-empty = 它是空的

faults-holds-given = 那里是已知数 { $digit }

faults-holds-placed = 第 { $step } 步已经在那里试填了 { $digit }

faults-holds-deduced = 第 { $step } 步已经在那里推出了 { $digit }

faults-holds-digit = 那里已经是 { $digit }

faults-illegal-placement = 违反规则的试填

faults-false-deduction = 错误的推出

faults-clash = { $what }：在 { $cell } 填 { $digit }，但同{ $unit } 的 { $peer } 已经是 { $digit }

faults-clash-expected = 没有相关格填过的数字：备选数 { $candidates } 之一

faults-wrong-depth = 层数 { $depth } 不对

faults-wrong-depth-expected = 层数 { $want }：{ $why }

faults-why-standing = 当前仍有效的试填次数（填了还没撤销的）

faults-why-standing-with-this = 当前仍有效的试填次数，包括这一次

faults-why-standing-no-deductions = 当前仍有效的试填次数（推出的不算）

faults-why-of-deduction = 它撤回的那次推出的层数

faults-why-of-placement = 它撤销的那次试填的层数

faults-undo-nothing = 撤销 { $cell } 的 { $digit }，但当前没有任何仍有效的试填

faults-undo-nothing-expected = 只撤销仍有效的试填

faults-undo-out-of-order = 回溯顺序错误：撤销 { $cell } 的 { $digit }，但最近一次仍有效的试填是 { $top } 填 { $top_digit }（第 { $step } 步）

faults-undo-out-of-order-expected = 先撤销 { $top } 的 { $top_digit }：回溯从最近一次试填开始撤销

faults-wrong-counters = 统计数字不对：{ $counters }

faults-counter = { $counter } 写的是 { $said }（按事件计算是 { $counted }）

faults-counter-named = { $title }（`{ $name }`）

faults-counter-separator = ；

faults-wrong-counters-expected = 按事件重新计算的统计数字（定义见 docs/trace-format.md 的 “The footer” 一节）
