### strategies.ftl in zh-Hant: see en/strategies.ftl for what each message says.

strategies-names =
    .candidates = 備選數回溯
    .naive = 逐個數字回溯
    .mrv = 最少備選數優先回溯
    .singles = 唯一備選數、隱性唯一加回溯
    .dlx = 舞蹈鏈

strategies-backtrack =
    .backtrack = 回溯
    .mrv = 最少剩餘值
    .degree = 度數啟發式
    .lcv = 最少約束值
    .fc = 前向檢查
    .mac = 弧相容
    .backjump = 衝突引導回跳

strategies-joint = ＋

strategies-named = { $name }（{ $code }）
