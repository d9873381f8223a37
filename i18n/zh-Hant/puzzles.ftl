### puzzles.ftl in zh-Hant: see en/puzzles.ftl for what each message says.

puzzles-headings =
    .name = 名稱
    .size = 大小
    .givens = 已知數
    .teaches = 這道題教什麼

puzzles-source-row = 出處：{ $source }

puzzles-footer =
    共 { $count } 道題；在 solve、compare、check 中用 --puzzle 名稱 選用其中一道；
    `sudoku-trace puzzles 名稱` 顯示一道題的詳情。

puzzles-details = { $name }：{ $n }×{ $n }，{ $rows }×{ $cols } 的宮，已知數 { $givens } 個，{ $solutions }

puzzles-solutions =
    .none = 無解
    .one = 恰有一個解
    .several = 有多個解

puzzles-teaches-line = 教什麼：{ $teaches }

puzzles-source-line = 出處：  { $source }

puzzles-search-line = 搜尋：  備選數回溯（candidates）{ $first }要填數 { $placements } 次；每種策略都在 { $limit } 步之內結束

puzzles-until =
    .everything = 試遍所有可能
    .first = 找到第一個解

puzzles-teaches =
    .classic = 一步一步看深度優先搜尋：填一個備選數，往下走，遇到死路就撤回。
    .first-4x4 = 整個搜尋放得進一張投影片：每個備選數、每條死路、每次撤回都看得到。
    .six = 宮不一定是正方形：2×3 的宮改變的是哪些格互相牽制，搜尋的做法不變。
    .wipeout-4x4 = 一張投影片講清前向檢查：第一次填數就在第 5 步清空了某一格的值域，那時搜尋還沒走到那一格；盲目搜尋填數 14 次，前向檢查 13 次，弧相容 12 次，一條死路也沒有。
    .csp-6x6 = 一個盤面講完約束滿足一章：死路從 119 條降到前向檢查的 73 條、弧相容的 10 條；最少剩餘值把 371 次填數減到 75 次，再加上最少約束值減到 29 次；衝突引導回跳越過了 34 個還有值沒試的猜測，配上前向檢查（FC-CBJ）則把前向檢查的 222 次填數減到 160 次。
    .sixteen = 同樣的搜尋放到 16×16 的盤面上：大於 9 的數字用字母表示，步驟完全一樣。
    .norvig-grid1 = 一道簡單題：靠推理就能不猜而解，盲目搜尋卻仍要猜 200 次。
    .ai-escargot = 對人難，不等於對電腦難：號稱最難的這道題，盲目搜尋猜 8969 次就解開了；不過最少約束值在這道題上適得其反：mrv+lcv+fc 填數 1702 次，mrv+fc 只要 217 次。
    .inkala-2012 = 媒體口中的「世界最難」：先選備選數最少的格、再用唯一備選數和隱性唯一推理，把 49558 次猜測減到 172 次。
    .easter-monster = 有些題目光靠推理解不開：唯一備選數和隱性唯一都卡住了，所以就連這裡最聰明的策略也得猜。
    .golden-nugget = 對人類的邏輯推理來說是最難的題目之一，但搜尋加上推理，只要猜幾百次就能解出。
    .norvig-grid2 = 只有十七個已知數：盲目搜尋要猜 970 萬次，先選備選數最少的格只要 481 次。
    .wikipedia-anti-brute-force = 專門針對「按順序從 1 試到 9」設計：盲目搜尋要猜 6900 萬次，推理一次也不用猜。
    .norvig-hard1 = 啟發式也會適得其反：這道有多個解的題，mrv 猜的次數是盲目搜尋的 13 倍。
    .no-solution = 要證明無解，就得把整棵搜尋樹走完：每一條分支都以死路告終。

puzzles-sources =
    .classic = { $citation }中的示例題；兩篇種子文章解的也是這一題
    .first-4x4 = 為 sudoku-trace 產生（{ $citation }）：隨機產生一個完整盤面，在解保持唯一的前提下逐一去掉已知數
    .six = 為 sudoku-trace 產生（{ $citation }）：打亂一個規則盤面，在解保持唯一的前提下逐一去掉已知數
    .wipeout-4x4 = 為 sudoku-trace 產生（{ $citation }）：因為前向檢查的第一次填數就清空了一個值域而選中
    .csp-6x6 = 為 sudoku-trace 產生（{ $citation }）：因為這一章的每個想法都會改變它的搜尋過程而選中
    .sixteen = 為 sudoku-trace 產生（{ $citation }）：打亂一個規則盤面，在解保持唯一的前提下逐一去掉已知數
    .norvig-grid1 = { $citation }
    .ai-escargot = { $citation }
    .inkala-2012 = { $citation }，即媒體刊出的「世界最難數獨」（The Telegraph，2012 年 6 月）
    .easter-monster = { $citation }
    .golden-nugget = { $citation }；Sudoku Explainer 1.2.1 評分 11.9（http://www.sudokusnake.com/images/GoldenNugget.PNG）
    .norvig-grid2 = { $citation }
    .wikipedia-anti-brute-force = { $citation }中專為難倒暴力搜尋而設計的那道題（File:Sudoku_puzzle_hard_for_brute_force.svg）
    .norvig-hard1 = { $citation }
    .no-solution = 在經典題的 { $cell } 加上一個 9（{ $citation }）；已知數之間並不衝突
