### cli.ftl in zh-Hant: see en/cli.ftl for what each message says.

cli-cannot-read = 無法讀取 { $path }：{ $source }

cli-cannot-write = 無法寫入 { $path }：{ $source }

cli-output-is-input =
    不寫入 { $output }：它和輸入 { $input } 是同一個檔案，寫了就會丟掉輸入
    {"  "}= 請換一個與輸入不同的輸出檔案

cli-cancelled = 已取消

cli-choices-without-backtrack =
    { $given } 是用來指定 --strategy backtrack 怎樣搜尋的；--strategy { $strategy } 沒有這些選項
    {"  "}= 請改用 --strategy backtrack，或者去掉 --select、--values、--inference、--backjump

cli-list-separator = 、

cli-backjump-with-inference =
    --backjump 只能配 --inference none 或 fc，不能配 `{ $inference }`：弧相容裡由只剩一個值的格做的剪枝，找不到唯一該負責的猜測
    {"  "}= 用 --backjump 時請配 --inference none 或 fc；要用 --inference mac，就不要加 --backjump

cli-no-submission =
    沒有可以評分的作業
    {"  "}= 請給出軌跡檔（*.jsonl、*.json），或裝著這些檔案的資料夾

cli-box-with-puzzle = --box 不能和 --puzzle 一起用：題庫裡的題目自帶宮形

cli-quiz-needs-html = --quiz 的問題在講解網頁上提出：請加上 --format html（而不是 { $format }）

cli-seed-needs-text = --style seed 輸出的是文字：請去掉 --format，或用 --format text

cli-no-seed-program = 沒有哪個種子程式像 `{ $strategy }` 這樣搜尋：--style seed 需要 candidates 或 naive 策略

cli-level-common-needs-files = --level common 要把每份軌跡讀兩遍，所以只能用檔案，不能用 `-` 或只能讀一次的管道（`<(…)`）：請先把它存成檔案，或直接列出事件種類（--level placed,undone,solved）

cli-givens-too-many =
    --givens { $n } 超過了 { $side }×{ $side } 盤面的 { $cells } 格
    {"  "}= --givens 最多是 { $cells }

cli-output-in-folder =
    不寫入 { $output }：它在正在評分的資料夾 { $folder } 裡，下次評分時會被當作一份作業
    {"  "}= 請把輸出寫到評分資料夾之外（或用不以 .jsonl、.json 結尾的名稱）

cli-reference-steps =
    參考搜尋在 { $steps } 步處停止（未給 --max-steps 時的上限），沒有走完：只拿它的一部分評分是不對的
    {"  "}= 請用 --max-steps N 讓參考搜尋走得更長（或只比較前 N 步），或者換一個搜尋更短的題目或策略

cli-reference-time =
    參考搜尋在 --time-limit { $seconds } 處停止，沒有走完：只拿它的一部分評分是不對的
    {"  "}= 請把 --time-limit 調大，或者不設

cli-none-with-output =
    --format none 什麼也不寫，-o { $output } 只會把這個檔案清空
    {"  "}= 請讓 -o 配一個會寫內容的格式（text、jsonl、json、html 或 summary），或者不用 -o

cli-stdin-twice =
    標準輸入（`-`）只能讀一次，這裡卻給了兩次
    {"  "}= 最多只能有一個 `-`：請先把其中一份輸入存成檔案

cli-needs-html = { $option } 只作用於網頁：請加上 --format html（而不是 { $format }），或去掉 { $option }

cli-filters-contradict =
    --at-least { $at_least } 與 --at-most { $at_most } 互相矛盾：同一計數不可能既不少於前者又不多於後者，每次嘗試都會白費
    {"  "}= 同一策略、同一計數的 --at-least 值不能大於 --at-most 值

cli-no-answers-needs-worksheet = --no-answers 只作用於工作紙（不附答案）：請加上 --format markdown 或 --format worksheet-html（而不是 { $format }），或去掉 --no-answers

cli-strategy-twice = --strategies 裡 { $name } 出現了兩次：每個策略只執行一次，請只寫一次

cli-usage-line = { $said }。以下是 clap 的英文原文：

cli-usage-invalid-value = { $option } 不接受 { $value } 這個值{ $takes }

cli-usage-takes = ；可用的值：{ $values }

cli-usage-unknown = 沒有 { $option } 這個選項

cli-usage-missing = 缺少必需的 { $what }

cli-usage-conflict = { $a } 不能和 { $b } 一起用

cli-usage-no-subcommand = 沒有 { $name } 這個命令

cli-usage-other = 命令有誤

cli-usage-quoted = 「{ $text }」
