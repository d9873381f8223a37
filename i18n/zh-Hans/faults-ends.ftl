### faults-ends.ftl in zh-Hans: see en/faults-ends.ftl for what each message says.

faults-ends-implied = end 写的是 `{ $end }`，但按最后一个事件应是 `{ $implied }`

faults-ends-implied-expected = end 为 `{ $implied }`

faults-ends-not-undone = end 写的是 `exhausted`，但 { $cell } 填 { $digit }（第 { $step } 步）一直没有撤销

faults-ends-not-undone-expected = 搜索完毕（exhausted）时每一次试填都已撤销

faults-ends-not-retracted = end 写的是 `exhausted`，但 { $cell } 推出的 { $digit }（第 { $step } 步）一直没有撤回

faults-ends-not-retracted-expected = 搜索完毕（exhausted）时每一个推出的数字都已撤回

faults-ends-no-reason = end 写的是 `{ $end }`，但记录并没有停在 { $what }

faults-ends-no-placement-limit = 试填次数上限的事件（并没有这种事件）

faults-ends-last-solution = 开头要求的最后一个解

faults-ends-no-reason-expected = end 为 `exhausted` 或 `stopped`
