### faults.ftl in zh-TW: see en/faults.ftl for what each message says.

faults-holds-given = 那裡是提示數 { $digit }

faults-clash-expected = 沒有相關格填過的數字：候選數 { $candidates } 之一
