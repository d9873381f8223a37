### faults-ends.ftl in zh-TW: see en/faults-ends.ftl for what each message says.
