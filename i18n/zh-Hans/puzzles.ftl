### puzzles.ftl in zh-Hans: see en/puzzles.ftl for what each message says.

puzzles-headings =
    .name = 名称
    .size = 大小
    .givens = 已知数
    .teaches = 这道题教什么

puzzles-source-row = 出处：{ $source }

puzzles-footer =
    共 { $count } 道题；在 solve、compare、check 中用 --puzzle 名称 选用其中一道；
    `sudoku-trace puzzles 名称` 显示一道题的详情。

puzzles-details = { $name }：{ $n }×{ $n }，{ $rows }×{ $cols } 的宫，已知数 { $givens } 个，{ $solutions }

puzzles-solutions =
    .none = 无解
    .one = 恰有一个解
    .several = 有多个解

puzzles-teaches-line = 教什么：{ $teaches }

puzzles-source-line = 出处：  { $source }

puzzles-search-line = 搜索：  备选数回溯（candidates）{ $first }要试填 { $placements } 次；每种策略都在 { $limit } 步之内结束

puzzles-until =
    .everything = 试遍所有可能
    .first = 找到第一个解

puzzles-teaches =
    .classic = 一步一步看深度优先搜索：试填一个备选数，往下走，遇到死路就撤销。
    .first-4x4 = 整个搜索放得进一张幻灯片：每个备选数、每条死路、每次撤销都看得到。
    .six = 宫不一定是正方形：2×3 的宫改变的是哪些格互相牵制，搜索的做法不变。
    .wipeout-4x4 = 一张幻灯片讲清前向检查：第一次试填就在第 5 步清空了某一格的值域，那时搜索还没走到那一格；盲目搜索试填 14 次，前向检查 13 次，弧相容 12 次，一条死路也没有。
    .csp-6x6 = 一个盘面讲完约束满足一章：死路从 119 条降到前向检查的 73 条、弧相容的 10 条；最少剩余值把 371 次试填减到 75 次，再加上最少约束值减到 29 次；冲突引导回跳越过了 34 个还有值没试的猜测，配上前向检查（FC-CBJ）则把前向检查的 222 次试填减到 160 次。
    .sixteen = 同样的搜索放到 16×16 的盘面上：大于 9 的数字用字母表示，步骤完全一样。
    .norvig-grid1 = 一道简单题：靠推理就能不猜而解，盲目搜索却仍要猜 200 次。
    .ai-escargot = 对人难，不等于对计算机难：号称最难的这道题，盲目搜索猜 8969 次就解开了；不过最少约束值在这道题上适得其反：mrv+lcv+fc 试填 1702 次，mrv+fc 只要 217 次。
    .inkala-2012 = 媒体口中的“世界最难”：先选备选数最少的格、再用唯余法和摒除法推理，把 49558 次猜测减到 172 次。
    .easter-monster = 有些题目光靠推理解不开：唯余法和摒除法都卡住了，所以就连这里最聪明的策略也得猜。
    .golden-nugget = 对人类的逻辑推理来说是最难的题目之一，但搜索加上推理，只要猜几百次就能解出。
    .norvig-grid2 = 只有十七个已知数：盲目搜索要猜 970 万次，先选备选数最少的格只要 481 次。
    .wikipedia-anti-brute-force = 专门针对“按顺序从 1 试到 9”设计：盲目搜索要猜 6900 万次，推理一次也不用猜。
    .norvig-hard1 = 启发式也会适得其反：这道有多个解的题，mrv 猜的次数是盲目搜索的 13 倍。
    .no-solution = 要证明无解，就得把整棵搜索树走完：每一条分支都以死路告终。

puzzles-sources =
    .classic = { $citation }中的示例题；两篇种子文章解的也是这一题
    .first-4x4 = 为 sudoku-trace 生成（{ $citation }）：随机生成一个完整盘面，在解保持唯一的前提下逐个去掉已知数
    .six = 为 sudoku-trace 生成（{ $citation }）：打乱一个规则盘面，在解保持唯一的前提下逐个去掉已知数
    .wipeout-4x4 = 为 sudoku-trace 生成（{ $citation }）：因为前向检查的第一次试填就清空了一个值域而选中
    .csp-6x6 = 为 sudoku-trace 生成（{ $citation }）：因为这一章的每个想法都会改变它的搜索过程而选中
    .sixteen = 为 sudoku-trace 生成（{ $citation }）：打乱一个规则盘面，在解保持唯一的前提下逐个去掉已知数
    .norvig-grid1 = { $citation }
    .ai-escargot = { $citation }
    .inkala-2012 = { $citation }，即媒体刊出的“世界最难数独”（The Telegraph，2012 年 6 月）
    .easter-monster = { $citation }
    .golden-nugget = { $citation }；Sudoku Explainer 1.2.1 评分 11.9（http://www.sudokusnake.com/images/GoldenNugget.PNG）
    .norvig-grid2 = { $citation }
    .wikipedia-anti-brute-force = { $citation }中专为难倒暴力搜索而设计的那道题（File:Sudoku_puzzle_hard_for_brute_force.svg）
    .norvig-hard1 = { $citation }
    .no-solution = 在经典题的 { $cell } 加上一个 9（{ $citation }）；已知数之间并不冲突
