### read.ftl in zh-Hans: see en/read.ftl for what each message says.

read-error = 错误：{ $message }

read-at-step = 第 { $step } 步：{ $found }

read-in-header = 开头：{ $found }

read-expected = = 需要 { $expected }

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

read-unexpected = 不是 JSON：在本该是{ $here }的地方遇到 { $found }

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

read-not-a-record = 本该是一条记录（JSON 对象）的地方是{ $kind }

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

read-bounds-found = `{ $field }`：{ $holds }

read-bounds-side-of-box = { $side }，即 { $rows }×{ $cols } 宫的边长

read-bounds-characters = 长 { $count } 个字符

read-bounds-givens-expected = { $cells } 个格子，每格是 . 或 1-{ $max } 的数字

read-bounds-grid-expected = { $cells } 个 1-{ $max } 的数字，填满整个盘面

read-bounds-char-at = 第 { $at } 格的 { $char }

read-bounds-choice-expected = 1 到 `of`（{ $of }）

read-bounds-cell = {"["}{ $row },{ $col }]，不在 { $side }×{ $side } 的盘面上

read-bounds-cell-expected = 格子 [行,列]，两者都在 0 到 { $last } 之间

read-bounds-digit = { $digit }，{ $side }×{ $side } 的数独没有这个数字

read-bounds-digit-expected = 1 到 { $side } 的数字

read-bounds-digits = {"["}{ $digits }]，其中 { $digit } 不是 { $side }×{ $side } 数独的数字

read-bounds-digits-expected = 1 到 { $side } 的数字

read-bounds-length-expected = 在 { $side }×{ $side } 的盘面上最多 { $most }

read-bounds-count-expected = 最多 { $side }，即盘面的边长

read-bounds-index-expected = 0 到 { $last } 之间的行、列或宫编号

read-serde-invalid-type = 类型不对：遇到{ $found }；这里需要 { $expected }

read-serde-invalid-value = 值不对：遇到{ $found }；这里需要 { $expected }

read-serde-invalid-length = 长度不对：有 { $length } 个元素；这里需要 { $expected }

read-serde-unknown-variant = 没有 { $name } 这个取值；这里需要 { $expected }

read-serde-unknown-field = 没有 { $name } 这个字段；这里需要 { $expected }

read-serde-missing-field = 缺少字段 { $name }

read-serde-duplicate-field = 字段 { $name } 出现了两次

read-serde-no-box = 没有 { $rows }×{ $cols } 的宫：宫的两边都至少是 2，整个盘面最多 { $max } 格宽

read-serde-elements = { $n } 个元素的数组

read-serde-one-of = { $names } 之一

read-serde-kinds =
    .integer = 整数
    .floating-point = 浮点数
    .string = 字符串
    .boolean = 布尔值
    .null = null
    .sequence = 数组
    .map = 对象
    .char = 字符
    .unit-value = 空值
    .byte-array = 字节数组

read-serde-types =
    .u8 = 0 到 255 的整数
    .u16 = 0 到 65535 的整数
    .u32 = 0 到 4294967295 的整数
    .u64 = 0 到 18446744073709551615 的整数
    .sequence = 数组
    .string = 字符串

read-serde-syntax =
    .eof-list = 列表还没结束，输入就结束了
    .eof-object = 对象还没结束，输入就结束了
    .eof-string = 字符串还没结束，输入就结束了
    .eof-value = 值还没结束，输入就结束了
    .expected-colon = 这里应该是 `:`
    .expected-list-comma = 这里应该是 `,` 或 `]`
    .expected-object-comma = 这里应该是 `,` 或 `{"}"}`
    .expected-ident = 这里应该是 true、false 或 null
    .expected-value = 这里应该是一个 JSON 值
    .invalid-escape = 无效的转义序列
    .invalid-number = 无效的数字
    .number-out-of-range = 数字超出范围
    .invalid-unicode = 无效的 Unicode 码位
    .control-character = 字符串里有控制字符（\u0000-\u001F）
    .key-must-be-string = 对象的键必须是字符串
    .lone-surrogate = 十六进制转义里有落单的前导代理项
    .trailing-comma = 多了一个结尾的逗号
    .trailing-characters = 值后面还有多余的字符
    .end-of-hex-escape = 十六进制转义提前结束
    .recursion-limit = 嵌套层数超过上限
    .float-key = 浮点数键必须是有限值（不能是 NaN 或 ±inf）
