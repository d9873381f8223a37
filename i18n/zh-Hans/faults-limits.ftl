### faults-limits.ftl in zh-Hans: see en/faults-limits.ftl for what each message says.

faults-limits-after-close = { $why }之后还有事件

faults-limits-closed-step = 达到步数上限

faults-limits-closed-time = 达到时间上限

faults-limits-closed-solution = 找到开头要求的最后一个解

faults-limits-after-close-expected = 记录到此结束

faults-limits-past-step-limit = 超过了开头设定的 { $limit } 步上限

faults-limits-past-step-limit-expected = 在这一步写 `step_limit_reached`

faults-limits-step-limit-mismatch = 在 { $steps } 步后达到步数上限，但开头设定的是{ $limit }

faults-limits-limit-of = 上限 { $n } 步

faults-limits-no-step-limit = 没有步数上限

faults-limits-step-limit-mismatch-expected = 开头 `options.max_steps` 设定的上限

faults-limits-no-time-limit = 达到了时间上限，但开头没有设定时间上限

faults-limits-no-time-limit-expected = 开头设定了 `options.time_limit`

faults-limits-steps-before-step = 步数上限事件说之前有 { $steps } 步，实际是 { $before } 步

faults-limits-steps-before-time = 时间上限事件说之前有 { $steps } 步，实际是 { $before } 步

faults-limits-steps-before-expected = `steps` 为 { $before }
