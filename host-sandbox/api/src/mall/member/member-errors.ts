/** Business errors of shop members (codes 1_004_xxx_xxx, the member module's range). */
export const MemberErrors = {
  USER_NOT_EXISTS: { code: 1_004_001_000, msg: '用户不存在' },
  BAD_CREDENTIALS: { code: 1_004_003_000, msg: '登录失败，手机号或密码不正确' },
  USER_DISABLED: { code: 1_004_003_001, msg: '登录失败，账号被禁用' },
  TOO_MANY_FAILURES: { code: 1_004_003_002, msg: '登录失败次数过多，请 15 分钟后再试' },
} as const
