### faults-limits.ftl in zh-Hant: see en/faults-limits.ftl for what each message says.

faults-limits-after-close = { $why }之後還有事件

faults-limits-closed-step = 達到步數上限

faults-limits-closed-time = 達到時間上限

faults-limits-closed-solution = 找到開頭要求的最後一個解

faults-limits-after-close-expected = 記錄到此結束

faults-limits-past-step-limit = 超過了開頭設定的 { $limit } 步上限

faults-limits-past-step-limit-expected = 在這一步寫 `step_limit_reached`

faults-limits-step-limit-mismatch = 在 { $steps } 步後達到步數上限，但開頭設定的是{ $limit }

faults-limits-limit-of = 上限 { $n } 步

faults-limits-no-step-limit = 沒有步數上限

faults-limits-step-limit-mismatch-expected = 開頭 `options.max_steps` 設定的上限

faults-limits-no-time-limit = 達到了時間上限，但開頭沒有設定時間上限

faults-limits-no-time-limit-expected = 開頭設定了 `options.time_limit`

faults-limits-steps-before-step = 步數上限事件說之前有 { $steps } 步，實際是 { $before } 步

faults-limits-steps-before-time = 時間上限事件說之前有 { $steps } 步，實際是 { $before } 步

faults-limits-steps-before-expected = `steps` 為 { $before }
