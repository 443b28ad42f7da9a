import { button, buttons, dir, page } from './menu-seed-types'

// Ids follow the Java server's seed where the menu exists there, so links between environments
// (and screenshots in tickets) match.
export const systemMenu = dir(1, '系统管理', '/system', 'system', [
  page(100, '用户管理', 'user', 'system/user/index', 'SystemUser', 'user', {
    buttons: [
      ...buttons(1001, '用户', 'system:user'),
      button(1006, '用户导入', 'system:user:import'),
      button(1007, '重置密码', 'system:user:update-password'),
      button(1352, '分配角色', 'system:permission:assign-user-role'),
    ],
  }),
  page(101, '角色管理', 'role', 'system/role/index', 'SystemRole', 'peoples', {
    buttons: [
      ...buttons(1008, '角色', 'system:role'),
      button(1350, '设置角色菜单权限', 'system:permission:assign-role-menu'),
      button(1351, '设置角色数据权限', 'system:permission:assign-role-data-scope'),
    ],
  }),
  page(102, '菜单管理', 'menu', 'system/menu/index', 'SystemMenu', 'tree-table', {
    buttons: buttons(1013, '菜单', 'system:menu', ['query', 'create', 'update', 'delete']),
  }),
  page(103, '部门管理', 'dept', 'system/dept/index', 'SystemDept', 'tree', {
    buttons: buttons(1017, '部门', 'system:dept', ['query', 'create', 'update', 'delete']),
  }),
  page(104, '岗位管理', 'post', 'system/post/index', 'SystemPost', 'post', {
    buttons: buttons(1021, '岗位', 'system:post'),
  }),
  page(105, '字典管理', 'dict', 'system/dict/index', 'SystemDictType', 'dict', {
    buttons: buttons(1026, '字典', 'system:dict'),
  }),
  page(107, '通知公告', 'notice', 'system/notice/index', 'SystemNotice', 'message', {
    buttons: buttons(1036, '公告', 'system:notice', ['query', 'create', 'update', 'delete']),
  }),
  dir(2083, '站内信管理', 'notify', 'message', [
    page(
      2084,
      '模板管理',
      'notify-template',
      'system/notify/template/index',
      'SystemNotifyTemplate',
      'email',
      {
        buttons: [
          ...buttons(2085, '站内信模板', 'system:notify-template', [
            'query',
            'create',
            'update',
            'delete',
          ]),
          button(2089, '发送测试站内信', 'system:notify-template:send-notify'),
        ],
      },
    ),
    page(
      2090,
      '消息记录',
      'notify-message',
      'system/notify/message/index',
      'SystemNotifyMessage',
      'log',
      // Not kept alive: the message log shows fresh records each time it is opened.
      {
        keepAlive: false,
        buttons: buttons(2091, '站内信消息', 'system:notify-message', ['query']),
      },
    ),
  ]),
  dir(108, '审计日志', 'log', 'log', [
    page(500, '操作日志', 'operate-log', 'system/operatelog/index', 'SystemOperateLog', 'form', {
      buttons: buttons(1040, '操作日志', 'system:operate-log', ['query', 'export']),
    }),
    page(501, '登录日志', 'login-log', 'system/loginlog/index', 'SystemLoginLog', 'logininfor', {
      buttons: buttons(1042, '登录日志', 'system:login-log', ['query', 'export']),
    }),
  ]),
  dir(2150, '短信管理', 'sms', 'validCode', [
    page(2151, '短信渠道', 'sms-channel', 'system/sms/channel/index', 'SystemSmsChannel', 'phone', {
      buttons: buttons(4460, '短信渠道', 'system:sms-channel', [
        'query',
        'create',
        'update',
        'delete',
      ]),
    }),
    page(
      2152,
      '短信模板',
      'sms-template',
      'system/sms/template/index',
      'SystemSmsTemplate',
      'phone',
      {
        buttons: buttons(4465, '短信模板', 'system:sms-template', [
          'query',
          'create',
          'update',
          'delete',
          'export',
          'send-sms',
        ]),
      },
    ),
    page(2153, '短信日志', 'sms-log', 'system/sms/log/index', 'SystemSmsLog', 'log', {
      // Not kept alive: every visit shows the messages sent since the last one.
      keepAlive: false,
      buttons: buttons(4472, '短信日志', 'system:sms-log', ['query', 'export']),
    }),
  ]),
  dir(1261, 'OAuth 2.0', 'oauth2', 'people', [
    page(
      1263,
      '应用管理',
      'application',
      'system/oauth2/client/index',
      'SystemOAuth2Client',
      'tool',
      {
        buttons: buttons(4475, '客户端', 'system:oauth2-client', [
          'query',
          'create',
          'update',
          'delete',
        ]),
      },
    ),
    page(1262, '令牌管理', 'token', 'system/oauth2/token/index', 'SystemOAuth2Token', 'password', {
      // Not kept alive: the sessions listed change by the minute.
      keepAlive: false,
      buttons: [
        button(1264, '令牌查询', 'system:oauth2-token:query'),
        button(1265, '强制退出', 'system:oauth2-token:delete'),
      ],
    }),
  ]),
])

export const infraMenu = dir(2, '基础设施', '/infra', 'monitor', [
  page(106, '配置管理', 'config', 'infra/config/index', 'InfraConfig', 'edit', {
    buttons: buttons(1031, '配置', 'infra:config'),
  }),
  page(110, '定时任务', 'job', 'infra/job/index', 'InfraJob', 'job', {
    keepAlive: false,
    buttons: buttons(4400, '定时任务', 'infra:job', [
      'query',
      'create',
      'update',
      'delete',
      'trigger',
      'export',
    ]),
  }),
  page(115, '代码生成', 'codegen', 'infra/codegen/index', 'InfraCodegen', 'code', {
    buttons: buttons(4410, '代码生成', 'infra:codegen', [
      'query',
      'create',
      'update',
      'delete',
      'preview',
      'download',
    ]),
  }),
  page(116, '系统接口', 'swagger', 'infra/swagger/index', 'InfraSwagger', 'swagger', {
    permission: 'infra:swagger:list',
  }),
  page(
    1087,
    '数据源配置',
    'data-source-config',
    'infra/dataSourceConfig/index',
    'InfraDataSourceConfig',
    'rate',
    {
      buttons: buttons(4420, '数据源配置', 'infra:data-source-config', [
        'query',
        'create',
        'update',
        'delete',
      ]),
    },
  ),
  dir(1243, '文件管理', 'file', 'upload', [
    page(1244, '文件配置', 'file-config', 'infra/fileConfig/index', 'InfraFileConfig', 'config', {
      buttons: buttons(4425, '文件配置', 'infra:file-config', [
        'query',
        'create',
        'update',
        'delete',
      ]),
    }),
    // infra:file:upload guards POST /infra/file/upload: only roles granted it may upload.
    page(1245, '文件列表', 'file', 'infra/file/index', 'InfraFile', 'upload', {
      buttons: buttons(1246, '文件', 'infra:file', ['query', 'upload', 'delete']),
    }),
  ]),
  dir(1083, 'API 日志', 'log', 'log', [
    page(
      1084,
      '访问日志',
      'api-access-log',
      'infra/apiAccessLog/index',
      'InfraApiAccessLog',
      'log',
      {
        // Not kept alive: the log grows with every request.
        keepAlive: false,
        buttons: buttons(4430, 'API 访问日志', 'infra:api-access-log', ['query', 'export']),
      },
    ),
    page(1085, '错误日志', 'api-error-log', 'infra/apiErrorLog/index', 'InfraApiErrorLog', 'bug', {
      keepAlive: false,
      buttons: buttons(4432, 'API 错误日志', 'infra:api-error-log', [
        'query',
        'export',
        'update-status',
      ]),
    }),
  ]),
  page(113, 'Redis 监控', 'redis', 'infra/redis/index', 'InfraRedis', 'redis', {
    keepAlive: false,
    buttons: [button(4435, 'Redis 监控查询', 'infra:redis:get-monitor-info')],
  }),
  page(114, '表单构建', 'build', 'infra/build/index', 'InfraBuild', 'build', {
    permission: 'infra:build:list',
  }),
])

export const bpmMenu = dir(1185, '工作流程', '/bpm', 'tool', [
  dir(1186, '流程管理', 'manager', 'nested', [
    page(1193, '流程表单', 'form', 'bpm/form/index', 'BpmForm', 'form', {
      buttons: buttons(1199, '流程表单', 'bpm:form', ['query', 'create', 'update', 'delete']),
    }),
    page(1194, '流程模型', 'model', 'bpm/model/index', 'BpmModel', 'guide', {
      buttons: [
        ...buttons(1203, '流程模型', 'bpm:model', [
          'query',
          'create',
          'update',
          'delete',
          'deploy',
          'import',
        ]),
        // The definitions page opens from the model list, so its permission sits here.
        ...buttons(1209, '流程定义', 'bpm:process-definition', ['query']),
        // So does the 任务分配规则 dialog (model list and definition list).
        ...buttons(1210, '任务分配规则', 'bpm:task-assign-rule', ['query', 'create', 'update']),
      ],
    }),
    page(1198, '用户分组', 'user-group', 'bpm/group/index', 'BpmUserGroup', 'people', {
      buttons: buttons(1220, '用户组', 'bpm:user-group', ['query', 'create', 'update', 'delete']),
    }),
  ]),
  dir(1187, '任务管理', 'task', 'cascader', [
    page(1195, '我的流程', 'my', 'bpm/processInstance/index', 'BpmProcessInstance', 'people', {
      buttons: buttons(1225, '流程实例', 'bpm:process-instance', ['query', 'create', 'cancel']),
    }),
    page(1196, '待办任务', 'todo', 'bpm/task/todo/index', 'BpmTodoTask', 'eye-open', {
      keepAlive: false,
      buttons: buttons(1228, '流程任务', 'bpm:task', ['query', 'update']),
    }),
    page(1197, '已办任务', 'done', 'bpm/task/done/index', 'BpmDoneTask', 'eye'),
  ]),
  dir(1188, 'OA 示例', 'oa', 'people', [
    page(1189, '请假查询', 'leave', 'bpm/oa/leave/index', 'BpmOALeave', 'user', {
      buttons: buttons(1230, 'OA 请假', 'bpm:oa-leave', ['query', 'create']),
    }),
  ]),
])

/**
 * What everyone who runs approvals may open: 任务管理 (我的流程, 待办任务, 已办任务) and OA 请假,
 * with their buttons; never 流程管理.
 */
export const BPM_EMPLOYEE_MENU_IDS: readonly number[] = [
  1185, 1187, 1195, 1225, 1226, 1227, 1196, 1228, 1229, 1197, 1188, 1189, 1230, 1231,
]
