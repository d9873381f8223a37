### generate.ftl in zh-Hans: see en/generate.ftl for what each message says.

generate-seed-drawn = 随机种子 { $seed }（加上 --seed { $seed } 就能再生成同样的这些题目）

generate-gave-up =
    第 { $index } 道题试了 { $attempts } 次都没能生成（{ $missed }）
    {"  "}= 这种大小的题目达不到这个已知数目标和这些筛选条件：试试减少筛选条件、提高 --givens，或增加 --attempts

generate-fewest-givens = 已知数最少只减到 { $fewest } 个，目标是 { $target } 个

generate-failed-filter = 有 { $n } 道没通过 { $filter }

generate-missed-separator = ；

generate-nothing-written =
    {""}
    {"  "}= { $name } 没有写入任何内容
