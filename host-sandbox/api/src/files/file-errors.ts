/** Error codes of 文件配置 (1_001_006_xxx) and 文件列表 (1_001_003_xxx), production numbers where known. */
export const FileErrors = {
  FILE_NOT_EXISTS: { code: 1_001_003_001, msg: '文件不存在' },
  FILE_PATH_INVALID: { code: 1_001_003_003, msg: '文件路径不正确' },
  FILE_STORAGE_FAILED: { code: 1_001_003_004, msg: '{}失败：{}' },
  CONFIG_NOT_EXISTS: { code: 1_001_006_000, msg: '文件配置不存在' },
  CONFIG_DELETE_FAIL_MASTER: {
    code: 1_001_006_001,
    msg: '该文件配置不允许删除，原因：它是主配置，删除会导致无法上传文件',
  },
  CONFIG_HAS_FILES: {
    code: 1_001_006_002,
    msg: '该文件配置不允许删除，原因：它还存有 {} 个文件，请先在文件列表中删除',
  },
  CONFIG_TEST_FAILED: { code: 1_001_006_003, msg: '测试失败：{}' },
  NO_MASTER: { code: 1_001_006_004, msg: '没有主配置，无法上传文件' },
} as const
