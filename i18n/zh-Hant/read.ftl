### read.ftl in zh-Hant: see en/read.ftl for what each message says.

read-error = 錯誤：{ $message }

read-at-step = 第 { $step } 步：{ $found }

read-in-header = 開頭：{ $found }

read-expected = = 需要 { $expected }

read-column = { $found }（第 { $column } 個位元組）

read-cannot-open = 無法開啟：{ $error }

read-cannot-read = 無法讀取：{ $error }

read-cannot-read-again = 無法再讀一次：{ $error }

read-truncated = 輸入在一個 JSON 值的中間就結束了

read-too-long = 一個值超過 { $limit } 位元組，這是一筆記錄的上限

read-line-too-long = 一行超過 { $limit } 位元組，這是一筆記錄的上限

read-too-deep = 陣列與物件巢狀超過 { $limit } 層

read-not-utf8 = 不是有效的 UTF-8：位元組 { $byte }（輸入的第 { $offset } 個位元組）

read-byte = 位元組 { $byte }

read-unexpected = 不是 JSON：在本該是{ $here }的地方遇到 { $found }

read-not-json = 不是 JSON：{ $found }

read-trailing = 不是 JSON：開頭那一行後面還有多餘的字元（{ $found }）

read-field = { $field }：{ $found }

read-footer = 結尾：{ $found }

read-empty = 輸入是空的

read-begins-with = 記錄開頭是一個 JSON { $kind }

read-kind-array = 陣列

read-kind-string = 字串

read-kind-number = 數字

read-kind-boolean = 布林值

read-kind-object = 物件

read-no-version = 沒有 `schema_version`：這不是搜尋記錄的開頭

read-unknown-version = 不認得的 schema_version { $version }

read-begins-with-event = 記錄一開頭就是事件

read-after-footer = 結尾之後還有一行

read-second-header = 第二個開頭

read-no-event-field = 一筆沒有 `event` 欄位的記錄

read-an-array = 一個陣列

read-a-string = 一個字串

read-a-boolean = 一個布林值

read-a-number = 一個數字

read-not-a-record = 本該是一筆記錄（JSON 物件）的地方是{ $kind }

read-no-events = 缺少 `events` 欄位

read-before-events = `{ $field }` 出現在 `events` 之前

read-unknown-field = 不認得的欄位 `{ $field }`

read-missing-field = 缺少 `{ $field }` 欄位

read-events-before = `events` 出現在開頭的 `{ $field }` 之前

read-events-gone = 第二次讀取時 `events` 不見了（檔案被改過了嗎？）

read-after-events = `{ $field }` 出現在事件之後

read-here-value = 一個值

read-here-end-of-header-line = 開頭那一行結束

read-here-comma-or-brace = {" "}`,` 或 `{"}"}`{" "}

read-here-colon = 欄位名稱後的 `:`

read-here-events = {" "}`[`（事件列表）

read-here-after-event = 事件後的 `,` 或 `]`

read-here-after-solution = 解後的 `,` 或 `]`

read-here-field-name = 加上引號的欄位名稱

read-here-nothing = 文件結束（後面不該再有東西）

read-header = 一份搜尋記錄：第一行是開頭 {"{"}"schema_version":1,"puzzle":{"{"}…{"}"},"strategy":…,"options":{"{"}…{"}"}{"}"} 的 JSON Lines，或含有這些欄位和 "events" 的單一 JSON 文件

read-header-first = 開頭在最前面：{ $header }

read-event = 一個事件，例如 {"{"}"event":"placed","cell":[0,2],"digit":1,"depth":1{"}"}，寫出該種事件的每個欄位（見 `sudoku-trace schema`）

read-footer-record = 結尾 {"{"}"end":…,"stats":{"{"}…{"}"}{"}"}

read-line = 一個事件（{"{"}"event":…{"}"}），或最後的結尾（{"{"}"end":…,"stats":{"{"}…{"}"}{"}"}）

read-order = 開頭的欄位（`schema_version`、`puzzle`、`strategy`、`options`）在 `events` 之前，和 sudoku-trace 寫出的文件一樣（開頭放在後面的檔案會讀兩次；標準輸入無法讀兩次）

read-tail = 事件之後：`"end": …`、`"stats": {"{"}…{"}"}` 和 `"solutions": […]`，最後是收尾的 `{"}"}`

read-solutions = `solutions`：依序列出每個解的盤面，每個都是字串

read-utf8 = UTF-8 文字

read-footer-last = 結尾是最後一行

read-one-header = 只有一個開頭，在第一行

read-version = schema_version { $current }

read-versions = schema_version { $oldest } 到 { $current }

read-version-read = { $versions }，這個 sudoku-trace 讀得懂的版本（較新的記錄需要較新的 sudoku-trace）

read-versions-read = { $versions }，這個 sudoku-trace 讀得懂的版本（較新的記錄需要較新的 sudoku-trace）

read-complete = { $wanted }，而且要完整（檔案是不是被截斷了？）

read-short = { $wanted }，最多 { $limit } 位元組

read-shallow = { $wanted }，巢狀最多 { $limit } 層

read-one-a-line = { $wanted }，一行一筆記錄

read-twice = `{ $field }` 把 { $digit } 列了兩次

read-not-ascending = `{ $field }` 在 { $after } 之後列出 { $digit }

read-duplicate-key = 同一筆記錄裡有兩個 `{ $key }` 欄位

read-too-many-solutions = `solutions` 列出的盤面比 { $count } 個 `solved` 事件多

read-ascending = 由小到大排列的數字，每個只出現一次（見 `sudoku-trace schema`）

read-unique-keys = 每個欄位在一筆記錄裡只出現一次

read-solutions-of-events = 每個 `solved` 事件在 `solutions` 裡依序對應一個盤面

read-bounds-found = `{ $field }`：{ $holds }

read-bounds-side-of-box = { $side }，即 { $rows }×{ $cols } 宮的邊長

read-bounds-characters = 長 { $count } 個字元

read-bounds-givens-expected = { $cells } 個格子，每格是 . 或 1-{ $max } 的數字

read-bounds-grid-expected = { $cells } 個 1-{ $max } 的數字，填滿整個盤面

read-bounds-char-at = 第 { $at } 格的 { $char }

read-bounds-choice-expected = 1 到 `of`（{ $of }）

read-bounds-cell = {"["}{ $row },{ $col }]，不在 { $side }×{ $side } 的盤面上

read-bounds-cell-expected = 格子 [行,列]，兩者都在 0 到 { $last } 之間

read-bounds-digit = { $digit }，{ $side }×{ $side } 的數獨沒有這個數字

read-bounds-digit-expected = 1 到 { $side } 的數字

read-bounds-digits = {"["}{ $digits }]，其中 { $digit } 不是 { $side }×{ $side } 數獨的數字

read-bounds-digits-expected = 1 到 { $side } 的數字

read-bounds-length-expected = 在 { $side }×{ $side } 的盤面上最多 { $most }

read-bounds-count-expected = 最多 { $side }，即盤面的邊長

read-bounds-index-expected = 0 到 { $last } 之間的行、列或宮編號

read-serde-invalid-type = 類型不對：遇到{ $found }；這裡需要 { $expected }

read-serde-invalid-value = 值不對：遇到{ $found }；這裡需要 { $expected }

read-serde-invalid-length = 長度不對：有 { $length } 個元素；這裡需要 { $expected }

read-serde-unknown-variant = 沒有 { $name } 這個取值；這裡需要 { $expected }

read-serde-unknown-field = 沒有 { $name } 這個欄位；這裡需要 { $expected }

read-serde-missing-field = 缺少欄位 { $name }

read-serde-duplicate-field = 欄位 { $name } 出現了兩次

read-serde-no-box = 沒有 { $rows }×{ $cols } 的宮：宮的兩邊都至少是 2，整個盤面最多 { $max } 格寬

read-serde-elements = { $n } 個元素的陣列

read-serde-one-of = { $names } 之一

read-serde-kinds =
    .integer = 整數
    .floating-point = 浮點數
    .string = 字串
    .boolean = 布林值
    .null = null
    .sequence = 陣列
    .map = 物件
    .char = 字元
    .unit-value = 空值
    .byte-array = 位元組陣列

read-serde-types =
    .u8 = 0 到 255 的整數
    .u16 = 0 到 65535 的整數
    .u32 = 0 到 4294967295 的整數
    .u64 = 0 到 18446744073709551615 的整數
    .sequence = 陣列
    .string = 字串

read-serde-syntax =
    .eof-list = 清單還沒結束，輸入就結束了
    .eof-object = 物件還沒結束，輸入就結束了
    .eof-string = 字串還沒結束，輸入就結束了
    .eof-value = 值還沒結束，輸入就結束了
    .expected-colon = 這裡應該是 `:`
    .expected-list-comma = 這裡應該是 `,` 或 `]`
    .expected-object-comma = 這裡應該是 `,` 或 `{"}"}`
    .expected-ident = 這裡應該是 true、false 或 null
    .expected-value = 這裡應該是一個 JSON 值
    .invalid-escape = 無效的跳脫序列
    .invalid-number = 無效的數字
    .number-out-of-range = 數字超出範圍
    .invalid-unicode = 無效的 Unicode 碼位
    .control-character = 字串裡有控制字元（\u0000-\u001F）
    .key-must-be-string = 物件的鍵必須是字串
    .lone-surrogate = 十六進位跳脫裡有落單的前導代理項
    .trailing-comma = 多了一個結尾的逗號
    .trailing-characters = 值後面還有多餘的字元
    .end-of-hex-escape = 十六進位跳脫提前結束
    .recursion-limit = 巢狀層數超過上限
    .float-key = 浮點數鍵必須是有限值（不能是 NaN 或 ±inf）
