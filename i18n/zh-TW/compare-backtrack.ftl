### compare-backtrack.ftl in zh-TW: see en/compare-backtrack.ftl for what each message says.

compare-backtrack-first = 依閱讀順序取第一個空格

compare-backtrack-fc = 前向檢查（fc）：填入的數字從每個同列、行、宮的空格的候選數刪去，刪到沒有的就是死路
