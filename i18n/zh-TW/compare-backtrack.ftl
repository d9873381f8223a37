### compare-backtrack.ftl in zh-TW: see en/compare-backtrack.ftl for what each message says.

compare-backtrack-first = 依閱讀順序取第一個空格

compare-backtrack-fc = 前向檢查（fc）：填入一個數字後，把它從同列、同行、同宮每個空格的值域刪去，值域刪空的格子就是死路

compare-backtrack-mac = 弧一致性（mac）：前向檢查，而且只剩一個值的格子也把這個值從相關格刪去，直到不動點

compare-backtrack-backjump = 衝突導向回跳：走到死路時，跳回造成死路的最近一個猜測

compare-backtrack-lcv = 先試最少限制值（lcv）：對相關格限制最少的值先試

compare-backtrack-degree = 剩下的值一樣少時，先取未填相關格最多的格子（度數啟發式，degree）
