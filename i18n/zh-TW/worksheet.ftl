### worksheet.ftl in zh-TW: see en/worksheet.ftl for what each message says.

worksheet-title = 回溯學習單：{ $strategy }

worksheet-summary = { $size }×{ $size } 的題目，提示數 { $givens } 個，空格 { $empty } 個。粗體數字是提示數。

worksheet-counter-columns =
    .counter = 項目
    .value = 數值
    .counts = 說明

worksheet-ask-candidates = 第 { $step } 步時，搜尋看著下面盤面上的 { $cell }（標有 ?）。{ $cell } 有哪些候選數？

worksheet-ask-domain = 第 { $step } 步時，搜尋看著下面盤面上的 { $cell }（標有 ?）。{ $cell } 的值域裡還剩哪些值？（推論可能已刪去盤面上看不出來的值：請沿著之前的步驟推推看。）

worksheet-ask-next = 第 { $step } 步是「{ $sentence }」。接下來搜尋會看哪一格？

worksheet-answers = 解答

worksheet-chain = 推論刪去 { $count } 個值：{ $list }

worksheet-domains-note = 用了推論時，每個空格用小字標出它的值域，也就是它還能填的值。

worksheet-ask-pruning-mac = 第 { $step } 步，搜尋在下面的盤面上填 { $guess }（每個空格標著它的值域）。弧一致性會刪去哪些值？從哪些格子刪去？

worksheet-ask-wipeout = 第 { $step } 步，搜尋在下面的盤面上填 { $guess }（每個空格標著它的值域）。接著推論會把某一格的值域清空。是哪一格？最後刪去的是哪個值？

worksheet-ask-order = 第 { $step } 步，搜尋依最少限制值替 { $cell }（標有 ?）的值 { $domain } 排序：會從相關格的值域裡刪去的值越少，越先試；一樣多的由小到大。它依什麼順序試？

worksheet-no-answers = 這份學習單不附解答。
