### quiz.ftl in zh-Hant: see en/quiz.ftl for what each message says.

quiz-heading = 小測驗

quiz-question = 第 { $n } 題，共 { $total } 題

quiz-score = 測驗：共 { $total } 題，答對 { $right } 題，已答 { $answered } 題

quiz-fewer = 你要了 { $asked } 道題；這次搜尋只有 { $total } 個合適的時刻可以出題。

quiz-ask-candidates = { $cell } 有哪些備選數？

quiz-ask-next = 搜尋接下來會試哪一格？

quiz-ask-dead = 搜尋要在 { $cell } 填 { $digit }。這個猜測會走進死路嗎？

quiz-ask-forced = 規則迫使 { $cell } 填一個數。是哪個數？

quiz-ask-pruned = 弧相容要從 { $cell } 的值域中刪去一個數。是哪個數？

quiz-ask-backjump = { $cell } 已無可備選值。搜尋會跳回哪一個猜測？

quiz-ask-wipeout = 搜尋要在 { $cell } 填 { $digit }，接下來的推理會清空某一格的值域。是哪一格的值域被清空？

quiz-ask-lcv = 最少約束值要為 { $cell } 的值排序。它最先試哪一個值？

quiz-ask-propagates = 弧相容的傳播還在繼續：只剩一個值的格子，會把這個值從相關格的值域中刪去。接下來傳播的是哪一格？

quiz-ask-skipped = { $cell } 已經沒有可試的值了，搜尋退回「{ $landing }」那一步。中間越過的猜測裡，哪些還有沒試過的值？

quiz-hold = 請先回答這一題，或按 Escape 跳過：跳轉會越過它，按 N 會顯示答案。

quiz-hint-digits = 按下數字（或直接輸入），再按「檢查」（Enter）。按 Esc 跳過。

quiz-hint-digit = 按下那個數字（或直接輸入）。按 Esc 跳過。

quiz-hint-cell = 在盤面上點那一格，或輸入它的名稱（例如 { $example }），再按「檢查」（Enter）。按 Esc 跳過。

quiz-hint-choice = 選一個。按 Esc 跳過。

quiz-guess = { $guess }（深度 { $depth }）

quiz-hint-guesses = 選出還有值沒試過的每個猜測（按空白鍵），再按「檢查」（Enter）；如果都沒有，就一個也不選。按 Esc 跳過。

quiz-cell-name = 格子名稱

quiz-yes = 會

quiz-no = 不會

quiz-check = 檢查

quiz-skip = 跳過

quiz-show-step = 顯示這一步

quiz-right = 答對了。

quiz-wrong = 不對。

quiz-skipped = 已跳過。

quiz-answer = 答案：{ $answer }。

quiz-you-said = 你的答案：{ $answer }。

quiz-dead-yes = 從這個猜測往下的每條路都走不通，所以搜尋撤回了它。

quiz-dead-no = 這個猜測一直留在通往解的路上。

quiz-skipped-reason = 這些沒試過的值，就是回跳省下的工作：一步一步回溯的話，每個值都要試一遍。{ $others ->
        [0] {""}
       *[other] 其餘 { $others } 個猜測已經試過最後一個值了。
    }

quiz-tie = 有 { $count } 個格子剩下的值同樣最少（各剩 { $values } 個）：{ $cells }。最少剩餘值可以選其中任何一格，所以答哪一格都算對；這次搜尋按閱讀順序取了第一格：{ $taken }。

quiz-tie-propagates = 有 { $count } 個格子只剩一個值，而且這個值仍在某個相關格的值域裡：{ $cells }。無論先傳播哪一格，弧相容最後得到的值域都一樣，所以答哪一格都算對；這次搜尋按閱讀順序取了第一格：{ $taken }。

quiz-none = 沒有

quiz-trace-says = 軌跡第 { $step } 步：{ $sentence }

quiz-final-title = 測驗結束

quiz-final-score = 共 { $total } 題，答對 { $right } 題

quiz-final-detail = 答錯 { $wrong } 題，跳過 { $skipped } 題，{ $open } 題沒有作答（被跳轉越過）。

quiz-unknown-cell = 沒有叫 { $name } 的格子。

quiz-pass-title = 途中有 { $count } 道題

quiz-pass-body = 跳到第 { $step } 步會越過 { $count } 道你還沒回答的題。這些題記為未作答；之後逐步前進時仍會再問。

quiz-pass-answer = 先回答第一道（第 { $step } 步）

quiz-pass-jump = 仍然跳過去

quiz-pass-stay = 留在這裡

quiz-key-list =
    .enter-key = Enter
    .enter-does = 檢查答案；答完後顯示這一步
    .escape-key = Esc
    .escape-does = 跳過這道題（記為跳過）
    .digits-key = 1–9
    .digits-does = 選取或取消一個備選數，或用數字作答
