### system.ftl in zh-Hans: see en/system.ftl for what each message says.

system-errors =
    .not-found = 没有这个文件或文件夹
    .permission-denied = 没有权限
    .is-a-directory = 这是文件夹，不是文件
    .not-a-directory = 路径中有一部分不是文件夹
    .already-exists = 已经存在
    .read-only = 文件系统是只读的
    .storage-full = 磁盘空间不足
    .too-large = 文件太大
    .broken-pipe = 读取输出的一方已经关闭了管道
    .unexpected-end = 文件提前结束了
    .interrupted = 被中断了
    .invalid-name = 这不是有效的文件名
