### page.ftl in zh-Hans: see en/page.ftl for what each message says.

page-page-title = 数独搜索逐步讲解

page-page-title-named = 数独搜索逐步讲解：{ $name }

page-skip = 跳到播放器

page-no-script = 本页用 JavaScript 重放搜索过程，请允许本页运行脚本。

page-board = 这一步的盘面

page-player = 播放器

page-key-tip = { $action }（{ $key }）

page-space-key = 空格键

page-first = 第一步

page-prev = 上一步

page-play = 播放

page-pause = 暂停

page-next = 下一步

page-last = 最后一步

page-speed = 速度

page-per-second = 每秒 { $n } 步

page-slider = 步骤

page-jumps = 跳到

page-next-dead-end = 下一条死路

page-next-wipeout = 下一次值域清空

page-next-backjump = 下一次越过未试值的回跳

page-next-reorder = 下一次 LCV 排序

page-next-solution = 下一个解

page-branch = 回到上一个分支点

page-step-of = 第 { $step } 步，共 { $total } 步

page-depth = 深度 { $depth }

page-narration = 这一步

page-start = { $title }。盘面上只有已知数，搜索还没走第一步。

page-candidates = 备选数

page-excluded-help = 被排除的数字：把鼠标移到一个数字上（或用键盘选中它），就能看到是哪一格排除了它。

page-excluded-item = { $digit }：同{ $unit } 的 { $peer } 已经有了

page-nearby = 前后几步

page-path = 选择路径

page-path-empty = 目前没有猜测：只有已知数。

page-path-choice = 第 { $choice } 个备选数，共 { $of } 个

page-path-value = 值域中第 { $choice } 个值，共 { $of } 个

page-counters = 统计

page-counter = 项目

page-so-far = 目前

page-at-end = 最终

page-definition = 定义

page-show-definitions = 显示定义

page-hide-definitions = 隐藏定义

page-truncated = 本页只收录了搜索全部 { $heard } 个事件中的前 { $recorded } 个（收录上限 --html-max-events { $cap }）。其余的无法在这里重放；“最终”一栏的统计涵盖整个搜索。

page-rules-broken = 这份轨迹在第 { $step } 步违反了规则：{ $found }。规则要求：{ $expected }。本页照原样画出它；完整报告请运行 `sudoku-trace verify`。

page-rules-broken-short = 第 { $step } 步违反规则

page-late-solution = 搜索在第 { $step } 步找到了第 { $number } 个解，在本页收录的 { $recorded } 个事件之后。下面是它的盘面；按“✓ 下一个解”会来到这里。

page-late-solution-short = 第 { $step } 步的第 { $number } 个解，在本页之后

page-truncated-short = 只收录了 { $heard } 个事件中的 { $recorded } 个

page-step-limited-short = 在步数上限（{ $limit } 步）处停止

page-time-limited-short = 在时间上限（{ $limit } 秒）处停止

page-close = 关闭

page-step-limited = 搜索在步数上限（{ $limit } 步，--max-steps）处停止，没有完成：之后的过程不在本页中。

page-time-limited = 搜索在时间上限（{ $limit } 秒，--time-limit）处停止，共走了 { $steps } 步，没有完成：之后的过程不在本页中。

page-heat = 热力图

page-heat-help = 每一格被撤回（回溯，或撤回推出的数）或走进死路的次数：数字是两者之和，颜色越深次数越多。

page-heat-whole = 整个搜索

page-heat-so-far = 到这一步为止

page-heat-cell = { $cell }：撤回 { $undos } 次，死路 { $dead } 条

page-tree = 搜索树

page-tree-help = 每个猜测是一个节点，标有它的深度；整棵子树都失败的猜测折叠成一行，一连串每次只引出下一个猜测的猜测也折叠成一行。展开一行可以看里面；点一个猜测可以跳到那一步。这一步的猜测会高亮，并标上 ▶。

page-tree-root = 开始：已知数

page-tree-failed = { $dead ->
        [0] ✗ 试填 { $placements } 次
        [1] ✗ 试填 { $placements } 次，死路在 { $cell }
       *[other] ✗ 试填 { $placements } 次，死路 { $dead } 条，第一条在 { $cell }
    }

page-tree-unfinished = … 试填 { $placements } 次，未完成

page-tree-solutions = ✓ { $solutions } 个解

page-tree-here = 当前位置

page-tree-chain = （{ $n } 个猜测）

page-tree-chain-unfold = 展开从 { $from } 到 { $to } 的 { $n } 个猜测，每个一行

page-tree-chain-fold = 把这 { $n } 个猜测折叠回一行

page-unfold = 展开

page-fold = 折叠

page-tree-more = … 还有 { $n } 个

page-moments = 关键时刻

page-moment-puzzle = 题目

page-moment-first-dead-end = 第一条死路（第 { $step } 步）

page-moment-first-wipeout = 第一次值域清空（第 { $step } 步）

page-moment-first-skip = 第一次越过未试值的回跳（第 { $step } 步）

page-moment-first-reorder = LCV 第一次改变试值顺序（第 { $step } 步）

page-moment-longest-chain = 最长的一串推理：一个猜测之后连续删去 { $n } 个值（第 { $step } 步）

page-moment-retreat = 最长的一次回溯：连续撤回 { $n } 个猜测（第 { $step } 步）

page-moment-solution = 第 { $number } 个解（第 { $step } 步）

page-moment-last = 本页的最后一步（第 { $step } 步）

page-go-to = 跳到这一步

page-keys = 键盘

page-key-list =
    .step-key = ← →
    .step-does = 上一步／下一步（按住 Shift：10 步）
    .hundred-key = Page Up / Page Down
    .hundred-does = 后退／前进 100 步
    .play-key = 空格键
    .play-does = 播放／暂停（焦点在按钮上时，空格键和 Enter 按下这个按钮）
    .ends-key = Home / End
    .ends-does = 第一步／最后一步
    .dead-end-key = D / Shift+D
    .dead-end-does = 下一条／上一条死路
    .solution-key = S / Shift+S
    .solution-does = 下一个／上一个解
    .branch-key = B
    .branch-does = 回到上一个分支点（还在盘面上、另有选择的最深的猜测）
    .speed-key = + / −
    .speed-does = 加快／放慢
    .definitions-key = T
    .definitions-does = 显示或隐藏各项统计的定义
    .heat-key = H
    .heat-does = 热力图：整个搜索，或到这一步为止
    .projector-key = P
    .projector-does = 投影模式：只显示盘面、步数、这一步的说明和走步的按钮，尽量放大（按 Escape 退出）
    .spoilers-key = N
    .spoilers-does = 不剧透：搜索树、热力图、关键时刻和统计只显示到这一步为止
    .help-key = ?
    .help-does = 显示或隐藏这份按键说明

page-idea-keys =
    .wipeout-key = W / Shift+W
    .wipeout-does = 下一次／上一次值域清空：推理删光了某格的值域
    .backjump-key = J / Shift+J
    .backjump-does = 下一次／上一次越过了还有值没试的猜测的回跳
    .reorder-key = O / Shift+O
    .reorder-does = 下一次／上一次“约束最少的值”（LCV）不按从小到大排的试值顺序

page-legend = 图例

page-legend-items =
    .given-mark = 5
    .given-means = 已知数：题目本身的数字
    .guess-mark = 5
    .guess-means = 猜测：搜索填入的数，可能被撤回
    .deduced-mark = 5
    .deduced-means = 推出：规则迫使填入的数
    .current-mark = ▶
    .current-means = 当前格
    .dead-end-mark = ✗
    .dead-end-means = 死路
    .undone-mark = ↶
    .undone-means = 撤回的数字
    .peer-mark = ◎
    .peer-means = 排除某个数字的那一格
    .solution-mark = ✓
    .solution-means = 解

page-solved-banner = ✓ 找到第 { $number } 个解！

page-dead-banner = ✗ 死路

page-wipeout-banner = ∅ 值域被清空

page-cell-given = 已知数

page-label-separator = ，

page-cell-label = { $cell }：{ $said }

page-cell-guess = 猜测

page-cell-deduced = 推出

page-cell-empty = 空格

page-cell-current = 当前格

page-cell-dead = 死路

page-cell-taken-back = 撤回了 { $digit }

page-cell-peer = 排除它的格

page-cell-option = 可以填 { $digit }

page-cell-domain = 值域里剩下：{ $digits }

page-cell-wiped = 没有值可填：值域已被清空

page-cell-pruned = 删去 { $digit }

page-cell-cause = 导致删去的那一格

page-cell-conflict = 冲突集里的猜测

page-path-skipped = 越过

page-path-target = 跳回这里

page-path-conflict = 冲突集

page-cell-wipe-cause = 它引发的推理清空了一个值域

page-cell-skipped = 被回跳越过：撤销了，其余的值没再试

page-cell-landing = 回跳回到的猜测

page-cell-would-lose = 值域会失去 { $digit }

page-order-help = 按试填顺序列出各个值和它会删去的数：把鼠标移到一个值上（或用键盘选中它），就能看到它会缩小哪些相关格的值域。

page-legend-textbook =
    .domain-mark = 1 2
    .domain-means = 铅笔标记：空格值域里剩下的值
    .pruned-mark = 4
    .pruned-means = 从值域中删去的值（原因用 ◎ 标出）
    .wipeout-mark = ∅
    .wipeout-means = 值域被清空：没有值可填，推理发现的死路（原因用 ◎ 标出）
    .conflict-mark = ⚑
    .conflict-means = 死路的冲突集里的猜测
    .skipped-mark = ⋯
    .skipped-means = 回跳越过的猜测：在盘面上划掉，在路径上变灰
    .landing-mark = ↩
    .landing-means = 回跳回到的猜测（冲突集里其余的猜测标 ⚑）
    .order-mark = 7
    .order-means = 排序试值时，这个值会缩小其值域的相关格

page-end = 搜索结束

page-projector = 投影模式

page-projector-exit = 退出投影模式

page-single-keys = 单键快捷键

page-single-keys-help = 单个字母或符号的按键（D、S、B、W、J、O、T、H、P、N、+、−、?）只在勾选时起作用，免得语音输入误触。方向键、Page Up / Page Down、Home、End、空格键和 Esc 始终可用。这个浏览器会记住你的选择。

page-announce-step = 第 { $step } 步，共 { $total } 步：{ $sentence }

page-announce-playing = 正在播放

page-announce-paused = 已暂停在第 { $step } 步，共 { $total } 步：{ $sentence }

page-announce-closing = { $said }。{ $closing }
