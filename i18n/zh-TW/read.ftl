### read.ftl in zh-TW: see en/read.ftl for what each message says.

read-here-events = {" "}`[`（事件清單）

read-here-nothing = 檔案結尾（後面不該再有東西）

read-header = 一份搜尋記錄：第一行是開頭 {"{"}"schema_version":1,"puzzle":{"{"}…{"}"},"strategy":…,"options":{"{"}…{"}"}{"}"} 的 JSON Lines，或含有這些欄位和 "events" 的單一 JSON 檔案

read-order = 開頭的欄位（`schema_version`、`puzzle`、`strategy`、`options`）在 `events` 之前，和 sudoku-trace 寫出的檔案一樣（開頭放在後面的檔案會讀兩次；標準輸入無法讀兩次）

read-bounds-cell-expected = 格子 [列,行]，兩者都在 0 到 { $last } 之間

read-bounds-index-expected = 0 到 { $last } 之間的列、行或宮編號
