### bench.ftl in zh-TW: see en/bench.ftl for what each message says.

bench-timing = ，{ $threads } 個執行緒，費時 { $seconds } 秒

bench-solved-all = {"  "}解出      { $solved } 道（每個解都合乎規則，也保留了全部提示數）

bench-skipped = {"  "}略過      格式有誤的 { $n } 行

bench-wrong = 解錯了（這是本工具的缺陷，請向我們回報）

bench-skipped-line = 已略過 { $line }

bench-stopped-at-line = { $line }（加上 --keep-going 可以略過有誤的行，繼續計時）

bench-no-puzzle =
    { $files } 中沒有題目：只有空白行或以 # 開頭的行
    {"  "}= 檔案裡每行只能放一道題目
