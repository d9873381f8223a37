### race.ftl in zh-Hant: see en/race.ftl for what each message says.

race-heading = 賽跑

race-intro = 所有策略同時搜尋，共用一個時鐘：每走一格，每個盤面都前進相同數量的事件（日誌的一行）或填數（猜測）。空白鍵播放和暫停，← 和 → 單步，Home 和 End 跳到開頭和結尾。

race-cap-note = 每個盤面最多記錄搜尋的前 { $cap } 個事件（與逐步解說頁的收錄上限相同）；上面的表格統計的是整個搜尋。

race-clock = 共用時鐘

race-by-events = 按事件

race-by-placements = 按填數

race-at-event = 第 { $t } 個事件，共 { $max } 個

race-at-placement = 第 { $t } 次填數，共 { $max } 次

race-controls = 賽跑控制

race-legend = 粗體：已知數。藍色：猜測填入的數。綠色：推理得出的數。

race-board = { $strategy } 的盤面

race-searching = 搜尋中…

race-done-at-event = 第 { $k } 個事件時{ $outcome }

race-done-at-placement = 第 { $k } 次填數時{ $outcome }

race-capped = 記錄到第 { $recorded } 個事件為止；搜尋之後繼續，共 { $events } 個事件、{ $placements } 次填數（見表格）

race-limited = 因{ $limit }而停止：共 { $events } 個事件、{ $placements } 次填數

race-live = { $clock }：{ $count } 種策略中 { $done } 種已結束

race-no-script = 賽跑需要 JavaScript；表格和圖表不需要。
