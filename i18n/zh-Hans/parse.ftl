### parse.ftl in zh-Hans: see en/parse.ftl for what each message says.

parse-error = 错误：{ $message }

parse-expected = 需要 { $expected }

parse-note = 附注：{ $note }

parse-unknown-character = 无法识别的字符 { $found }

parse-wrong-cell-count = 读到 { $found } 格，凑不成任何大小的数独

parse-ragged-line = 输入的第 { $line } 行有 { $found } 格，其他各行都是 { $expected } 格

parse-digit-too-large = 数字 { $digit } 对 { $side }×{ $side } 的数独来说太大

parse-clash = { $second } 与 { $first } 同在{ $unit }，却都是 { $digit }

parse-too-large = 输入超过 { $limit } 字节，比任何数独题目都大

parse-empty = 输入中没有题目

parse-not-utf8 = 输入不是 UTF-8 文本

parse-multiple-puzzles = 不止一道题目：第二道从输入的第 { $line } 行开始

parse-shape-mismatch = { $shape } 的宫放不进 { $side }×{ $side } 的数独

parse-no-box-shape = { $side }×{ $side } 的盘面没有常用的宫形

parse-expected-small-input = 一道不超过 { $limit } 字节的题目（一个文件放多道题目、每行一道的，请用 `sudoku-trace bench` 读取）

parse-expected-puzzle = 一道题目：一行写 81 格，或写成 9 行、每行 9 格

parse-expected-box-shape-for = RxC 的宫形，而且 R*C = { $side }

parse-expected-side-with-box-shape = 有宫形的边长，或用 --box RxC 指定宫形

parse-expected-digit-up-to = 1-{ $max } 的数字，或以 0 . _ 表示空格

parse-expected-once-per-unit = 每个数字在每一行、每一列、每一宫中最多出现一次

parse-expected-utf8 = UTF-8 文本

parse-expected-utf8-saved = UTF-8 文本（请把文件保存为 UTF-8）

parse-expected-cell-character = 数字 1-9（10 到 25 用 A-P），或以 0 . _ 表示空格

parse-expected-array-character = 数组中的数字（0 表示空格）、逗号或大括号

parse-expected-cells = { $side }×{ $side } 数独的 { $cells } 格

parse-expected-one-puzzle = 一次输入一道题目

parse-expected-cells-per-line = 输入的每一行都是 { $cells } 格

parse-note-clash-at = { $cell } 在输入的第 { $line } 行、第 { $col } 个字符

parse-note-encoding = 这个文件看来是 { $encoding }：{ $save }

parse-note-windows-1252 = 第 { $byte } 个字节是 { $value }，在 Windows-1252 中是 { $shown }：这个文件看来是 Windows-1252（或 Latin-1）编码；{ $save }

parse-note-binary = 第 { $byte } 个字节是 { $value }；这个文件看来是二进制文件，不是题目文本

parse-note-byte = 第 { $byte } 个字节是 { $value }

parse-note-extra-cell = 这是第 { $cell } 格{ $sizes }

parse-note-missing-cells = 还差 { $missing } 格{ $sizes }

parse-sizes = ；数独的格数是 { $sizes }，最大到 625（25×25）

parse-sizes-separator = 、

parse-size = { $cells }（{ $side }×{ $side }）

parse-save = 请另存为 UTF-8（多数编辑器：另存为，编码选 UTF-8）

parse-encoding = UTF-{ $bits }（{ $order }，{ $bom }）

parse-little-endian = 小端序

parse-big-endian = 大端序

parse-with-bom = 带字节顺序标记 BOM

parse-without-bom = 不带字节顺序标记 BOM
