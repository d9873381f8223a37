### compare.ftl in zh-TW: see en/compare.ftl for what each message says.

compare-title = { $count } 種策略解同一道 { $n }×{ $n } 數獨（提示數 { $givens } 個；解到第一個解為止；{ $limit }）

compare-placements-part = { $n ->
       *[other] { $shown } 次試填
    }

compare-time = 耗時

compare-step-limit = 達步數上限

compare-time-limit = 達時間上限

compare-placement-limit = 達試填上限

compare-solved = 已解出

compare-lower-bound = 停在{ $limits }的策略沒有跑完：它的計數（≥）只是下限。

compare-the-placement-limit = 試填上限

compare-fairness = { $n ->
       *[other] 每種策略的試填上限都是 { $shown } 次（猜測），所以停在上限的策略至少試填了和任何跑完的策略一樣多：試填多的不會看起來比較少。
    }

compare-capped-note = 末端是虛線和箭頭（≥）的長條停在上限：真正的計數至少這麼多。

compare-strategies =
    .candidates = 依閱讀順序取第一個空格，算出它的候選數（同列、同行、同宮都沒有的數字），由小到大逐一嘗試；沒有候選數就是死路，退回上一個猜測。
    .naive = 依閱讀順序走過每一格，逐一嘗試 1 到 N，拒絕同列、行、宮已有的數字：和 candidates 是同一棵搜尋樹，只是每次拒絕都報出來。
    .mrv = 先在候選數最少的空格分支（最少剩餘值）；不做推理。
    .singles = 每次分支前先推理到不動點：唯一候選數法（naked single）和隱性唯一候選數法（hidden single）；然後像 mrv 一樣分支。
    .dlx = Knuth 的 X 演算法配合舞蹈鏈，在精確覆蓋矩陣上先覆蓋選項最少的約束。

compare-title-named = { $count } 種策略解 { $name }（{ $n }×{ $n } 數獨，提示數 { $givens } 個；解到第一個解為止；{ $limit }）

compare-note-same-work = { $fc } 與 { $mac } 刪去的值一樣（刪值 { $prunings } 次），遇到的死路也一樣（{ $dead_ends } 條），但 { $mac } 少試填了 { $fewer } 次（{ $mac_placements } 對 { $fc_placements }）。差別只在這裡：一格只剩一個值時，弧一致性在下一次猜測之前就把它定下來；前向檢查卻先把這個值當作猜測填進去，分支走不通時再撤銷。在這道題上，搜尋本身並沒有更聰明。

compare-note-worse-pair = { $with } 試填 { $more } 次，不用它的 { $without } 只試填 { $less } 次
