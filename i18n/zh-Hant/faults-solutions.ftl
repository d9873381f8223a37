### faults-solutions.ftl in zh-Hant: see en/faults-solutions.ftl for what each message says.

faults-solutions-unfilled = { $cell } 還是空格，卻報告已找到一個解（{ $cells } 格中只填了 { $filled } 格）

faults-solutions-unfilled-expected = 每一格都填滿之後才報告找到解

faults-solutions-clash = 無效的解：{ $a } 與 { $b } 同在{ $unit }，卻都是 { $digit }

faults-solutions-clash-expected = 每一行、每一列、每一宮裡每個數字各出現一次

faults-solutions-wrong-grid = 解不對：{ $what }

faults-solutions-grid-length = 這個解有 { $len } 個字元，而不是 { $cells } 個

faults-solutions-grid-differs = 這個解在 { $cell } 寫的是 { $found }，但盤面上那裡是 { $held }

faults-solutions-grid-changes-given = 這個解把 { $cell } 的已知數 { $given } 改成了 { $found }

faults-solutions-wrong-grid-expected = 事件一步步填出的盤面：{ $line }

faults-solutions-number = 解的編號是 { $number }

faults-solutions-number-expected = 編號 { $want }：解按 1、2、3… 的順序編號

faults-solutions-not-listed = 第 { $number } 個解不是文件中的 solutions[{ $k }]

faults-solutions-list-length = 文件列出了 { $listed } 個解，事件中找到的是 { $found } 個

faults-solutions-list-expected = `solutions` 列表按順序列出每一個解
