### grade.ftl in zh-Hans: see en/grade.ftl for what each message says.

grade-submission = 作业

grade-rules = 规则

grade-solution = 解

grade-search = 搜索

grade-total = 总分

grade-note = 说明

grade-full-marks = 满分

grade-problem = { $check }：{ $output }

grade-summary = { $count } 份作业中有 { $full } 份得了满分

grade-unreadable = 无法读取：{ $error }

grade-another-puzzle = 记录的是另一道题：{ $theirs }，不是 { $ours }

grade-solved-count = 找到 { $found } 个解，参考记录找到 { $want } 个

grade-solved-grid = 第 { $k } 个解和参考记录的不一样

grade-ends = 结局：{ $end }；参考记录的结局：{ $want }

grade-solved-same = 和参考记录一样找到 { $solved } 个解，结局：{ $end }

grade-solved-no-footer = 和参考记录一样找到 { $solved } 个解；没有结尾（结尾可写可不写，写了就能说明搜索怎样结束：{ $want }）

grade-no-footer = 没有结尾

grade-no-placements = 没有写出任何 `placed` 事件：没有搜索可以比较

grade-every-event = 比较每一个事件

grade-events = 只比较{ $kinds }

grade-same-search = 和参考记录的搜索相同，比较了 { $steps } 个事件（{ $at }）

grade-parts-compared = 从第 { $step } 个比较的事件开始分歧（作业的第 { $own } 步）

grade-parts = 从第 { $step } 步开始分歧

grade-differs = 有所不同

grade-submission-ends = 作业到这里结束，参考记录还在继续：{ $event }

grade-submission-goes-on = 参考记录已经结束，作业还在继续：{ $event }

grade-different-events = { $summary }；作业：{ $theirs }；参考记录：{ $ours }

grade-parted = { $place }，共比较 { $total } 个事件（{ $at }）：{ $what }

grade-empty-folder = 警告：{ $folder }：这个文件夹里没有 *.jsonl 或 *.json 文件

grade-symbolic-link = 符号链接，不跟随

grade-not-a-file = 不是普通文件（管道、设备或套接字）：不读取

grade-unreadable-folder = 无法读取的文件夹：{ $error }

grade-too-deep = 文件夹深于 { $depth } 层：不读取

grade-one-counts = 只计一份作业：{ $file }（按名称顺序的第一份轨迹）；忽略：{ $files }

grade-reference-cut = 警告：参考搜索在 --max-steps { $steps } 处停止：每份作业只与它的前 { $steps } 步比较
