### check.ftl in zh-Hans: see en/check.ftl for what each message says.

check-well-formed = 格式正确的 { $size }×{ $size } 数独（{ $box } 宫）：已知数 { $givens } 个，空格 { $empty } 个

check-none = 无解

check-undecided-steps = 无法判定：先到了步数上限

check-undecided-time = 无法判定：先到了时间上限

check-unique = 只有一个解：

check-several = 至少有两个解；两者最早在 { $cell } 不同（一个填 { $a }，另一个填 { $b }）：

check-searched = { $strategy }搜索{ $time }：试填 { $placements }，推出 { $deductions }，死路 { $dead_ends }（{ $engine } 引擎）

check-searched-time = ，用时 { $time }

check-placements = { $n } 次

check-deductions = { $n } 次

check-dead-ends = { $n } 条
