### faults-limits.ftl in zh-TW: see en/faults-limits.ftl for what each message says.

faults-limits-after-close-expected = 追蹤記錄到此結束
