### faults-choices.ftl in zh-Hans: see en/faults-choices.ftl for what each message says.

faults-choices-among-candidates = 该格的备选数

faults-choices-among-domain = 该格当前可填的值

faults-choices-among-constraint = 所选约束的选择

faults-choices-wrong-of = { $cell } 的试填写的是共 { $of } 个可选，但{ $among }有 { $count } 个

faults-choices-wrong-of-expected = 共 { $count } 个可选

faults-choices-out-of-range = 第 { $choice } 个，但{ $among }只有 { $count } 个

faults-choices-out-of-range-expected = 1 到 { $count } 之间的一个序号

faults-choices-wrong-choice = { $noun } { $listed } 中的第 { $choice } 个是 { $nth }，但填的是 { $digit }

faults-choices-noun-values = 可填的值

faults-choices-noun-candidates = 备选数

faults-choices-wrong-choice-expected = 第 { $place } 个，即 { $digit } { $how }的位置

faults-choices-how-lcv = 在所给的最少约束值顺序中

faults-choices-how-domain = 在从小到大排列的可填值中

faults-choices-how-candidates = 在从小到大排列的备选数中
