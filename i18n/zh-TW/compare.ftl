### compare.ftl in zh-TW: see en/compare.ftl for what each message says.

compare-title = { $count } 種策略解同一道 { $n }×{ $n } 數獨（提示數 { $givens } 個；解到第一個解為止；{ $limit }）

compare-time = 耗時

compare-step-limit = 達步數上限

compare-time-limit = 達時間上限

compare-placement-limit = 達填數上限

compare-solved = 已解出

compare-lower-bound = 停在{ $limits }的策略沒有跑完：它的計數（≥）只是下限。

compare-log-note = 對數刻度：往右每多一個刻度，數量就乘以十，所以大的差距看起來很小。

compare-fairness = { $n ->
       *[other] 每種策略的填數上限都是 { $shown } 次（猜測），所以停在上限的策略至少填了和任何跑完的策略一樣多次：填得多的不會看起來比較少。
    }

compare-capped-note = 末端是虛線和箭頭（≥）的長條停在上限：真正的計數至少這麼多。

compare-strategies =
    .candidates = 依閱讀順序取第一個空格，算出它的候選數（同列、同行、同宮都沒有的數字），由小到大逐一嘗試；沒有候選數就是死路，搜尋撤回上一個猜測。
    .naive = 依閱讀順序走過每一格，逐一嘗試 1 到 N，否決同列、同行、同宮已有的數字：和 candidates 是同一棵搜尋樹，只是每次否決都會報出來。
    .mrv = 先在候選數最少的空格分支（最少剩餘值）；不做推論。
    .singles = 每次分支前先推論到不動點：唯一候選數法（naked single）和隱性唯一候選數法（hidden single）；然後像 mrv 一樣分支。
    .dlx = Knuth 的 X 演算法搭配舞蹈鏈，在精確覆蓋矩陣上先覆蓋選項最少的限制。

compare-title-named = { $count } 種策略解 { $name }（{ $n }×{ $n } 數獨，提示數 { $givens } 個；解到第一個解為止；{ $limit }）

compare-note-same-work = { $fc } 與 { $mac } 刪去的值一樣（刪去 { $prunings } 次），遇到的死路也一樣（{ $dead_ends } 條），但 { $mac } 少填了 { $fewer } 次（{ $mac_placements } 對 { $fc_placements }）。差別只在這裡：一格只剩一個值時，弧一致性在下一次猜測之前就把它定下來；前向檢查卻先把這個值當作猜測填進去，分支走不通時再撤回。在這道題上，搜尋本身並沒有更聰明。

compare-note-skipped = { $name } 在回跳中越過了 { $total } 個猜測：其中 { $untried } 個還有沒試過的值（這正是回跳省下的工夫），{ $exhausted } 個的值已經試完（依時間順序回溯也一樣會撤回它們）。
