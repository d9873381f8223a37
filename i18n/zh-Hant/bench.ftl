### bench.ftl in zh-Hant: see en/bench.ftl for what each message says.

bench-title = 用 { $strategy } 解 { $puzzles } 道題{ $timing }

bench-timing = ，{ $threads } 個線程，費時 { $seconds } 秒

bench-solved-all = {"  "}解出      { $solved } 道（每個解都合乎規則，也保留了全部已知數）

bench-solved-some = {"  "}解出      { $solved } 道，共 { $puzzles } 道：無解 { $no_solution } 道，未完成 { $unfinished } 道{ $timed_out }，解錯 { $wrong } 道

bench-timed-out = （其中 { $n } 道到了時間上限）

bench-skipped = {"  "}跳過      格式有誤的 { $n } 行

bench-per-second = {"  "}每秒題數  { $n }

bench-median = {"  "}中位數    每題 { $us } 微秒

bench-worst = {"  "}最慢      { $us } 微秒{ $at }

bench-worst-at = （{ $at }）

bench-per-puzzle = {"  "}每題平均  填數 { $placements } 次，推得 { $deductions } 次，死路 { $dead_ends } 次

bench-no-solution = 無解

bench-step-limited = 到了步數上限，沒有解完

bench-time-limited = 到了時間上限，沒有解完

bench-wrong = 解錯了（這是本工具的缺陷，請向我們報告）

bench-bad-line = { $what }；{ $expected }

bench-bad-line-note = （{ $note }）

bench-line-too-long = 這一行超過 { $limit } 位元組：檔案裡每行只能放一道題目

bench-skipped-line = 已跳過 { $line }

bench-stopped-at-line = { $line }（加上 --keep-going 可以跳過有誤的行，繼續計時）

bench-no-puzzle =
    { $files } 中沒有題目：只有空行或以 # 開頭的行
    {"  "}= 檔案裡每行只能放一道題目

bench-files-separator = 、

bench-progress = {"{"}bar:40{"}"} { $pos }/{ $len } 道題，{ $per_sec }，還剩 { $eta }
