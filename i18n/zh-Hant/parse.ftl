### parse.ftl in zh-Hant: see en/parse.ftl for what each message says.

parse-error = 錯誤：{ $message }

parse-expected = 需要 { $expected }

parse-note = 附註：{ $note }

parse-unknown-character = 無法辨認的字元 { $found }

parse-wrong-cell-count = 讀到 { $found } 格，湊不成任何大小的數獨

parse-ragged-line = 輸入的第 { $line } 行有 { $found } 格，其他各行都是 { $expected } 格

parse-digit-too-large = 數字 { $digit } 對 { $side }×{ $side } 的數獨來說太大

parse-clash = { $second } 與 { $first } 同在{ $unit }，卻都是 { $digit }

parse-too-large = 輸入超過 { $limit } 位元組，比任何數獨題目都大

parse-empty = 輸入裡沒有題目

parse-not-utf8 = 輸入不是 UTF-8 文字

parse-multiple-puzzles = 不只一道題目：第二道從輸入的第 { $line } 行開始

parse-shape-mismatch = { $shape } 的宮放不進 { $side }×{ $side } 的數獨

parse-no-box-shape = { $side }×{ $side } 的盤面沒有常用的宮形

parse-expected-small-input = 一道不超過 { $limit } 位元組的題目（一個檔案放多道題目、每行一道的，請用 `sudoku-trace bench` 讀取）

parse-expected-puzzle = 一道題目：一行寫 81 格，或寫成 9 行、每行 9 格

parse-expected-box-shape-for = RxC 的宮形，而且 R*C = { $side }

parse-expected-side-with-box-shape = 有宮形的邊長，或用 --box RxC 指定宮形

parse-expected-digit-up-to = 1-{ $max } 的數字，或以 0 . _ 表示空格

parse-expected-once-per-unit = 每個數字在每一行、每一列、每一宮裡最多出現一次

parse-expected-utf8 = UTF-8 文字

parse-expected-utf8-saved = UTF-8 文字（請把檔案存成 UTF-8）

parse-expected-cell-character = 數字 1-9（10 到 25 用 A-P），或以 0 . _ 表示空格

parse-expected-array-character = 陣列裡的數字（0 表示空格）、逗號或大括號

parse-expected-cells = { $side }×{ $side } 數獨的 { $cells } 格

parse-expected-one-puzzle = 一次輸入一道題目

parse-expected-cells-per-line = 輸入的每一行都是 { $cells } 格

parse-note-clash-at = { $cell } 在輸入的第 { $line } 行、第 { $col } 個字元

parse-note-encoding = 這個檔案看來是 { $encoding }：{ $save }

parse-note-windows-1252 = 第 { $byte } 個位元組是 { $value }，在 Windows-1252 裡是 { $shown }：這個檔案看來是 Windows-1252（或 Latin-1）編碼；{ $save }

parse-note-binary = 第 { $byte } 個位元組是 { $value }；這個檔案看來是二進位檔，不是題目文字

parse-note-byte = 第 { $byte } 個位元組是 { $value }

parse-note-extra-cell = 這是第 { $cell } 格{ $sizes }

parse-note-missing-cells = 還少 { $missing } 格{ $sizes }

parse-sizes = ；數獨的格數是 { $sizes }，最大到 625（25×25）

parse-sizes-separator = 、

parse-size = { $cells }（{ $side }×{ $side }）

parse-save = 請另存成 UTF-8（多數編輯器：另存新檔，編碼選 UTF-8）

parse-encoding = UTF-{ $bits }（{ $order }，{ $bom }）

parse-little-endian = 小端序

parse-big-endian = 大端序

parse-with-bom = 有位元組順序記號 BOM

parse-without-bom = 沒有位元組順序記號 BOM
