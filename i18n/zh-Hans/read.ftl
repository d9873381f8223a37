### read.ftl in zh-Hans: see en/read.ftl for what each message says.

read-error = 错误：{ $message }

read-at-step = 第 { $step } 步：{ $found }

read-in-header = 开头：{ $found }

read-expected = = 应为：{ $expected }

read-column = { $found }（第 { $column } 个字节）

read-cannot-open = 无法打开：{ $error }

read-cannot-read = 无法读取：{ $error }

read-cannot-read-again = 无法再读一次：{ $error }

read-truncated = 输入在一个 JSON 值的中间就结束了

read-too-long = 一个值超过 { $limit } 字节，这是一条记录的上限

read-line-too-long = 一行超过 { $limit } 字节，这是一条记录的上限

read-too-deep = 数组与对象嵌套超过 { $limit } 层

read-not-utf8 = 不是有效的 UTF-8：字节 { $byte }（输入的第 { $offset } 个字节）

read-byte = 字节 { $byte }

read-unexpected = 不是 JSON：在应为{ $here }的地方遇到 { $found }

read-not-json = 不是 JSON：{ $found }

read-trailing = 不是 JSON：开头那一行后面还有多余的字符（{ $found }）

read-field = { $field }：{ $found }

read-footer = 结尾：{ $found }

read-empty = 输入是空的

read-begins-with = 记录开头是一个 JSON { $kind }

read-kind-array = 数组

read-kind-string = 字符串

read-kind-number = 数字

read-kind-boolean = 布尔值

read-kind-object = 对象

read-no-version = 没有 `schema_version`：这不是搜索记录的开头

read-unknown-version = 不认识的 schema_version { $version }

read-begins-with-event = 记录一开头就是事件

read-after-footer = 结尾之后还有一行

read-second-header = 第二个开头

read-no-event-field = 一条没有 `event` 字段的记录

read-an-array = 一个数组

read-a-string = 一个字符串

read-a-boolean = 一个布尔值

read-a-number = 一个数字

read-not-a-record = 应为一条记录（JSON 对象）的地方是{ $kind }

read-no-events = 缺少 `events` 字段

read-before-events = `{ $field }` 出现在 `events` 之前

read-unknown-field = 不认识的字段 `{ $field }`

read-missing-field = 缺少 `{ $field }` 字段

read-events-before = `events` 出现在开头的 `{ $field }` 之前

read-events-gone = 第二次读取时 `events` 不见了（文件被改过了吗？）

read-after-events = `{ $field }` 出现在事件之后

read-here-value = 一个值

read-here-end-of-header-line = 开头那一行结束

read-here-comma-or-brace = {" "}`,` 或 `{"}"}`{" "}

read-here-colon = 字段名称后的 `:`

read-here-events = {" "}`[`（事件列表）

read-here-after-event = 事件后的 `,` 或 `]`

read-here-after-solution = 解后的 `,` 或 `]`

read-here-field-name = 加了引号的字段名称

read-here-nothing = 文件结束（后面不该再有内容）

read-header = 一份搜索记录：第一行是开头 {"{"}"schema_version":1,"puzzle":{"{"}…{"}"},"strategy":…,"options":{"{"}…{"}"}{"}"} 的 JSON Lines，或含有这些字段和 "events" 的单个 JSON 文件

read-header-first = 开头在最前面：{ $header }

read-event = 一个事件，例如 {"{"}"event":"placed","cell":[0,2],"digit":1,"depth":1{"}"}，写出该种事件的每个字段（见 `sudoku-trace schema`）

read-footer-record = 结尾 {"{"}"end":…,"stats":{"{"}…{"}"}{"}"}

read-line = 一个事件（{"{"}"event":…{"}"}），或最后的结尾（{"{"}"end":…,"stats":{"{"}…{"}"}{"}"}）

read-order = 开头的字段（`schema_version`、`puzzle`、`strategy`、`options`）在 `events` 之前，和 sudoku-trace 写出的文件一样（开头放在后面的文件会读两次；标准输入无法读两次）

read-tail = 事件之后：`"end": …`、`"stats": {"{"}…{"}"}` 和 `"solutions": […]`，最后是收尾的 `{"}"}`

read-solutions = `solutions`：依次列出每个解的盘面，每个都是字符串

read-utf8 = UTF-8 文本

read-footer-last = 结尾是最后一行

read-one-header = 只有一个开头，在第一行

read-version = schema_version { $current }

read-versions = schema_version { $oldest } 到 { $current }

read-version-read = { $versions }，这个 sudoku-trace 读得懂的版本（较新的记录需要较新的 sudoku-trace）

read-versions-read = { $versions }，这个 sudoku-trace 读得懂的版本（较新的记录需要较新的 sudoku-trace）

read-complete = { $wanted }，而且要完整（文件是不是被截断了？）

read-short = { $wanted }，最多 { $limit } 字节

read-shallow = { $wanted }，嵌套最多 { $limit } 层

read-one-a-line = { $wanted }，一行一条记录

read-twice = `{ $field }` 把 { $digit } 列了两次

read-not-ascending = `{ $field }` 在 { $after } 之后列出 { $digit }

read-duplicate-key = 同一条记录里有两个 `{ $key }` 字段

read-too-many-solutions = `solutions` 列出的盘面比 { $count } 个 `solved` 事件多

read-ascending = 从小到大排列的数字，每个只出现一次（见 `sudoku-trace schema`）

read-unique-keys = 每个字段在一条记录里只出现一次

read-solutions-of-events = 每个 `solved` 事件在 `solutions` 里依次对应一个盘面
