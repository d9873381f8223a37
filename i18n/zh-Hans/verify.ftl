### verify.ftl in zh-Hans: see en/verify.ftl for what each message says.

verify-valid = 有效：这份轨迹的 { $steps } 步全都符合规则（{ $size }×{ $size } 数独；策略：{ $strategy }）

verify-checked = 检查了：

verify-header = 开头  格式版本 { $version }、题目与各项上限

verify-footer = 结尾  统计数字与结局，按事件重新计算后相符

verify-not-in-trace = 这份记录没有：{ $kinds }

verify-no-choice = 未检查：在备选数中选的是第几个（没有一次试填写出 `choice` 或 `of`）

verify-no-footer = 未检查：统计数字与结局（记录没有结尾）

verify-clashing-givens = 注：已知数彼此冲突，这道题无解

verify-invalid = 无效：{ $fault }

verify-at-step = 第 { $step } 步：{ $found }

verify-at = 位置：{ $place }

verify-line = 文件第 { $line } 行

verify-event = 事件：{ $event }

verify-expected = 规则要求：{ $expected }

verify-board-before = 这一步之前的盘面：

verify-board-at-end = 结尾的盘面：

verify-render-warning = 警告：这份记录违反规则（仍照样输出）：{ $head }

verify-render-expected = = 规则要求：{ $expected }

verify-render-run = = 完整报告请运行 { $command }

verify-render-stdin = { $command }（用同样的输入）

verify-kind-names =
    .candidates-computed = 备选数
    .placed = 试填
    .rejected = 否决
    .dead-end = 死路
    .deduced = 推出
    .retracted = 撤回
    .constraint-chosen = 选定的约束
    .undone = 回溯
    .solved = 解
    .step-limit-reached = 步数上限
    .time-limit-reached = 时间上限
    .pruned = 删去
    .values-ordered = 最少约束值顺序
    .conflict-set = 冲突集
    .backjumped = 回跳

verify-kind-named = { $name }（`{ $wire }`）

verify-kind-separator = 、
