import { DICT_TYPE, DictTag } from '@/shared/dict'
import { DetailDialog } from '@/shared/list-kit'
import { formatDate } from '@/shared/utils'
import type { LoginLogItem } from '../model/login-log-types'

export interface LoginLogDetailProps {
  log: LoginLogItem | null
  onClose: () => void
}

/** 详细 of a login attempt or logout: every recorded field, read-only. */
export function LoginLogDetail({ log, onClose }: LoginLogDetailProps) {
  const items = log
    ? [
        { label: '日志编号', content: log.id },
        {
          label: '操作类型',
          content: <DictTag type={DICT_TYPE.SYSTEM_LOGIN_TYPE} value={log.logType} />,
        },
        { label: '用户名称', content: log.username },
        { label: '登录地址', content: log.userIp },
        { label: '浏览器', content: log.userAgent },
        {
          label: '登陆结果',
          content: <DictTag type={DICT_TYPE.SYSTEM_LOGIN_RESULT} value={log.result} />,
        },
        { label: '登录日期', content: formatDate(log.createTime) },
      ]
    : []
  return <DetailDialog open={log !== null} title="登录日志详细" items={items} onClose={onClose} />
}
