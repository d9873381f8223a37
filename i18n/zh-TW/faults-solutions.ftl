### faults-solutions.ftl in zh-TW: see en/faults-solutions.ftl for what each message says.

faults-solutions-unfilled = { $cell } 還是空格，卻回報已找到一個解（{ $cells } 格中只填了 { $filled } 格）

faults-solutions-unfilled-expected = 每一格都填滿之後才回報找到解

faults-solutions-clash-expected = 每一列、每一行、每一宮裡每個數字各出現一次

faults-solutions-grid-changes-given = 這個解把 { $cell } 的提示數 { $given } 改成了 { $found }

faults-solutions-not-listed = 第 { $number } 個解不是檔案中的 solutions[{ $k }]

faults-solutions-list-length = 檔案列出了 { $listed } 個解，事件中找到的是 { $found } 個

faults-solutions-list-expected = `solutions` 清單依序列出每一個解
