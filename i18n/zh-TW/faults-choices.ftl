### faults-choices.ftl in zh-TW: see en/faults-choices.ftl for what each message says.

faults-choices-among-candidates = 該格的候選數

faults-choices-noun-candidates = 候選數

faults-choices-how-lcv = 在所給的最少限制值順序中

faults-choices-how-candidates = 在由小到大排列的候選數中
