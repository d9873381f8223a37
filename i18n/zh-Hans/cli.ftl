### cli.ftl in zh-Hans: see en/cli.ftl for what each message says.

cli-cannot-read = 无法读取 { $path }：{ $source }

cli-cannot-write = 无法写入 { $path }：{ $source }

cli-output-is-input =
    不写入 { $output }：它和输入 { $input } 是同一个文件，写了就会丢掉输入
    {"  "}= 请换一个与输入不同的输出文件

cli-cancelled = 已取消

cli-choices-without-backtrack =
    { $given } 是用来指定 --strategy backtrack 怎样搜索的；--strategy { $strategy } 没有这些选项
    {"  "}= 请改用 --strategy backtrack，或者去掉 --select、--values、--inference、--backjump

cli-list-separator = 、

cli-backjump-with-inference =
    --backjump 只能配 --inference none 或 fc，不能配 `{ $inference }`：弧相容里由只剩一个值的格做的剪枝，找不到唯一该负责的猜测
    {"  "}= 用 --backjump 时请配 --inference none 或 fc；要用 --inference mac，就不要加 --backjump

cli-no-submission =
    没有可以评分的作业
    {"  "}= 请给出轨迹文件（*.jsonl、*.json），或装着这些文件的文件夹

cli-box-with-puzzle = --box 不能和 --puzzle 一起用：题库里的题目自带宫形

cli-quiz-needs-html = --quiz 的问题在讲解网页上提出：请加上 --format html（而不是 { $format }）

cli-seed-needs-text = --style seed 输出的是文本：请去掉 --format，或用 --format text

cli-no-seed-program = 没有哪个种子程序像 `{ $strategy }` 这样搜索：--style seed 需要 candidates 或 naive 策略

cli-level-common-needs-files = --level common 要把每份轨迹读两遍，所以只能用文件，不能用 `-` 或只能读一次的管道（`<(…)`）：请先把它存成文件，或直接列出事件种类（--level placed,undone,solved）

cli-givens-too-many =
    --givens { $n } 超过了 { $side }×{ $side } 盘面的 { $cells } 格
    {"  "}= --givens 最多是 { $cells }

cli-output-in-folder =
    不写入 { $output }：它在正在评分的文件夹 { $folder } 里，下次评分时会被当作一份作业
    {"  "}= 请把输出写到评分文件夹之外（或用不以 .jsonl、.json 结尾的名称）

cli-reference-steps =
    参考搜索在 { $steps } 步处停止（未给 --max-steps 时的上限），没有走完：只拿它的一部分评分是不对的
    {"  "}= 请用 --max-steps N 让参考搜索走得更长（或只比较前 N 步），或者换一个搜索更短的题目或策略

cli-reference-time =
    参考搜索在 --time-limit { $seconds } 处停止，没有走完：只拿它的一部分评分是不对的
    {"  "}= 请把 --time-limit 调大，或者不设

cli-none-with-output =
    --format none 什么也不写，-o { $output } 只会把这个文件清空
    {"  "}= 请让 -o 配一个会写内容的格式（text、jsonl、json、html 或 summary），或者不用 -o

cli-stdin-twice =
    标准输入（`-`）只能读一次，这里却给了两次
    {"  "}= 最多只能有一个 `-`：请先把其中一份输入存成文件

cli-needs-html = { $option } 只作用于网页：请加上 --format html（而不是 { $format }），或去掉 { $option }

cli-filters-contradict =
    --at-least { $at_least } 与 --at-most { $at_most } 互相矛盾：同一计数不可能既不少于前者又不多于后者，每次尝试都会白费
    {"  "}= 同一策略、同一计数的 --at-least 值不能大于 --at-most 值

cli-no-answers-needs-worksheet = --no-answers 只作用于练习单（不附答案）：请加上 --format markdown 或 --format worksheet-html（而不是 { $format }），或去掉 --no-answers

cli-strategy-twice = --strategies 里 { $name } 出现了两次：每个策略只运行一次，请只写一次

cli-usage-line = { $said }。下面是 clap 的英文原文：

cli-usage-invalid-value = { $option } 不接受 { $value } 这个值{ $takes }

cli-usage-takes = ；可用的值：{ $values }

cli-usage-unknown = 没有 { $option } 这个选项

cli-usage-missing = 缺少必需的 { $what }

cli-usage-conflict = { $a } 不能和 { $b } 一起用

cli-usage-no-subcommand = 没有 { $name } 这个命令

cli-usage-other = 命令行有误

cli-usage-quoted = “{ $text }”
