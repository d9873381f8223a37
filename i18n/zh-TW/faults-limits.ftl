### faults-limits.ftl in zh-TW: see en/faults-limits.ftl for what each message says.
