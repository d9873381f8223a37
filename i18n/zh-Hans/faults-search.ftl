### faults-search.ftl in zh-Hans: see en/faults-search.ftl for what each message says.

faults-search-dead-end-domain = 错误的死路：{ $cell } 当前还有可填的值 { $domain }

faults-search-dead-end-domain-expected = 该格已经没有值可填时的死路（已知数留给它的备选数，减去仍有效的删去）

faults-search-dead-end-candidates = 错误的死路：{ $cell } 还有备选数 { $candidates }

faults-search-dead-end-candidates-expected = 没有任何数字能填的格上的死路

faults-search-dead-end-unit = 错误的死路：{ $digit } 在{ $unit } 还有位置可填：{ $place }

faults-search-dead-end-unit-expected = 某个数字在该区域已无处可填时的死路

faults-search-digit-stands = { $unit } 的 { $holder } 已经是 { $digit } 了

faults-search-digit-stands-expected = 该区域还没有的数字

faults-search-naked-single = 唯余法不成立：{ $cell } 的备选数是 { $candidates }

faults-search-naked-single-expected = 唯余法：恰好只剩一个备选数的格

faults-search-hidden-no-unit = 摒除法的推出没有写明区域

faults-search-hidden-no-unit-expected = `unit`：该数字只剩一个位置的那一行、列或宫

faults-search-hidden-single = 摒除法不成立：{ $digit } 在同{ $unit } 的 { $other } 也能填

faults-search-hidden-single-expected = 摒除法：在 { $cell } 所在的{ $unit } 里，这个数字只剩这一个位置

faults-search-nothing-to-retract = 没有可撤回的数字：{ $cell } 不是推出的（{ $holds }）

faults-search-nothing-to-retract-expected = 撤回一个仍有效的推出数字

faults-search-retracts-other = 在 { $cell } 撤回 { $digit }，但那里推出的是 { $deduced }（第 { $step } 步）

faults-search-retracts-other-expected = 推出的那个数字 { $deduced }

faults-search-retracts-under-guess = 撤回 { $cell } 的 { $digit }，但在它之后试填的 { $later } 填 { $later_digit }（第 { $step } 步）仍然有效

faults-search-retracts-under-guess-expected = 先撤销推出之后的试填，再撤回这个推出

faults-search-undo-under-deduction = 撤销 { $cell } 的 { $digit }，但在它之后推出的 { $later } 填 { $later_digit }（第 { $step } 步）仍然有效

faults-search-undo-under-deduction-expected = 先撤回由这次试填推出的数字，再撤销这次试填

faults-search-constraint-cell = 填 { $cell }

faults-search-constraint-digit = 把 { $digit } 放进{ $unit }

faults-search-constraint-options = 约束“{ $what }”写的是 { $options } 种选择，实际有 { $ways } 种

faults-search-constraint-options-expected = { $ways } 种选择：当前满足这个约束的填法数

faults-search-outside-domain = 超出可填值的试填：{ $digit } 不在 { $cell } 当前可填的值 { $domain } 之中

faults-search-outside-domain-expected = 该格当前可填的值之一
