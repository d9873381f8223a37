### strategies.ftl in zh-TW: only what Taiwan says otherwise than zh-Hant.

strategies-names =
    .candidates = 候選數回溯
    .naive = 逐個數字回溯
    .mrv = 最少候選數優先回溯
    .singles = 唯一候選數法、隱性唯一候選數法加回溯
    .dlx = 舞蹈鏈

strategies-backtrack =
    .backtrack = 回溯
    .mrv = 最少剩餘值
    .degree = 度數啟發式
    .lcv = 最少限制值
    .fc = 前向檢查
    .mac = 弧一致性
    .backjump = 衝突導向回跳
