### page.ftl in zh-TW: see en/page.ftl for what each message says.

page-no-script = 本頁用 JavaScript 重播搜尋過程，請允許本頁執行指令碼。

page-board = 這一步的盤面

page-per-second = 每秒 { $n } 步

page-start = { $title }。盤面上只有提示數，搜尋還沒走第一步。

page-candidates = 候選數

page-excluded-help = 被排除的數字：把滑鼠移到一個數字上（或用鍵盤選取它），就會標出排除它的格子。

page-excluded-item = { $digit }：同{ $unit } 的 { $peer } 已經有了

page-path-empty = 目前沒有猜測：只有提示數。

page-path-choice = 第 { $choice } 個候選數，共 { $of } 個

page-truncated = 本頁只收錄搜尋全部 { $heard } 個事件中的前 { $recorded } 個（收錄上限 --html-max-events { $cap }）。其餘的無法在這裡重播；「最後」一欄的統計涵蓋整個搜尋。

page-time-limited = 搜尋在時間上限（{ $limit } 秒，--time-limit）停止，共走了 { $steps } 步，尚未完成：之後的過程不在本頁中。

page-heat-help = 每一格的數字被撤回（回溯時撤回的猜測，或撤回的推得數字）以及走進死路的次數：數字是兩者的和，顏色越深次數越多。

page-heat-cell = { $cell }：撤回 { $undos } 次，死路 { $dead } 次

page-tree-help = 每個猜測是一個節點，標有它的深度；整棵子樹都失敗的猜測收合成一行，一連串每次只引出下一個猜測的猜測也收合成一行。展開一行可以看裡面；點選一個猜測可以跳到那一步。這一步的猜測會以底色標示，並標上 ▶。

page-tree-root = 開始：提示數

page-tree-chain-fold = 把這 { $n } 個猜測收合成一行

page-fold = 收合

page-moment-longest-chain = 最長的一串推論：一個猜測之後連續刪去 { $n } 個值（第 { $step } 步）

page-moment-retreat = 最長的一次回溯：連續撤回 { $n } 個猜測（第 { $step } 步）

page-key-list =
    .step-key = ← →
    .step-does = 上一步／下一步（按住 Shift：10 步）
    .hundred-key = Page Up / Page Down
    .hundred-does = 後退／前進 100 步
    .play-key = 空白鍵
    .play-does = 播放／暫停（焦點在按鈕上時，空白鍵和 Enter 會按下這個按鈕）
    .ends-key = Home / End
    .ends-does = 第一步／最後一步
    .dead-end-key = D / Shift+D
    .dead-end-does = 下一條／上一條死路
    .solution-key = S / Shift+S
    .solution-does = 下一個／上一個解
    .branch-key = B
    .branch-does = 回到上一個分支點（盤面上還有其他選擇的最深猜測）
    .speed-key = + / −
    .speed-does = 加快／放慢
    .definitions-key = T
    .definitions-does = 顯示或隱藏各項統計的定義
    .heat-key = H
    .heat-does = 熱力圖：整個搜尋，或到這一步為止
    .projector-key = P
    .projector-does = 投影模式：只顯示盤面、步數、這一步的說明和走步的按鈕，盡量放大（按 Escape 離開）
    .spoilers-key = N
    .spoilers-does = 不爆雷：搜尋樹、熱力圖、關鍵時刻和統計只顯示到這一步為止
    .help-key = ?
    .help-does = 顯示或隱藏這份清單

page-idea-keys =
    .wipeout-key = W / Shift+W
    .wipeout-does = 下一次／上一次值域清空：推論刪光了某一格的值域
    .backjump-key = J / Shift+J
    .backjump-does = 下一次／上一次越過了還有值沒試的猜測的回跳
    .reorder-key = O / Shift+O
    .reorder-does = 下一次／上一次最少限制值（LCV）改變了由小到大的試值順序

page-legend-items =
    .given-mark = 5
    .given-means = 提示數：題目本身的數字
    .guess-mark = 5
    .guess-means = 猜測：搜尋填入的數字，可能被撤回
    .deduced-mark = 5
    .deduced-means = 推得：依規則必然填入的數字
    .current-mark = ▶
    .current-means = 目前的格子
    .dead-end-mark = ✗
    .dead-end-means = 死路
    .undone-mark = ↶
    .undone-means = 撤回的數字
    .peer-mark = ◎
    .peer-means = 排除某個數字的格子
    .solution-mark = ✓
    .solution-means = 解

page-cell-given = 提示數

page-cell-taken-back = 撤回了 { $digit }

page-cell-peer = 排除它的格子

page-cell-option = 可以填 { $digit }

page-cell-wipe-cause = 它引發的推論清空了一個值域

page-cell-skipped = 被回跳越過：已撤回，其餘的值沒再試

page-order-help = 依嘗試的順序列出各個值和它會刪去的數：把滑鼠移到一個值上（或用鍵盤選取它），就會標出它會縮小哪些相關格的值域。

page-legend-textbook =
    .domain-mark = 1 2
    .domain-means = 鉛筆註記：空格值域裡剩下的值
    .pruned-mark = 4
    .pruned-means = 從值域刪去的值（原因以 ◎ 標出）
    .wipeout-mark = ∅
    .wipeout-means = 值域被清空：沒有值可填，推論發現的死路（原因以 ◎ 標出）
    .conflict-mark = ⚑
    .conflict-means = 死路的衝突集裡的猜測
    .skipped-mark = ⋯
    .skipped-means = 回跳越過的猜測：在盤面上劃掉，在路徑上變灰
    .landing-mark = ↩
    .landing-means = 回跳回到的猜測（衝突集裡其餘的猜測標 ⚑）
    .order-mark = 7
    .order-means = 排序試值時，值域會被這個值縮小的相關格

page-single-keys = 單鍵快速鍵

page-single-keys-help = 單一字母或符號的按鍵（D、S、B、W、J、O、T、H、P、N、+、−、?）只在勾選時有作用，以免語音輸入誤觸。方向鍵、Page Up / Page Down、Home、End、空白鍵和 Esc 隨時可用。這個瀏覽器會記住你的選擇。
