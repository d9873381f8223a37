### diff.ftl in zh-Hans: see en/diff.ftl for what each message says.

diff-part = { $a } 与 { $b } 从第 { $step } 步起分歧：{ $summary }

diff-part-compared = { $a } 与 { $b } 从第 { $step } 个比较的事件起分歧（第一份的{ $step_a }，第二份的{ $step_b }）：{ $summary }

diff-differ = { $a } 与 { $b } 不同：{ $summary }

diff-own-step = 第 { $step } 步

diff-own-end = 结尾

diff-level = 只比较{ $kinds }这几种事件（两个事件都写的字段）

diff-advice-ignore-strategy = = 如果一份轨迹用的是自己的策略名，想只比较事件，请加上 --ignore-strategy

diff-at-once = 之前没有步骤：一开始就不同

diff-before = 之前的步骤，两份相同：

diff-step = 第 { $step } 步：

diff-compared-event = 第 { $step } 个比较的事件：

diff-ended = （轨迹已结束）

diff-boards-after = 第 { $step } 步之后的盘面：

diff-boards-after-compared = 第 { $step } 个比较的事件之后的盘面：

diff-boards-at-end = 结尾的盘面：

diff-counters = 统计：

diff-identical = 完全相同：{ $a } 与 { $b }，{ $header }，{ $steps } 个事件和结尾都一样

diff-identical-level = 只比较{ $kinds }，完全相同：{ $a } 与 { $b }，{ $header }，比较了 { $steps } 个事件（两份各有 { $steps_a } 和 { $steps_b } 个）{ $footer ->
        [missing] ；{ $missing } 没有写结尾（结尾可写可不写），所以没有比较搜索怎样结束
       *[other] ，结局相同
    }


diff-same-header = 开头信息相同

diff-same-header-but-strategy = 开头信息除了策略名称都相同

diff-puzzles = 题目不同：{ $a } 与 { $b }

diff-no-common-kind = 没有可比较的事件：两份轨迹写的事件种类没有交集

diff-first-ends = 第一份轨迹到此结束

diff-second-ends = 第二份轨迹到此结束

diff-both-end = 两份轨迹都到此结束

diff-events = 事件不同：{ $a } 与 { $b }

diff-field = { $field } 不同：{ $a } 与 { $b }

diff-strategy = { $steps } 个事件都相同，但策略是 `{ $a }` 与 `{ $b }`

diff-options = { $steps } 个事件都相同，但选项（上限）不同

diff-schema = { $steps } 个事件都相同，但格式版本不同

diff-footers = { $steps } 个事件都相同，但结尾不同

diff-none = 无

diff-cell = 格子不同：{ $a } 与 { $b }

diff-digit = 数字不同：{ $a } 与 { $b }

diff-trace-named = { $name }（{ $strategy }）
