### parse.ftl in zh-TW: see en/parse.ftl for what each message says.

parse-expected-once-per-unit = 每個數字在每一列、每一行、每一宮裡最多出現一次
