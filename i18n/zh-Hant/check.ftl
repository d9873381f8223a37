### check.ftl in zh-Hant: see en/check.ftl for what each message says.

check-well-formed = 格式正確的 { $size }×{ $size } 數獨（{ $box } 宮）：已知數 { $givens } 個，空格 { $empty } 個

check-none = 無解

check-undecided-steps = 無法判定：先到了步數上限

check-undecided-time = 無法判定：先到了時間上限

check-unique = 只有一個解：

check-several = 至少有兩個解；兩者最早在 { $cell } 不同（一個填 { $a }，另一個填 { $b }）：

check-searched = { $strategy }搜尋{ $time }：填數 { $placements }，推得 { $deductions }，死路 { $dead_ends }（{ $engine } 引擎）

check-searched-time = ，費時 { $time }

check-placements = { $n } 次

check-deductions = { $n } 次

check-dead-ends = { $n } 條
