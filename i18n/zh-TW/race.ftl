### race.ftl in zh-TW: see en/race.ftl for what each message says.

race-intro = 所有策略同時搜尋，共用一個時鐘：時鐘每走一下，每個盤面都多填數（猜測）同樣的次數，這才公平。若依事件（日誌的一行）計時，做推理的搜尋每記下一次刪值都會被多算一步。空白鍵播放和暫停，← 和 → 單步，Home 和 End 跳到開頭和結尾。

race-by-events = 依事件

race-by-placements = 依試填

race-at-placement = 第 { $t } 次試填，共 { $max } 次

race-legend = 粗體：提示數。藍色：試填的數。綠色：推理得出的數。

race-done-at-placement = 第 { $k } 次試填時{ $outcome }

race-capped = 記錄到第 { $recorded } 個事件為止；搜尋之後繼續，共 { $events } 個事件、{ $placements } 次試填（見表格）

race-limited = 因{ $limit }而停止：共 { $events } 個事件、{ $placements } 次試填

race-short =
    .candidates = 取第一個空格，候選數從小到大
    .naive = 按順序每格試 1 到 N
    .mrv = 先取候選數最少的格
    .singles = 先推出唯一數，再取候選數最少的格
    .dlx = 用舞蹈鏈解精確覆蓋
