### faults-solutions.ftl in zh-Hans: see en/faults-solutions.ftl for what each message says.

faults-solutions-unfilled = { $cell } 还是空格，却报告已找到一个解（{ $cells } 格中只填了 { $filled } 格）

faults-solutions-unfilled-expected = 每一格都填满之后才报告找到解

faults-solutions-clash = 无效的解：{ $a } 和 { $b } 同在{ $unit }，却都是 { $digit }

faults-solutions-clash-expected = 每一行、每一列、每一宫里每个数字各出现一次

faults-solutions-wrong-grid = 解不对：{ $what }

faults-solutions-grid-length = 这个解有 { $len } 个字符，而不是 { $cells } 个

faults-solutions-grid-differs = 这个解在 { $cell } 写的是 { $found }，但盘面上那里是 { $held }

faults-solutions-grid-changes-given = 这个解把 { $cell } 的已知数 { $given } 改成了 { $found }

faults-solutions-wrong-grid-expected = 事件一步步填出的盘面：{ $line }

faults-solutions-number = 解的编号是 { $number }

faults-solutions-number-expected = 编号 { $want }：解按 1、2、3… 的顺序编号

faults-solutions-not-listed = 第 { $number } 个解不是文档中的 solutions[{ $k }]

faults-solutions-list-length = 文档列出了 { $listed } 个解，事件中找到的是 { $found } 个

faults-solutions-list-expected = `solutions` 列表按顺序列出每一个解
