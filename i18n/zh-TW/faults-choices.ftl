### faults-choices.ftl in zh-TW: see en/faults-choices.ftl for what each message says.

faults-choices-among-candidates = 該格的候選數

faults-choices-wrong-of = { $cell } 的試填寫的是共 { $of } 個可選，但{ $among }有 { $count } 個

faults-choices-noun-candidates = 候選數

faults-choices-how-domain = 在由小到大排列的可填值中

faults-choices-how-candidates = 在由小到大排列的候選數中
