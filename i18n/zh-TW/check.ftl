### check.ftl in zh-TW: see en/check.ftl for what each message says.

check-well-formed = 格式正確的 { $size }×{ $size } 數獨（{ $box } 宮）：提示數 { $givens } 個，空格 { $empty } 個

check-unique = 恰有一個解：
