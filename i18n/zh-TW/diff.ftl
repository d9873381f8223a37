### diff.ftl in zh-TW: see en/diff.ftl for what each message says.

diff-ended = （追蹤記錄已結束）

diff-no-common-kind = 沒有可比較的事件：兩份追蹤記錄寫的事件種類沒有交集

diff-first-ends = 第一份追蹤記錄到此結束

diff-second-ends = 第二份追蹤記錄到此結束

diff-both-end = 兩份追蹤記錄都到此結束
