### quiz.ftl in zh-TW: see en/quiz.ftl for what each message says.

quiz-fewer = 你要了 { $asked } 道題；這次搜尋只有 { $total } 個適合出題的時刻。

quiz-ask-candidates = { $cell } 有哪些候選數？

quiz-ask-forced = 規則迫使 { $cell } 填入一個數。是哪個數？

quiz-ask-pruned = 弧一致性要從 { $cell } 的值域刪去一個數。是哪個數？

quiz-ask-backjump = { $cell } 沒有候選數了。搜尋會跳回哪一個猜測？

quiz-ask-wipeout = 搜尋要在 { $cell } 填 { $digit }，接下來的推論會清空某一格的值域。是哪一格的值域被清空？

quiz-ask-lcv = 最少限制值要替 { $cell } 的值排序。它最先試哪一個值？

quiz-hold = 請先回答這一題，或按 Escape 略過：跳轉會越過它，按 N 會顯示答案。

quiz-hint-digits = 按下數字（或直接輸入），再按「檢查」（Enter）。按 Esc 略過。

quiz-hint-digit = 按下那個數字（或直接輸入）。按 Esc 略過。

quiz-hint-cell = 在盤面上點選那一格，或輸入它的名稱（例如 { $example }），再按「檢查」（Enter）。按 Esc 略過。

quiz-hint-choice = 選一個。按 Esc 略過。

quiz-hint-guesses = 選出還有值沒試過的每個猜測（按空白鍵），再按「檢查」（Enter）；如果都沒有，就一個也不選。按 Esc 略過。

quiz-skip = 略過

quiz-wrong = 不對喔。

quiz-skipped = 已略過。

quiz-final-detail = 答錯 { $wrong } 題，略過 { $skipped } 題，{ $open } 題沒有作答（被跳轉越過）。

quiz-pass-jump = 仍然跳到那一步

quiz-key-list =
    .enter-key = Enter
    .enter-does = 檢查答案；答完後顯示這一步
    .escape-key = Esc
    .escape-does = 略過這道題（記為略過）
    .digits-key = 1–9
    .digits-does = 選取或取消一個候選數，或用數字作答

quiz-ask-propagates = 弧一致性的傳播還在繼續：只剩一個值的格子，會把這個值從相關格的值域中刪去。接下來傳播的是哪一格？

quiz-tie-propagates = 有 { $count } 個格子只剩一個值，而且這個值仍在某個相關格的值域裡：{ $cells }。無論先傳播哪一格，弧一致性最後得到的值域都一樣，所以答哪一格都算對；這次搜尋按閱讀順序取了第一格：{ $taken }。
