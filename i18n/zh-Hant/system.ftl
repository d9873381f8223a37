### system.ftl in zh-Hant: see en/system.ftl for what each message says.

system-errors =
    .not-found = 沒有這個檔案或資料夾
    .permission-denied = 沒有權限
    .is-a-directory = 這是資料夾，不是檔案
    .not-a-directory = 路徑中有一部分不是資料夾
    .already-exists = 已經存在
    .read-only = 檔案系統是唯讀的
    .storage-full = 磁碟空間不足
    .too-large = 檔案太大
    .broken-pipe = 讀取輸出的一方已經關閉了管道
    .unexpected-end = 檔案提早結束了
    .interrupted = 被中斷了
    .invalid-name = 這不是有效的檔案名稱
