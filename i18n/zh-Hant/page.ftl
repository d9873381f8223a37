### page.ftl in zh-Hant: see en/page.ftl for what each message says.

page-page-title = 數獨搜尋逐步解說

page-page-title-named = 數獨搜尋逐步解說：{ $name }

page-skip = 跳到播放器

page-no-script = 本頁以 JavaScript 重播搜尋過程，請允許本頁執行指令碼。

page-board = 此步的盤面

page-player = 播放器

page-key-tip = { $action }（{ $key }）

page-space-key = 空白鍵

page-first = 第一步

page-prev = 上一步

page-play = 播放

page-pause = 暫停

page-next = 下一步

page-last = 最後一步

page-speed = 速度

page-per-second = { $n } 步/秒

page-slider = 步驟

page-jumps = 跳到

page-next-dead-end = 下一條死路

page-next-wipeout = 下一次值域清空

page-next-backjump = 下一次越過未試值的回跳

page-next-reorder = 下一次 LCV 排序

page-next-solution = 下一個解

page-branch = 回到上一個分支點

page-step-of = 第 { $step } 步，共 { $total } 步

page-depth = 深度 { $depth }

page-narration = 這一步

page-start = { $title }。盤面上只有已知數，搜尋還沒走第一步。

page-candidates = 備選數

page-excluded-help = 被排除的數字：把滑鼠移到其中一個數字上（或用 Tab 鍵移到它），就能看到是哪一格排除了它。

page-excluded-item = { $digit }：同{ $unit } 的 { $peer } 已有

page-nearby = 前後幾步

page-path = 選擇路徑

page-path-empty = 目前沒有猜測：只有已知數。

page-path-choice = 第 { $choice } 個備選數，共 { $of } 個

page-path-value = 值域中第 { $choice } 個值，共 { $of } 個

page-counters = 統計

page-counter = 項目

page-so-far = 目前

page-at-end = 最後

page-definition = 定義

page-show-definitions = 顯示定義

page-hide-definitions = 隱藏定義

page-truncated = 本頁只收錄搜尋 { $heard } 個事件中的前 { $recorded } 個（收錄上限 --html-max-events { $cap }）。其餘無法在此重播；「最後」一欄的統計涵蓋整個搜尋。

page-rules-broken = 這份軌跡在第 { $step } 步違反了規則：{ $found }。規則要求：{ $expected }。本頁照原樣畫出它；完整報告請執行 `sudoku-trace verify`。

page-rules-broken-short = 第 { $step } 步違反規則

page-late-solution = 搜尋在第 { $step } 步找到了第 { $number } 個解，在本頁收錄的 { $recorded } 個事件之後。下面是它的盤面；按「✓ 下一個解」會來到這裡。

page-late-solution-short = 第 { $step } 步的第 { $number } 個解，在本頁之後

page-truncated-short = 只收錄 { $heard } 個事件中的 { $recorded } 個

page-step-limited-short = 在步數上限（{ $limit } 步）停止

page-time-limited-short = 在時間上限（{ $limit } 秒）停止

page-close = 關閉

page-step-limited = 搜尋在步數上限（{ $limit } 步，--max-steps）停止，尚未完成：之後的過程不在本頁中。

page-time-limited = 搜尋在時間上限（{ $limit } 秒，--time-limit）停止，共 { $steps } 步，尚未完成：之後的過程不在本頁中。

page-heat = 熱力圖

page-heat-help = 每一格被撤回（回溯，或撤回推得的數）或走進死路的次數：數字是兩者之和，顏色越深次數越多。

page-heat-whole = 整個搜尋

page-heat-so-far = 到這一步為止

page-heat-cell = { $cell }：撤回 { $undos } 次，死路 { $dead } 條

page-tree = 搜尋樹

page-tree-help = 每個猜測是一個節點，標有它的深度；整棵子樹都失敗的猜測摺成一行，每個只接著一個猜測的一串猜測也摺成一行。展開一行可看內部；選擇猜測可跳到該步。這一步的猜測以底色和 ▶ 標出。

page-tree-root = 開始：已知數

page-tree-failed = { $dead ->
        [0] ✗ 填數 { $placements } 次
        [1] ✗ 填數 { $placements } 次，死路在 { $cell }
       *[other] ✗ 填數 { $placements } 次，死路 { $dead } 條，第一條在 { $cell }
    }

page-tree-unfinished = … 填數 { $placements } 次，未完成

page-tree-solutions = ✓ { $solutions } 個解

page-tree-here = 目前位置

page-tree-chain = （{ $n } 個猜測）

page-tree-chain-unfold = 展開從 { $from } 到 { $to } 的 { $n } 個猜測，每個一行

page-tree-chain-fold = 把這 { $n } 個猜測摺回一行

page-unfold = 展開

page-fold = 摺疊

page-tree-more = … 還有 { $n } 個

page-moments = 關鍵時刻

page-moment-puzzle = 題目

page-moment-first-dead-end = 第一條死路（第 { $step } 步）

page-moment-first-wipeout = 第一次值域清空（第 { $step } 步）

page-moment-first-skip = 第一次越過未試值的回跳（第 { $step } 步）

page-moment-first-reorder = LCV 第一次改變試值順序（第 { $step } 步）

page-moment-longest-chain = 最長的一串推理：一個猜測之後連續刪去 { $n } 個值（第 { $step } 步）

page-moment-retreat = 最長的回溯：連續撤回 { $n } 個猜測（第 { $step } 步）

page-moment-solution = 第 { $number } 個解（第 { $step } 步）

page-moment-last = 本頁的最後一步（第 { $step } 步）

page-go-to = 跳到這一步

page-keys = 鍵盤

page-key-list =
    .step-key = ← →
    .step-does = 上一步／下一步（加 Shift：10 步）
    .hundred-key = Page Up / Page Down
    .hundred-does = 後退／前進 100 步
    .play-key = 空白鍵
    .play-does = 播放／暫停（焦點在按鈕上時，空白鍵和 Enter 按下這個按鈕）
    .ends-key = Home / End
    .ends-does = 第一步／最後一步
    .dead-end-key = D / Shift+D
    .dead-end-does = 下一條／上一條死路
    .solution-key = S / Shift+S
    .solution-does = 下一個／上一個解
    .branch-key = B
    .branch-does = 回到上一個分支點（最深、還有其他選擇的猜測）
    .speed-key = + / −
    .speed-does = 加快／放慢
    .definitions-key = T
    .definitions-does = 顯示或隱藏統計的定義
    .heat-key = H
    .heat-does = 熱力圖：整個搜尋，或到這一步為止
    .projector-key = P
    .projector-does = 投影模式：只顯示盤面、步數、這一步的說明和走步的按鈕，盡量放大（按 Escape 離開）
    .spoilers-key = N
    .spoilers-does = 不劇透：搜尋樹、熱力圖、關鍵時刻和統計只顯示到這一步為止
    .help-key = ?
    .help-does = 顯示或隱藏這份按鍵說明

page-idea-keys =
    .wipeout-key = W / Shift+W
    .wipeout-does = 下一次／上一次值域清空：推理刪光了某格的值域
    .backjump-key = J / Shift+J
    .backjump-does = 下一次／上一次越過了還有值沒試的猜測的回跳
    .reorder-key = O / Shift+O
    .reorder-does = 下一次／上一次「最少約束值」（LCV）不照由小到大排的試值順序

page-legend = 圖例

page-legend-items =
    .given-mark = 5
    .given-means = 已知數：題目本身給出的數字
    .guess-mark = 5
    .guess-means = 猜測：搜尋填入的數，之後可能撤回
    .deduced-mark = 5
    .deduced-means = 推得：依規則必然填入的數
    .current-mark = ▶
    .current-means = 目前的格子
    .dead-end-mark = ✗
    .dead-end-means = 死路
    .undone-mark = ↶
    .undone-means = 撤回的數字
    .peer-mark = ◎
    .peer-means = 排除了某個數字的那一格
    .solution-mark = ✓
    .solution-means = 解

page-solved-banner = ✓ 找到第 { $number } 個解！

page-dead-banner = ✗ 死路

page-wipeout-banner = ∅ 值域被清空

page-cell-given = 已知數

page-label-separator = ，

page-cell-label = { $cell }：{ $said }

page-cell-guess = 猜測

page-cell-deduced = 推得

page-cell-empty = 空格

page-cell-current = 目前的格子

page-cell-dead = 死路

page-cell-taken-back = 撤回 { $digit }

page-cell-peer = 排除它的那一格

page-cell-option = 可填 { $digit }

page-cell-domain = 值域裡剩下：{ $digits }

page-cell-wiped = 沒有值可填：值域已被清空

page-cell-pruned = 刪去 { $digit }

page-cell-cause = 造成刪去的格子

page-cell-conflict = 衝突集裡的猜測

page-path-skipped = 越過

page-path-target = 跳回這裡

page-path-conflict = 衝突集

page-cell-wipe-cause = 它引發的推理清空了一個值域

page-cell-skipped = 被回跳越過：撤回了，其餘的值沒再試

page-cell-landing = 回跳回到的猜測

page-cell-would-lose = 值域會失去 { $digit }

page-order-help = 依填數順序列出各個值和它會刪去的數：把滑鼠移到其中一個值上（或用 Tab 鍵移到它），就能看到它會縮小哪些相關格的值域。

page-legend-textbook =
    .domain-mark = 1 2
    .domain-means = 鉛筆記號：空格值域裡剩下的值
    .pruned-mark = 4
    .pruned-means = 從值域刪去的值（原因以 ◎ 標出）
    .wipeout-mark = ∅
    .wipeout-means = 值域被清空：沒有值可填，推理發現的死路（原因以 ◎ 標出）
    .conflict-mark = ⚑
    .conflict-means = 死路的衝突集裡的猜測
    .skipped-mark = ⋯
    .skipped-means = 回跳越過的猜測：在盤面上劃掉，在路徑上變灰
    .landing-mark = ↩
    .landing-means = 回跳回到的猜測（衝突集裡其餘的猜測標 ⚑）
    .order-mark = 7
    .order-means = 排序試值時，這個值會縮小其值域的相關格

page-end = 搜尋結束

page-projector = 投影模式

page-projector-exit = 離開投影模式

page-single-keys = 單鍵快捷鍵

page-single-keys-help = 單個字母或符號的按鍵（D、S、B、W、J、O、T、H、P、N、+、−、?）只在勾選時有作用，以免語音輸入誤觸。方向鍵、Page Up / Page Down、Home、End、空白鍵和 Esc 一直可用。這個瀏覽器會記住你的選擇。

page-announce-step = 第 { $step } 步，共 { $total } 步：{ $sentence }

page-announce-playing = 正在播放

page-announce-paused = 已暫停在第 { $step } 步，共 { $total } 步：{ $sentence }

page-announce-closing = { $said }。{ $closing }
