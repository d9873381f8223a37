### faults-search.ftl in zh-TW: see en/faults-search.ftl for what each message says.

faults-search-dead-end-domain-expected = 該格已經沒有值可填時的死路（提示數留給它的候選數，減去仍有效的刪去）

faults-search-dead-end-candidates = 錯誤的死路：{ $cell } 還有候選數 { $candidates }

faults-search-dead-end-candidates-expected = 沒有任何數字能填的格子上的死路

faults-search-naked-single = 唯一候選數法不成立：{ $cell } 的候選數是 { $candidates }

faults-search-naked-single-expected = 唯一候選數法：恰好只剩一個候選數的格子

faults-search-hidden-no-unit = 隱性唯一候選數法的推得沒有寫明區域

faults-search-hidden-no-unit-expected = `unit`：該數字只剩一個位置的那一列、行或宮

faults-search-hidden-single = 隱性唯一候選數法不成立：{ $digit } 在同{ $unit }的 { $other } 也能填

faults-search-hidden-single-expected = 隱性唯一候選數法：在 { $cell } 所在的{ $unit }裡，這個數字只剩這一個位置

faults-search-retracts-under-guess = 撤回 { $cell } 的 { $digit }，但在它之後試填的 { $later } 填 { $later_digit }（第 { $step } 步）仍然有效

faults-search-retracts-under-guess-expected = 先擦掉推得之後的試填，再撤回這個推得數字

faults-search-undo-under-deduction = 擦掉 { $cell } 的 { $digit }，但在它之後推得的 { $later } 填 { $later_digit }（第 { $step } 步）仍然有效

faults-search-undo-under-deduction-expected = 先撤回由這次試填推得的數字，再擦掉這次試填

faults-search-outside-domain = 超出可填值的試填：{ $digit } 不在 { $cell } 目前可填的值 { $domain } 之中
