### faults-search.ftl in zh-TW: see en/faults-search.ftl for what each message says.

faults-search-dead-end-domain-expected = 該格已經沒有值可填時的死路（提示數留給它的候選數，減去仍有效的刪去）

faults-search-dead-end-candidates = 錯誤的死路：{ $cell } 還有候選數 { $candidates }

faults-search-naked-single = 唯一候選數法不成立：{ $cell } 的候選數是 { $candidates }

faults-search-naked-single-expected = 唯一候選數法：恰好只剩一個候選數的格子

faults-search-hidden-no-unit = 隱性唯一候選數法的推得沒有寫明區域

faults-search-hidden-no-unit-expected = `unit`：該數字只剩一個位置的那一列、行或宮

faults-search-hidden-single = 隱性唯一候選數法不成立：{ $digit } 在同{ $unit } 的 { $other } 也能填

faults-search-hidden-single-expected = 隱性唯一候選數法：在 { $cell } 所在的{ $unit } 裡，這個數字只剩這一個位置
