### race.ftl in zh-Hant: see en/race.ftl for what each message says.

race-heading = 賽跑

race-intro = 所有策略同時搜尋，共用一個時鐘：時鐘每走一下，每個盤面都多填數（猜測）同樣的次數，這才公平。若按事件（日誌的一行）計時，做推理的搜尋每記下一次刪值都會被多算一步。空白鍵播放和暫停，← 和 → 單步，Home 和 End 跳到開頭和結尾。

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

race-short =
    .candidates = 取第一個空格，備選數從小到大
    .naive = 按順序每格試 1 到 N
    .mrv = 先取備選數最少的格
    .singles = 先推出唯一數，再取備選數最少的格
    .dlx = 用舞蹈鏈解精確覆蓋

race-adds =
    .plain = 普通回溯：取第一個空格，值從小到大
    .mrv = 最少剩餘值
    .degree = 度數啟發式
    .lcv = 最少約束值
    .fc = 前向檢查
    .mac = 弧相容
    .backjump = 衝突引導回跳

race-adds-joint = 、

race-adds-lead = 加上：

race-boards-shown = 顯示哪些盤面

race-boards-count = 顯示的盤面：{ $shown } / { $count }
