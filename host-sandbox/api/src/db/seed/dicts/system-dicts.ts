import type { DictTypeSeed } from './dict-seed-types'

export const commonDicts: DictTypeSeed[] = [
  {
    type: 'user_type',
    name: '用户类型',
    items: [
      ['1', '会员', 'primary'],
      ['2', '管理员', 'success'],
    ],
  },
  {
    type: 'common_status',
    name: '系统状态',
    remark: '通用的开启、关闭状态',
    items: [
      ['0', '开启', 'primary'],
      ['1', '关闭', 'info'],
    ],
  },
  {
    type: 'terminal',
    name: '终端',
    remark: '用户访问的终端',
    items: [
      ['10', '微信小程序', 'success'],
      ['11', '微信公众号', 'success'],
      ['20', 'H5 网页', 'primary'],
      ['31', '手机 App', 'warning'],
    ],
  },
]

export const systemDicts: DictTypeSeed[] = [
  {
    type: 'system_user_sex',
    name: '用户性别',
    items: [
      ['1', '男', 'default'],
      ['2', '女', 'success'],
    ],
  },
  {
    type: 'system_menu_type',
    name: '菜单类型',
    items: [
      ['1', '目录', ''],
      ['2', '菜单', ''],
      ['3', '按钮', ''],
    ],
  },
  {
    type: 'system_role_type',
    name: '角色类型',
    items: [
      ['1', '内置', 'danger'],
      ['2', '自定义', 'primary'],
    ],
  },
  {
    type: 'system_data_scope',
    name: '数据范围',
    items: [
      ['1', '全部数据权限', ''],
      ['2', '指定部门数据权限', ''],
      ['3', '本部门数据权限', ''],
      ['4', '本部门及以下数据权限', ''],
      ['5', '仅本人数据权限', ''],
    ],
  },
  {
    type: 'system_notice_type',
    name: '通知类型',
    items: [
      ['1', '通知', 'success'],
      ['2', '公告', 'info'],
    ],
  },
  {
    type: 'system_operate_type',
    name: '操作类型',
    items: [
      ['0', '其它', 'default'],
      ['1', '查询', 'info'],
      ['2', '新增', 'primary'],
      ['3', '修改', 'warning'],
      ['4', '删除', 'danger'],
      ['5', '导出', 'default'],
      ['6', '导入', 'default'],
    ],
  },
  {
    type: 'system_login_type',
    name: '登录日志的类型',
    items: [
      ['100', '账号登录', 'primary'],
      ['101', '社交登录', 'info'],
      ['103', '短信登录', 'default'],
      ['200', '主动登出', 'primary'],
      ['202', '强制登出', 'danger'],
    ],
  },
  {
    type: 'system_login_result',
    name: '登录结果',
    items: [
      ['0', '成功', 'success'],
      ['10', '账号或密码不正确', 'danger'],
      ['20', '用户被禁用', 'danger'],
      ['30', '验证码不存在', 'danger'],
      ['31', '验证码不正确', 'danger'],
      // The sandbox's lockout after repeated wrong passwords (the Java server has none).
      ['40', '账号被锁定', 'danger'],
      ['100', '未知异常', 'danger'],
    ],
  },
  {
    type: 'system_sms_channel_code',
    name: '短信渠道编码',
    items: [
      ['DEBUG_DING_TALK', '调试（钉钉）', 'info'],
      ['ALIYUN', '阿里云', 'primary'],
      ['TENCENT', '腾讯云', 'success'],
    ],
  },
  {
    type: 'system_sms_template_type',
    name: '短信模板的类型',
    items: [
      ['1', '验证码', 'warning'],
      ['2', '通知', 'primary'],
      ['3', '营销', 'danger'],
    ],
  },
  {
    type: 'system_sms_send_status',
    name: '短信发送状态',
    items: [
      ['0', '初始化', 'info'],
      ['10', '发送成功', 'success'],
      ['20', '发送失败', 'danger'],
      ['30', '不发送', 'info'],
    ],
  },
  {
    type: 'system_sms_receive_status',
    name: '短信接收状态',
    items: [
      ['0', '等待结果', 'info'],
      ['10', '接收成功', 'success'],
      ['20', '接收失败', 'danger'],
    ],
  },
  {
    type: 'system_error_code_type',
    name: '错误码的类型',
    items: [
      ['1', '自动生成', 'warning'],
      ['2', '手动编辑', 'primary'],
    ],
  },
  {
    type: 'system_oauth2_grant_type',
    name: 'OAuth 2.0 授权类型',
    items: [
      ['password', '密码模式', 'default'],
      ['authorization_code', '授权码模式', 'primary'],
      ['implicit', '简化模式', 'success'],
      ['client_credentials', '客户端模式', 'default'],
      ['refresh_token', '刷新模式', 'info'],
    ],
  },
  {
    type: 'system_mail_send_status',
    name: '邮件发送状态',
    items: [
      ['0', '初始化', 'primary'],
      ['10', '发送成功', 'success'],
      ['20', '发送失败', 'danger'],
      ['30', '不发送', 'info'],
    ],
  },
  {
    type: 'system_notify_template_type',
    name: '站内信模板的类型',
    items: [
      ['1', '通知公告', 'primary'],
      ['2', '系统消息', 'success'],
    ],
  },
]
