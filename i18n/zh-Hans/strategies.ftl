### strategies.ftl in zh-Hans: see en/strategies.ftl for what each message says.

strategies-names =
    .candidates = 备选数回溯
    .naive = 逐个数字回溯
    .mrv = 最少备选数优先回溯
    .singles = 唯余法和摒除法加回溯
    .dlx = 舞蹈链

strategies-backtrack =
    .backtrack = 回溯
    .mrv = 最少剩余值
    .degree = 度启发式
    .lcv = 最少约束值
    .fc = 前向检查
    .mac = 弧相容
    .backjump = 冲突引导回跳

strategies-joint = ＋

strategies-named = { $name }（{ $code }）
