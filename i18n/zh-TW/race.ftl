### race.ftl in zh-TW: see en/race.ftl for what each message says.

race-intro = 所有策略同時搜尋，共用一個時鐘：時鐘每走一下，每個盤面都多填數（猜測）同樣的次數，這樣才公平。如果改成依事件（軌跡裡的一行）計時，做推論的搜尋每記下一次刪去，都會被多算一步。空白鍵播放和暫停，← 和 → 單步，Home 和 End 跳到開頭和結尾。

race-by-events = 依事件

race-by-placements = 依填數

race-legend = 粗體：提示數。藍色：猜測填入的數。綠色：推論得出的數。

race-short =
    .candidates = 取第一個空格，候選數由小到大
    .naive = 依順序每格試 1 到 N
    .mrv = 先取候選數最少的格
    .singles = 先推出唯一的數，再取候選數最少的格
    .dlx = 用舞蹈鏈解精確覆蓋

race-adds =
    .plain = 一般回溯：取第一個空格，值由小到大
    .mrv = 最少剩餘值
    .degree = 度數啟發式
    .lcv = 最少限制值
    .fc = 前向檢查
    .mac = 弧一致性
    .backjump = 衝突導向回跳
