### compare-backtrack.ftl in zh-Hans: see en/compare-backtrack.ftl for what each message says.

compare-backtrack-search = 教科书的回溯搜索（Russell 与 Norvig）

compare-backtrack-first = 按阅读顺序取第一个空格

compare-backtrack-mrv = 先取剩下的值最少的格（mrv）

compare-backtrack-degree = 剩下的值一样少时，先取未填相关格最多的格（度启发式，degree）

compare-backtrack-ascending = 值从小到大

compare-backtrack-lcv = 先试最少约束值（lcv）：对相关格约束最少的值先试

compare-backtrack-fc = 前向检查（fc）：填入的数字从每个同行、列、宫的空格的备选数删去，删到没有的就是死路

compare-backtrack-mac = 弧相容（mac）：前向检查，而且只剩一个值的格也从邻格删去它，直到不动点

compare-backtrack-backjump = 冲突引导回跳：在死路跳回造成它的最近一个猜测

compare-backtrack-colon = ：

compare-backtrack-joint = ；

compare-backtrack-stop = 。
