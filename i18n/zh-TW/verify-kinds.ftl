### verify-kinds.ftl in zh-TW: see en/verify-kinds.ftl for what each message says.

verify-kinds-candidates-computed = 候選數與排除的理由（每個數字由第一個已填有它的相關格排除）

verify-kinds-candidates-no-exclusion = 候選數（沒有排除任何數字，所以沒有排除的理由）

verify-kinds-placed = 填數（空格、不衝突、層數、在候選數中選的是第幾個）

verify-kinds-placed-some-choices = 填數（空格、不衝突、層數；寫出 `choice` 或 `of` 的 { $choices } 次，也檢查在候選數中選的是第幾個）

verify-kinds-placed-domain = 填數（空格、不衝突、層數、該格目前可填的值、在這些值中選的是第幾個，有最少限制值順序時依該順序）

verify-kinds-rejected = 否決（所指的相關格確實已經是該數字）

verify-kinds-dead-end = 死路（該格沒有數字能填，或某個數字在某列、行或宮裡已經沒有格子能填）

verify-kinds-dead-end-domain = 死路（該格已經沒有值可填：提示數留給它的候選數，減去仍有效的刪去）

verify-kinds-deduced = 推得（確實由所寫的唯一候選數法或隱性唯一候選數法推出）

verify-kinds-retracted = 撤回推得（撤回的是仍然有效的推得數字）

verify-kinds-solved = 解（填滿、符合規則、保留提示數，依 1、2、3… 編號）

verify-kinds-pruned = 刪去（正確：該數字原本在剛填入或只剩一個值的格子的某個空白相關格中；完整：每次填數後每一個該刪的都依序刪去，維持弧一致性時刪到不能再刪為止）

verify-kinds-values-ordered = 最少限制值順序（該格可填的值，各附上仍能填它的空白相關格數目，由少到多，數目相同時小的數字在前）

verify-kinds-conflict-set = 衝突集（死路之後，對提示數留給該格的每個候選數，找出最早排除它的猜測）

verify-kinds-backjumped = 回跳（該格的衝突集，包括自己的與先前回跳傳下來的；跳回其中最近的猜測，越過中間的猜測，然後撤回它們）
