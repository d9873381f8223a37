### faults-backjumps.ftl in zh-Hans: see en/faults-backjumps.ftl for what each message says.

faults-backjumps-not-carried-out = 跳回 { $to } = { $digit }、越过 { $over } 个猜测的回跳没有做完：还差 { $remaining } 次撤销

faults-backjumps-not-carried-out-expected = `undone` { $cell } = { $digit }（回跳之后紧跟 `over` + 1 次撤销，从最近的猜测撤起，一直撤到它跳回的那个猜测）

faults-backjumps-not-used-up = { $cell } 的值还没试完，就从它回跳了

faults-backjumps-not-used-up-expected = 紧跟在 { $cell } 的冲突集之后，或在撤销它的最后一个值之后，才写 `backjumped`

faults-backjumps-misses-passed-on = 冲突集漏了 { $guess }：它是之前跳回这一格某个猜测的回跳传下来的

faults-backjumps-lists-extra = 冲突集列出了 { $guess }，{ $rule ->
        [pruned] 但它既没有从 { $cell } 的值域删去任何值
       *[other] 但它既没有排除 { $cell } 的任何数字
    }，也不是哪次回跳传下来的

faults-backjumps-conflicts-expected = 冲突集 { $conflicts }：{ $cell } 自己的冲突（{ $rule ->
        [pruned] 前向检查时从它的值域删去过值的猜测
       *[other] 对已知数留给它的每个备选数，找出最早排除它的猜测
    }），加上之前跳回到它的猜测上的回跳传下来的猜测

faults-backjumps-empty-set = 从 { $cell } 回跳，但冲突集是空的

faults-backjumps-empty-set-expected = 不回跳：没有猜测可以归咎，搜索就此结束，撤销所有仍有效的猜测

faults-backjumps-wrong-to = 跳回 { $to } = { $digit }，但冲突集中最近的猜测是 { $latest } = { $latest_digit }（第 { $depth } 层）

faults-backjumps-wrong-to-expected = `to` 为 { $latest } = { $latest_digit }：回跳要跳回冲突集中最近的那个猜测

faults-backjumps-wrong-over = `over` 写的是 { $over }，但从第 { $latest } 层到回跳所在的第 { $depth } 层要越过 { $skipped } 个猜测

faults-backjumps-wrong-over-expected = `over` 为 { $skipped }：回跳所在的层数，减去它跳回的猜测的层数

faults-backjumps-ordinary-backtrack-expected = 不回跳：退回最近的猜测，就是普通的回溯

faults-backjumps-backjump-due = 从 { $cell } 做了普通的回溯，但它的冲突集中最近的猜测是 { $target } = { $digit }（第 { $depth } 层）

faults-backjumps-backjump-due-expected = 撤销之前先写 `backjumped`：从 { $cell } 跳回 { $target } = { $digit }，越过 { $over } 个猜测
