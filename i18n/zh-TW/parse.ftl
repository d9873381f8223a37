### parse.ftl in zh-TW: see en/parse.ftl for what each message says.

parse-ragged-line = 輸入的第 { $line } 行文字有 { $found } 格，其他每行文字都是 { $expected } 格

parse-multiple-puzzles = 不只一道題目：第二道從輸入的第 { $line } 行文字開始

parse-expected-puzzle = 一道題目：81 格寫成一行文字，或寫成 9 行文字、每行 9 格

parse-expected-once-per-unit = 每個數字在每一列、每一行、每一宮裡最多出現一次

parse-expected-cells-per-line = 輸入的每一行文字都是 { $cells } 格

parse-note-clash-at = { $cell } 在輸入的第 { $line } 行文字、第 { $col } 個字元
