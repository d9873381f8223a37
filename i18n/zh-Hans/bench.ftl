### bench.ftl in zh-Hans: see en/bench.ftl for what each message says.

bench-title = 用 { $strategy } 解 { $puzzles } 道题{ $timing }

bench-timing = ，{ $threads } 个线程，用时 { $seconds } 秒

bench-solved-all = {"  "}解出      { $solved } 道（每个解都合乎规则，也保留了全部已知数）

bench-solved-some = {"  "}解出      { $solved } 道，共 { $puzzles } 道：无解 { $no_solution } 道，未完成 { $unfinished } 道{ $timed_out }，解错 { $wrong } 道

bench-timed-out = （其中 { $n } 道到了时间上限）

bench-skipped = {"  "}跳过      格式有误的 { $n } 行

bench-per-second = {"  "}每秒题数  { $n }

bench-median = {"  "}中位数    每题 { $us } 微秒

bench-worst = {"  "}最慢      { $us } 微秒{ $at }

bench-worst-at = （{ $at }）

bench-per-puzzle = {"  "}每题平均  试填 { $placements } 次，推出 { $deductions } 次，死路 { $dead_ends } 条

bench-no-solution = 无解

bench-step-limited = 到了步数上限，没有解完

bench-time-limited = 到了时间上限，没有解完

bench-wrong = 解错了（这是本工具的缺陷，请向我们报告）

bench-bad-line = { $what }；{ $expected }

bench-bad-line-note = （{ $note }）

bench-line-too-long = 这一行超过 { $limit } 字节：文件里每行只能放一道题目

bench-skipped-line = 已跳过 { $line }

bench-stopped-at-line = { $line }（加上 --keep-going 可以跳过有误的行，继续计时）

bench-no-puzzle =
    { $files } 中没有题目：只有空行或以 # 开头的行
    {"  "}= 文件里每行只能放一道题目

bench-files-separator = 、

bench-progress = {"{"}bar:40{"}"} { $pos }/{ $len } 道题，{ $per_sec }，还剩 { $eta }
