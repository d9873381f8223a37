### compare.ftl in zh-Hant: see en/compare.ftl for what each message says.

compare-title = { $count } 種策略解同一道 { $n }×{ $n } 數獨（已知數 { $givens } 個；解到第一個解為止；{ $limit }）

compare-no-limit = 不設上限

compare-at-most-each = 每種最多 { $limits }

compare-placements-part = { $n ->
       *[other] { $shown } 次填數
    }

compare-steps-part = { $n ->
       *[other] { $shown } 步
    }

compare-seconds-part = { $seconds } 秒

compare-and = 、

compare-or = 或

compare-strategy = 策略

compare-result = 結果

compare-time = 時間

compare-step-limit = 到步數上限

compare-time-limit = 到時間上限

compare-placement-limit = 到填數上限

compare-stopped = 已中止

compare-no-solution = 無解

compare-solved = 已解

compare-lower-bound = 停在{ $limits }的策略沒有走完：它的數字（≥）只是下限。

compare-the-placement-limit = 填數上限

compare-the-step-limit = 步數上限

compare-the-time-limit = 時間上限

compare-page-title = sudoku-trace 策略比較

compare-puzzle = 題目：

compare-caption = 各策略的計數

compare-fairness = { $n ->
       *[other] 每種策略的填數上限都是 { $shown } 次（猜測），所以停在上限的策略至少填了和任何走完的策略一樣多：填得多的不會看起來比較少。
    }

compare-what-each-does = 各策略怎麼搜尋

compare-charts = 圖表

compare-scale = 刻度

compare-log-scale = 對數

compare-linear-scale = 線性

compare-log-note = 對數刻度：往右每過一個刻度，數量就乘以十，所以大的差距看起來很小。

compare-linear-note = 線性刻度：長條長一倍，數量就多一倍。

compare-capped-note = 末端是虛線和箭頭（≥）的長條停在上限：真正的數字至少這麼多。

compare-chart-label = { $name }（各策略，{ $scale }刻度）

compare-at-least = ≥ { $n }

compare-strategies =
    .candidates = 按閱讀順序取第一個空格，計算它的備選數（同行、同列、同宮都沒有的數字），由小到大逐一嘗試；沒有備選數就是死路，退回上一個猜測。
    .naive = 按閱讀順序走過每一格，逐一嘗試 1 到 N，否決同行、列、宮已有的數字：和 candidates 是同一棵搜尋樹，只是每次否決都報出來。
    .mrv = 先在備選數最少的空格分支（最少剩餘值）；不做推理。
    .singles = 每次分支前先推理到不動點：唯一備選數（naked single）和唯一位置（hidden single）；然後像 mrv 一樣分支。
    .dlx = Knuth 的 X 演算法配合舞蹈鏈，在精確覆蓋矩陣上先覆蓋選項最少的約束。

compare-title-named = { $count } 種策略解 { $name }（{ $n }×{ $n } 數獨，已知數 { $givens } 個；解到第一個解為止；{ $limit }）

compare-page-title-named = { $name }：策略比較（sudoku-trace）

compare-notes = 這些數字說明了什麼

compare-note-same-work = { $fc } 與 { $mac } 刪去的值一樣（刪值 { $prunings } 次），遇到的死路也一樣（{ $dead_ends } 條），但 { $mac } 少填了 { $fewer } 次（{ $mac_placements } 對 { $fc_placements }）。差別只在這裡：一格只剩一個值時，弧相容在下一次猜測之前就把它定下來；前向檢查卻先把這個值當作猜測填進去，分支走不通時再撤回。在這道題上，搜尋本身並沒有更聰明。

compare-note-worse = 在這道題上，{ $idea }反而更糟：{ $pairs }。啟發式賭的是一般情況，這一次賭輸了。

compare-note-worse-pair = { $with } 填數 { $more } 次，不用它的 { $without } 只填數 { $less } 次

compare-note-worse-joint = ；

compare-note-skipped = { $name } 在回跳中越過了 { $total } 個猜測：其中 { $untried } 個還有沒試過的值（這正是回跳省下的工夫），{ $exhausted } 個的值已經試完（按時間順序回溯也一樣會撤回它們）。
