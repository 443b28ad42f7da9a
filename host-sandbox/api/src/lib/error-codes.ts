import type { ErrorDef } from './biz-error'

// Codes and texts follow the Java server's GlobalErrorCodeConstants / ErrorCodeConstants, so the
// console reacts to the sandbox exactly as it does to production.
export const GlobalErrors = {
  BAD_REQUEST: { code: 400, msg: '请求参数不正确:{}' },
  UNAUTHORIZED: { code: 401, msg: '账号未登录' },
  FORBIDDEN: { code: 403, msg: '没有该操作权限' },
  NOT_FOUND: { code: 404, msg: '请求地址不存在:{}' },
  METHOD_NOT_ALLOWED: { code: 405, msg: '请求方法不正确:{}' },
  INTERNAL_SERVER_ERROR: { code: 500, msg: '系统异常' },
  // 429 like the Java server's TOO_MANY_REQUESTS: the password hashing pool's queue is full.
  BUSY: { code: 429, msg: '系统繁忙，请稍后再试' },
} satisfies Record<string, ErrorDef>

export const AuthErrors = {
  BAD_CREDENTIALS: { code: 1_002_000_000, msg: '登录失败，账号密码不正确' },
  USER_DISABLED: { code: 1_002_000_001, msg: '登录失败，账号被禁用' },
  THIRD_LOGIN_NOT_BIND: { code: 1_002_000_005, msg: '未绑定账号，需要进行绑定' },
  MOBILE_NOT_EXISTS: { code: 1_002_000_007, msg: '手机号不存在' },
  // The Java server has no lockout; the sandbox uses the next free code of the auth range.
  ACCOUNT_LOCKED: { code: 1_002_000_010, msg: '登录失败次数过多，账号已锁定，请 15 分钟后再试' },
  ACCESS_TOKEN_NOT_FOUND: { code: 401, msg: '访问令牌不存在' },
  ACCESS_TOKEN_EXPIRED: { code: 401, msg: '访问令牌已过期' },
  REFRESH_TOKEN_INVALID: { code: 401, msg: '无效的刷新令牌' },
  REFRESH_TOKEN_EXPIRED: { code: 401, msg: '刷新令牌已过期' },
  SSO_TOKEN_INVALID: { code: 401, msg: 'SSO 令牌无效或已过期' },
  SOCIAL_AUTH_FAILURE: { code: 1_002_018_000, msg: '社交授权失败，原因是：{}' },
  SSO_USER_MISMATCH: { code: 403, msg: '只能为当前登录的用户发放 SSO 令牌' },
} satisfies Record<string, ErrorDef>

export const SmsErrors = {
  CODE_NOT_FOUND: { code: 1_002_014_000, msg: '验证码不存在' },
  CODE_EXPIRED: { code: 1_002_014_001, msg: '验证码已过期' },
  CODE_USED: { code: 1_002_014_002, msg: '验证码已使用' },
  CODE_NOT_CORRECT: { code: 1_002_014_003, msg: '验证码不正确' },
  SEND_TOO_FAST: { code: 1_002_014_005, msg: '短信发送过于频繁' },
  // The Java server's "exceed send maximum quantity" code, here per client IP and hour.
  SEND_LIMIT: { code: 1_002_014_004, msg: '短信发送次数过多，请 1 小时后再试' },
  // Sandbox-only: the fifth wrong try kills the code.
  CODE_TOO_MANY_ATTEMPTS: { code: 1_002_014_006, msg: '验证码错误次数过多，请重新获取' },
} satisfies Record<string, ErrorDef>

export const UserErrors = {
  USER_NOT_EXISTS: { code: 1_002_003_004, msg: '用户不存在' },
  MOBILE_EXISTS: { code: 1_002_003_001, msg: '手机号已经存在' },
  EMAIL_EXISTS: { code: 1_002_003_002, msg: '邮箱已经存在' },
  PASSWORD_FAILED: { code: 1_002_003_005, msg: '用户密码校验失败' },
  // Sandbox-only: wrong old passwords on the personal centre's password change.
  PASSWORD_CHANGE_LOCKED: {
    code: 1_002_003_010,
    msg: '旧密码错误次数过多，请 15 分钟后再修改密码',
  },
  FILE_IS_EMPTY: { code: 1_001_003_002, msg: '文件为空' },
  // 用户管理 (/system/user): 01x are the sandbox's own refusals.
  USERNAME_EXISTS: { code: 1_002_003_000, msg: '用户账号已经存在' },
  DELETE_SELF: { code: 1_002_003_011, msg: '不能删除当前登录的用户' },
  DISABLE_SELF: { code: 1_002_003_012, msg: '不能禁用当前登录的用户' },
  DEPT_NOT_FOUND: { code: 1_002_003_013, msg: '当前部门不存在' },
  DEPT_NOT_ENABLED: { code: 1_002_003_014, msg: '部门({})不处于开启状态，不允许选择' },
  POST_NOT_FOUND: { code: 1_002_003_015, msg: '当前岗位不存在' },
  POST_NOT_ENABLED: { code: 1_002_003_016, msg: '岗位({})不处于开启状态，不允许选择' },
} satisfies Record<string, ErrorDef>

export const DictErrors = {
  TYPE_NOT_EXISTS: { code: 1_002_006_001, msg: '当前字典类型不存在' },
  TYPE_NOT_ENABLE: { code: 1_002_006_002, msg: '字典类型不处于开启状态，不允许选择' },
  TYPE_NAME_DUPLICATE: { code: 1_002_006_003, msg: '已经存在该名字的字典类型' },
  TYPE_TYPE_DUPLICATE: { code: 1_002_006_004, msg: '已经存在该类型的字典类型' },
  TYPE_HAS_CHILDREN: { code: 1_002_006_005, msg: '无法删除，该字典类型还有字典数据' },
  DATA_NOT_EXISTS: { code: 1_002_007_001, msg: '当前字典数据不存在' },
  DATA_VALUE_DUPLICATE: { code: 1_002_007_003, msg: '已经存在该值的字典数据' },
} satisfies Record<string, ErrorDef>

export const ConfigErrors = {
  NOT_EXISTS: { code: 1_001_000_001, msg: '参数配置不存在' },
  KEY_DUPLICATE: { code: 1_001_000_002, msg: '参数配置 key 重复' },
  CAN_NOT_DELETE_SYSTEM_TYPE: { code: 1_001_000_003, msg: '不能删除类型为系统内置的参数配置' },
  GET_VALUE_ERROR_IF_VISIBLE: {
    code: 1_001_000_004,
    msg: '获取参数配置失败，原因：不允许获取不可见配置',
  },
} satisfies Record<string, ErrorDef>

export const OAuth2Errors = {
  CLIENT_NOT_EXISTS: { code: 1_002_020_000, msg: 'OAuth2 客户端不存在' },
  CLIENT_DISABLE: { code: 1_002_020_002, msg: 'OAuth2 客户端已禁用' },
  GRANT_TYPE_NOT_EXISTS: { code: 1_002_020_003, msg: '不支持该授权类型' },
  SCOPE_OVER: { code: 1_002_020_004, msg: '授权范围过大' },
  REDIRECT_URI_NOT_MATCH: { code: 1_002_020_005, msg: '无效 redirect_uri: {}' },
} satisfies Record<string, ErrorDef>

// The Java server's BPM codes where it has them; 1_009_002_01x are the sandbox's own refusals of a
// diagram it cannot deploy (the Java server leaves those to Flowable's English exceptions).
export const BpmErrors = {
  MODEL_KEY_EXISTS: { code: 1_009_002_000, msg: '已经存在流程标识为【{}】的流程' },
  MODEL_NOT_EXISTS: { code: 1_009_002_001, msg: '流程模型不存在' },
  MODEL_KEY_VALID: {
    code: 1_009_002_002,
    msg: '流程标识格式不正确，需要以字母或下划线开头，后接任意字母、数字、中划线、下划线、句点！',
  },
  MODEL_DEPLOY_FAIL_FORM_NOT_CONFIG: {
    code: 1_009_002_003,
    msg: '部署流程失败，原因：流程表单未配置，请点击【修改流程】按钮进行配置',
  },
  MODEL_BPMN_EMPTY: { code: 1_009_002_010, msg: '流程模型还没有流程图，请先设计流程再部署' },
  BPMN_UNPARSABLE: { code: 1_009_002_011, msg: '流程图无法解析：{}' },
  BPMN_NO_PROCESS: { code: 1_009_002_012, msg: '流程图中没有流程，无法部署' },
  BPMN_NO_START_EVENT: { code: 1_009_002_013, msg: '流程图中没有开始事件，无法部署' },
  BPMN_UNSUPPORTED_DIALECT: { code: 1_009_002_014, msg: '不支持的流程扩展方言：{}' },
  MODEL_NOT_DEPLOYED: { code: 1_009_002_015, msg: '流程模型还没有部署，无法修改流程定义的状态' },
  BPMN_KEY_TAKEN: {
    code: 1_009_002_016,
    msg: '流程图中已有编号为【{}】的其他元素，流程无法使用该流程标识，请修改该元素的编号',
  },
  PROCESS_DEFINITION_NOT_EXISTS: { code: 1_009_003_002, msg: '流程定义不存在' },
  FORM_NOT_EXISTS: { code: 1_009_010_000, msg: '动态表单不存在' },
  FORM_FIELD_REPEAT: { code: 1_009_010_001, msg: '表单项({}) 和 ({}) 使用了相同的字段名({})' },
} satisfies Record<string, ErrorDef>

// Roles and their assignments (/system/role, /system/permission): the Java server's 1_002_002_xxx
// where it has them; 01x are the sandbox's own refusals.
export const RoleErrors = {
  ROLE_NOT_EXISTS: { code: 1_002_002_000, msg: '角色不存在' },
  ROLE_NAME_DUPLICATE: { code: 1_002_002_001, msg: '已经存在名为【{}】的角色' },
  ROLE_CODE_DUPLICATE: { code: 1_002_002_002, msg: '已经存在编码为【{}】的角色' },
  ROLE_BUILT_IN: { code: 1_002_002_003, msg: '不能操作类型为系统内置的角色' },
  ROLE_STILL_HELD: { code: 1_002_002_010, msg: '该角色已分配给 {} 个用户，无法删除' },
  ROLE_MENU_NOT_EXISTS: { code: 1_002_002_011, msg: '菜单不存在：{}' },
  ROLE_DEPT_NOT_EXISTS: { code: 1_002_002_012, msg: '部门不存在：{}' },
  SUPER_ADMIN_ONLY: { code: 1_002_002_013, msg: '只有超级管理员可以分配或收回超级管理员角色' },
} satisfies Record<string, ErrorDef>

// Menus and departments (/system/menu, /system/dept): the Java server's 1_002_001_xxx and
// 1_002_004_xxx where it has them; 01x are the sandbox's own refusals.
export const MenuErrors = {
  MENU_NAME_DUPLICATE: { code: 1_002_001_000, msg: '已经存在该名字的菜单' },
  MENU_PARENT_NOT_EXISTS: { code: 1_002_001_001, msg: '父菜单不存在' },
  MENU_PARENT_ERROR: { code: 1_002_001_002, msg: '不能设置自己或下级为父级' },
  MENU_NOT_EXISTS: { code: 1_002_001_003, msg: '菜单不存在' },
  MENU_EXISTS_CHILDREN: { code: 1_002_001_004, msg: '存在子菜单，无法删除' },
  MENU_PARENT_NOT_DIR_OR_MENU: { code: 1_002_001_005, msg: '父菜单的类型必须是目录或者菜单' },
  BUTTON_PARENT_NOT_MENU: { code: 1_002_001_010, msg: '按钮的上级菜单必须是菜单类型' },
  MENU_TYPE_BREAKS_CHILDREN: { code: 1_002_001_011, msg: '该菜单下存在{}，不能改为{}' },
} satisfies Record<string, ErrorDef>

export const DeptErrors = {
  DEPT_NAME_DUPLICATE: { code: 1_002_004_000, msg: '已经存在该名字的部门' },
  DEPT_PARENT_NOT_EXITS: { code: 1_002_004_001, msg: '父级部门不存在' },
  DEPT_NOT_FOUND: { code: 1_002_004_002, msg: '当前部门不存在' },
  DEPT_EXITS_CHILDREN: { code: 1_002_004_003, msg: '存在子部门，无法删除' },
  DEPT_PARENT_ERROR: { code: 1_002_004_004, msg: '不能设置自己或下级为父级' },
  DEPT_EXISTS_USER: { code: 1_002_004_005, msg: '部门中存在员工，无法删除' },
  DEPT_LEADER_NOT_EXISTS: { code: 1_002_004_010, msg: '负责人不存在' },
} satisfies Record<string, ErrorDef>

// System administration: posts, notices and notify templates. Texts of the Java server where it
// has them; a post still held and a closed template are the sandbox's own refusals.
export const PostErrors = {
  NOT_FOUND: { code: 1_002_005_000, msg: '当前岗位不存在' },
  NAME_DUPLICATE: { code: 1_002_005_002, msg: '已经存在该名字的岗位' },
  CODE_DUPLICATE: { code: 1_002_005_003, msg: '已经存在该标识的岗位' },
  STILL_HELD: { code: 1_002_005_004, msg: '该岗位已分配给 {} 个用户，无法删除' },
} satisfies Record<string, ErrorDef>

export const NoticeErrors = {
  NOT_FOUND: { code: 1_002_008_001, msg: '当前通知公告不存在' },
  CONTENT_EMPTY: { code: 1_002_008_002, msg: '公告内容不能为空' },
} satisfies Record<string, ErrorDef>

export const NotifyTemplateErrors = {
  NOT_EXISTS: { code: 1_002_026_000, msg: '站内信模板不存在' },
  CODE_DUPLICATE: { code: 1_002_026_001, msg: '已经存在编码为【{}】的站内信模板' },
  PARAM_MISS: { code: 1_002_026_002, msg: '模板参数({})缺失' },
  DISABLED: { code: 1_002_026_003, msg: '站内信模板【{}】已关闭，无法发送' },
} satisfies Record<string, ErrorDef>
