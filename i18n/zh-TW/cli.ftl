### cli.ftl in zh-TW: see en/cli.ftl for what each message says.

cli-output-is-input =
    不寫入 { $output }：它和輸入 { $input } 是同一個檔案，寫下去會蓋掉輸入
    {"  "}= 請換一個與輸入不同的輸出檔案

cli-choices-without-backtrack =
    { $given } 是用來指定 --strategy backtrack 如何搜尋的；--strategy { $strategy } 沒有這些選項
    {"  "}= 請改用 --strategy backtrack，或者拿掉 --select、--values、--inference、--backjump

cli-backjump-with-inference =
    --backjump 只能搭配 --inference none 或 fc，不能搭配 `{ $inference }`：弧一致性裡由只剩一個值的格做的刪去，找不到唯一該負責的猜測
    {"  "}= 用 --backjump 時請搭配 --inference none 或 fc；要用 --inference mac，就不要加 --backjump

cli-box-with-puzzle = --box 不能和 --puzzle 一起使用：題庫裡的題目自帶宮形

cli-seed-needs-text = --style seed 輸出的是文字：請拿掉 --format，或使用 --format text

cli-level-common-needs-files = --level common 要把每份軌跡讀兩遍，所以只能用檔案，不能用 `-` 或只能讀一次的管線（`<(…)`）：請先把它存成檔案，或直接列出事件種類（--level placed,undone,solved）

cli-none-with-output =
    --format none 什麼也不寫，-o { $output } 只會把這個檔案清空
    {"  "}= 請讓 -o 搭配一個會寫內容的格式（text、jsonl、json、html 或 summary），或者不用 -o

cli-needs-html = { $option } 只作用於網頁：請加上 --format html（而不是 { $format }），或移除 { $option }

cli-no-answers-needs-worksheet = --no-answers 只作用於學習單（不附解答）：請加上 --format markdown 或 --format worksheet-html（而不是 { $format }），或移除 --no-answers

cli-usage-no-subcommand = 沒有 { $name } 這個指令

cli-usage-other = 指令有誤
