### generate.ftl in zh-TW: see en/generate.ftl for what each message says.

generate-seed-drawn = 亂數種子 { $seed }（加上 --seed { $seed } 就能再產生同樣的這些題目）

generate-gave-up =
    第 { $index } 道題：試了 { $attempts } 次都沒能產生：{ $missed }
    {"  "}= 這種大小的題目達不到這個提示數目標和這些篩選條件：試試減少篩選條件、提高 --givens，或增加 --attempts

generate-fewest-givens = 提示數最少只減到 { $fewest } 個，目標是 { $target } 個
