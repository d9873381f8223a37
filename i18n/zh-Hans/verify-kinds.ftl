### verify-kinds.ftl in zh-Hans: see en/verify-kinds.ftl for what each message says.

verify-kinds-candidates-computed = 备选数与排除的理由（每个数字由第一个已填它的相关格排除）

verify-kinds-candidates-no-exclusion = 备选数（没有排除任何数字，所以没有排除的理由）

verify-kinds-placed = 试填（空格、不冲突、层数、在备选数中选的是第几个）

verify-kinds-placed-no-choice = 试填（空格、不冲突、层数）

verify-kinds-placed-some-choices = 试填（空格、不冲突、层数；写出 `choice` 或 `of` 的 { $choices } 次，也检查在备选数中选的是第几个）

verify-kinds-placed-domain = 试填（空格、不冲突、层数、该格当前可填的值、在这些值中选的是第几个，有最少约束值顺序时按该顺序）

verify-kinds-rejected = 否决（所指的相关格确实已经是该数字）

verify-kinds-dead-end = 死路（该格没有数字能填，或某个数字在某行、列或宫里已经没有格子能填）

verify-kinds-dead-end-domain = 死路（该格已经没有值可填：已知数留给它的备选数，减去仍有效的删去）

verify-kinds-deduced = 推出（确实由所写的唯余法或摒除法推出）

verify-kinds-retracted = 撤回（撤回的是仍然有效的推出）

verify-kinds-constraint-chosen = 选定的约束（满足它的填法数目）

verify-kinds-undone = 回溯（先撤销最近一次仍有效的试填）

verify-kinds-solved = 解（填满、符合规则、保留已知数，按 1、2、3… 编号）

verify-kinds-step-limit-reached = 步数上限（恰好在开头所写的步数之后）

verify-kinds-time-limit-reached = 时间上限（开头设有上限；之后没有任何事件）

verify-kinds-pruned = 删去（正确：该数字原本在刚填入或只剩一个值的格子的某个空白相关格中；完整：每次试填后每一个该删的都依次删去，弧相容时删到不能再删为止）

verify-kinds-values-ordered = 最少约束值顺序（该格可填的值，各附上仍能填它的空白相关格数目，由少到多，数目相同时小的数字在前）

verify-kinds-conflict-set = 冲突集（死路之后，对已知数留给该格的每个备选数，找出最早排除它的猜测）

verify-kinds-backjumped = 回跳（该格的冲突集，包括自己的与之前回跳传下来的；跳回其中最近的猜测，越过中间的猜测，之后撤销它们）
