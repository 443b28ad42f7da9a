import type { ErrorDef } from '../lib/biz-error'

// Production's codes of the job module (1_001_001_xxx) and its texts.
export const JobErrors = {
  NOT_EXISTS: { code: 1_001_001_000, msg: '定时任务不存在' },
  HANDLER_EXISTS: { code: 1_001_001_001, msg: '定时任务的处理器已经存在' },
  CHANGE_STATUS_INVALID: { code: 1_001_001_002, msg: '只允许修改为开启或者关闭状态' },
  CHANGE_STATUS_EQUALS: { code: 1_001_001_003, msg: '定时任务的状态未发生变化' },
  UPDATE_ONLY_NORMAL_STATUS: { code: 1_001_001_004, msg: '只有开启状态的任务，才可以修改' },
  CRON_EXPRESSION_INVALID: { code: 1_001_001_005, msg: 'CRON 表达式不正确' },
  HANDLER_NOT_EXISTS: { code: 1_001_001_006, msg: '定时任务的处理器不存在' },
} satisfies Record<string, ErrorDef>
