### race.ftl in zh-Hans: see en/race.ftl for what each message says.

race-heading = 赛跑

race-intro = 所有策略同时搜索，共用一个时钟：时钟每走一下，每个盘面都多试填（猜测）同样的次数，这才公平。若按事件（日志的一行）计时，做推理的搜索每记下一次删值都会被多算一步。空格键播放和暂停，← 和 → 单步，Home 和 End 跳到开头和结尾。

race-cap-note = 每个盘面最多记录搜索的前 { $cap } 个事件（与逐步讲解页的收录上限相同）；上面的表格统计的是整个搜索。

race-clock = 共用时钟

race-by-events = 按事件

race-by-placements = 按试填

race-at-event = 第 { $t } 个事件，共 { $max } 个

race-at-placement = 第 { $t } 次试填，共 { $max } 次

race-controls = 赛跑控制

race-legend = 粗体：已知数。蓝色：猜测填入的数。绿色：推理得出的数。

race-board = { $strategy } 的盘面

race-searching = 搜索中…

race-done-at-event = 第 { $k } 个事件时{ $outcome }

race-done-at-placement = 第 { $k } 次试填时{ $outcome }

race-capped = 记录到第 { $recorded } 个事件为止；搜索之后继续，共 { $events } 个事件、{ $placements } 次试填（见表格）

race-limited = 因{ $limit }而停止：共 { $events } 个事件、{ $placements } 次试填

race-live = { $clock }：{ $count } 种策略中 { $done } 种已结束

race-no-script = 赛跑需要 JavaScript；表格和图表不需要。

race-short =
    .candidates = 取第一个空格，备选数从小到大
    .naive = 按顺序每格试 1 到 N
    .mrv = 先取备选数最少的格
    .singles = 先推出唯一数，再取备选数最少的格
    .dlx = 用舞蹈链解精确覆盖

race-adds =
    .plain = 普通回溯：取第一个空格，值从小到大
    .mrv = 最少剩余值
    .degree = 度启发式
    .lcv = 最少约束值
    .fc = 前向检查
    .mac = 弧相容
    .backjump = 冲突引导回跳

race-adds-joint = 、

race-adds-lead = 加上：

race-boards-shown = 显示哪些盘面

race-boards-count = 显示的盘面：{ $shown } / { $count }
