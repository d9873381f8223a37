### diff.ftl in zh-TW: see en/diff.ftl for what each message says.
