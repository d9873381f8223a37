### faults-search.ftl in zh-Hant: see en/faults-search.ftl for what each message says.

faults-search-dead-end-domain = 錯誤的死路：{ $cell } 目前還有可填的值 { $domain }

faults-search-dead-end-domain-expected = 該格已無可填的值時的死路（已知數留給它的備選數，減去仍有效的刪去）

faults-search-dead-end-candidates = 錯誤的死路：{ $cell } 還有備選數 { $candidates }

faults-search-dead-end-candidates-expected = 沒有任何數字能填的格上的死路

faults-search-dead-end-unit = 錯誤的死路：{ $digit } 在{ $unit } 還有位置可填：{ $place }

faults-search-dead-end-unit-expected = 某個數字在該區域已無處可填時的死路

faults-search-digit-stands = { $unit } 的 { $holder } 已經是 { $digit } 了

faults-search-digit-stands-expected = 該區域還沒有的數字

faults-search-naked-single = 唯一備選數不成立：{ $cell } 的備選數是 { $candidates }

faults-search-naked-single-expected = 唯一備選數：恰好只剩一個備選數的格

faults-search-hidden-no-unit = 隱性唯一的推得沒有寫明區域

faults-search-hidden-no-unit-expected = `unit`：該數字只剩一個位置的那一行、列或宮

faults-search-hidden-single = 隱性唯一不成立：{ $digit } 在同{ $unit } 的 { $other } 也能填

faults-search-hidden-single-expected = 隱性唯一：在 { $cell } 所在的{ $unit } 裡，這個數字只剩這一個位置

faults-search-nothing-to-retract = 沒有可撤回的數字：{ $cell } 不是推得的（{ $holds }）

faults-search-nothing-to-retract-expected = 撤回一個仍有效的推得數字

faults-search-retracts-other = 在 { $cell } 撤回 { $digit }，但那裡推得的是 { $deduced }（第 { $step } 步）

faults-search-retracts-other-expected = 推得的那個數字 { $deduced }

faults-search-retracts-under-guess = 撤回 { $cell } 的 { $digit }，但在它之後填入的 { $later } 填 { $later_digit }（第 { $step } 步）仍然有效

faults-search-retracts-under-guess-expected = 先撤回推得之後的填數，再撤回這個推得數字

faults-search-undo-under-deduction = 撤回 { $cell } 的 { $digit }，但在它之後推得的 { $later } 填 { $later_digit }（第 { $step } 步）仍然有效

faults-search-undo-under-deduction-expected = 先撤回由這次填數推得的數字，再撤回這次填數

faults-search-constraint-cell = 填 { $cell }

faults-search-constraint-digit = 把 { $digit } 放進{ $unit }

faults-search-constraint-options = 限制「{ $what }」寫的是 { $options } 種選擇，實際有 { $ways } 種

faults-search-constraint-options-expected = { $ways } 種選擇：目前滿足這個限制的填法數

faults-search-outside-domain = 超出可填值的填數：{ $digit } 不在 { $cell } 目前可填的值 { $domain } 之中

faults-search-outside-domain-expected = 該格目前可填的值之一
