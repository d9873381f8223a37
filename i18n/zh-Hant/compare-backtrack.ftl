### compare-backtrack.ftl in zh-Hant: see en/compare-backtrack.ftl for what each message says.

compare-backtrack-search = 教科書的回溯搜尋（Russell 與 Norvig）

compare-backtrack-first = 按閱讀順序取第一個空格

compare-backtrack-mrv = 先取剩下的值最少的格（mrv）

compare-backtrack-degree = 剩下的值一樣少時，先取未填相關格最多的格（度數啟發式，degree）

compare-backtrack-ascending = 值由小到大

compare-backtrack-lcv = 先試最少約束值（lcv）：對相關格約束最少的值先試

compare-backtrack-fc = 前向檢查（fc）：填入的數字從每個同行、列、宮的空格的備選數刪去，刪到沒有的就是死路

compare-backtrack-mac = 弧相容（mac）：前向檢查，而且只剩一個值的格也從鄰格刪去它，直到不動點

compare-backtrack-backjump = 衝突引導回跳：在死路跳回造成它的最近一個猜測

compare-backtrack-colon = ：

compare-backtrack-joint = ；

compare-backtrack-stop = 。
