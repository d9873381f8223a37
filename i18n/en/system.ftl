### What went wrong when the operating system refused (a file not found, a permission denied), in the language asked for: the system's own message is in the machine's language, and is shown only for a kind not listed here.

# The kinds of system error, in this order: not found, permission denied, is a directory, not a directory, already exists, read-only file system, storage full, file too large, broken pipe, unexpected end of file, interrupted, invalid file name.
system-errors =
    .not-found = no such file or directory
    .permission-denied = permission denied
    .is-a-directory = is a folder, not a file
    .not-a-directory = a part of the path is not a folder
    .already-exists = already exists
    .read-only = the file system is read-only
    .storage-full = no space left on the device
    .too-large = the file is too large
    .broken-pipe = the reader closed the pipe
    .unexpected-end = the file ended early
    .interrupted = interrupted
    .invalid-name = the name is not a valid file name
