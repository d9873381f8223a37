### race.ftl in zh-TW: see en/race.ftl for what each message says.

race-intro = 所有策略同時搜尋，共用一個時鐘：每走一格，每個盤面都前進相同數量的事件（日誌的一行）或試填（猜測）。空白鍵播放和暫停，← 和 → 單步，Home 和 End 跳到開頭和結尾。

race-by-events = 依事件

race-by-placements = 依試填

race-at-placement = 第 { $t } 次試填，共 { $max } 次

race-legend = 粗體：提示數。藍色：試填的數。綠色：推理得出的數。

race-done-at-placement = 第 { $k } 次試填時{ $outcome }

race-capped = 記錄到第 { $recorded } 個事件為止；搜尋之後繼續，共 { $events } 個事件、{ $placements } 次試填（見表格）

race-limited = 因{ $limit }而停止：共 { $events } 個事件、{ $placements } 次試填
