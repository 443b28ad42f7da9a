import type { AppRoute } from '@/shared/routing/menu-types'

/**
 * Routes inside the layout that every logged-in user may look for, whatever the server's menus
 * say. Hidden ones activate the menu named by activeMenu and follow its permissions: a user without
 * that menu, or without any of `meta.permissions`, gets the 403 page. Paths may carry :params
 * (digits only, checked by the page wrapper).
 */
export const CONSTANT_LAYOUT_ROUTES: (AppRoute & { component: string })[] = [
  {
    path: '/index',
    name: 'Index',
    hidden: false,
    alwaysShow: false,
    component: 'dashboard/index',
    meta: { title: '首页', icon: 'dashboard', noCache: false, affix: true },
  },
  {
    path: '/user/profile',
    name: 'Profile',
    hidden: true,
    alwaysShow: false,
    component: 'user/profile',
    meta: { title: '个人中心', icon: 'user', noCache: false },
  },
  {
    path: '/user/notify-message',
    name: 'MyNotifyMessage',
    hidden: true,
    alwaysShow: false,
    component: 'system/notify/my/index',
    meta: { title: '我的站内信', icon: 'message', noCache: false },
  },
  {
    // The staff guide (docs/user-guide.md), opened from the avatar menu's 使用文档.
    path: '/help',
    name: 'Help',
    hidden: true,
    alwaysShow: false,
    component: 'help/index',
    meta: { title: '使用文档', icon: 'guide', noCache: false },
  },
  {
    // Inner links (menus with component 'InnerLink') show their page in a frame here.
    path: '/inner-link',
    name: 'InnerLink',
    hidden: true,
    alwaysShow: false,
    component: 'layout/inner-link',
    meta: { title: '内部链接', icon: 'link', noCache: false, titleFromQuery: true },
  },
  {
    path: '/dict/type/data/:dictId',
    name: 'SystemDictData',
    hidden: true,
    alwaysShow: false,
    component: 'system/dict/data',
    meta: {
      title: '字典数据',
      icon: 'dict',
      noCache: false,
      activeMenu: '/system/dict',
      permissions: ['system:dict:query'],
    },
  },
  {
    path: '/bpm/manager/form/edit',
    name: 'BpmFormEditor',
    hidden: true,
    alwaysShow: false,
    component: 'bpm/form/formEditor',
    meta: {
      title: '设计流程表单',
      icon: 'form',
      noCache: false,
      activeMenu: '/bpm/manager/form',
      permissions: ['bpm:form:create', 'bpm:form:update'],
    },
  },
  {
    path: '/bpm/manager/model/design',
    name: 'BpmModelEditor',
    hidden: true,
    alwaysShow: false,
    component: 'bpm/model/modelEditor',
    meta: {
      title: '设计流程',
      icon: 'guide',
      noCache: false,
      activeMenu: '/bpm/manager/model',
      permissions: ['bpm:model:update'],
    },
  },
  {
    path: '/bpm/manager/definition',
    name: 'BpmProcessDefinition',
    hidden: true,
    alwaysShow: false,
    component: 'bpm/definition/index',
    meta: {
      title: '流程定义',
      icon: 'guide',
      noCache: false,
      activeMenu: '/bpm/manager/model',
      permissions: ['bpm:process-definition:query'],
    },
  },
  {
    path: '/bpm/process-instance/create',
    name: 'BpmProcessInstanceCreate',
    hidden: true,
    alwaysShow: false,
    component: 'bpm/processInstance/create',
    meta: {
      title: '发起流程',
      icon: 'guide',
      noCache: false,
      activeMenu: '/bpm/task/my',
      permissions: ['bpm:process-instance:query', 'bpm:process-instance:create'],
    },
  },
  {
    // Opened from 我的流程, 待办任务 and 已办任务 alike; it lights up 我的流程.
    path: '/bpm/process-instance/detail',
    name: 'BpmProcessInstanceDetail',
    hidden: true,
    alwaysShow: false,
    component: 'bpm/processInstance/detail',
    meta: {
      title: '流程详情',
      icon: 'guide',
      noCache: false,
      activeMenu: '/bpm/task/my',
      permissions: ['bpm:process-instance:query', 'bpm:task:query', 'bpm:task:update'],
    },
  },
  {
    path: '/bpm/oa/leave/create',
    name: 'BpmOALeaveCreate',
    hidden: true,
    alwaysShow: false,
    component: 'bpm/oa/leave/create',
    meta: {
      title: '发起 OA 请假',
      icon: 'form',
      noCache: false,
      activeMenu: '/bpm/oa/leave',
      permissions: ['bpm:oa-leave:create'],
    },
  },
  {
    path: '/bpm/oa/leave/detail',
    name: 'BpmOALeaveDetail',
    hidden: true,
    alwaysShow: false,
    component: 'bpm/oa/leave/detail',
    meta: {
      title: '查看 OA 请假',
      icon: 'eye',
      noCache: false,
      activeMenu: '/bpm/oa/leave',
      permissions: ['bpm:oa-leave:query'],
    },
  },
  {
    path: '/reserve/team/detail',
    name: 'ReserveTeamDetail',
    hidden: true,
    alwaysShow: false,
    component: 'reserve/team/detail',
    meta: {
      title: '团队预约详情',
      icon: 'eye',
      noCache: false,
      activeMenu: '/reserve/team',
      permissions: ['reserve:team:query'],
    },
  },
  {
    // 报名数据 of one activity, opened from 活动列表; the tab names the activity.
    path: '/activity/sign/data/:activityId',
    name: 'ActivitySignData',
    hidden: true,
    alwaysShow: false,
    component: 'activity/sign/data',
    meta: {
      title: '报名数据',
      icon: 'form',
      noCache: false,
      activeMenu: '/activity/sign',
      permissions: ['activity:sign:query'],
    },
  },
]

/**
 * Where the standard menus put the console's menu pages (and so their sections). A signed-in user
 * whose menus do not grant such a path gets the 403 page instead of the 404 page: the page exists,
 * the user may not open it. Add a module's pages here when it lands.
 */
export const MENU_PAGE_PATHS: readonly string[] = [
  '/system/dict',
  '/system/notify/notify-message',
  '/infra/config',
  '/bpm/manager/form',
  '/bpm/manager/model',
  '/bpm/manager/user-group',
  '/bpm/task/my',
  '/bpm/task/todo',
  '/bpm/task/done',
  '/bpm/oa/leave',
  '/reserve/personal',
  '/reserve/slot',
  '/reserve/rule',
  '/reserve/team',
  '/ticket/list',
  '/ticket/check',
  '/ticket/card',
  '/reserve/notice',
  '/reserve/announcement',
  '/volunteer/info',
  '/volunteer/audit',
  '/volunteer/service-record',
  '/activity/list',
  '/activity/sign',
]
