export interface MenuSeed {
  id: number
  name: string
  /** 1 dir, 2 menu, 3 button. */
  type: 1 | 2 | 3
  path?: string
  icon?: string
  component?: string
  componentName?: string
  permission?: string
  visible?: boolean
  keepAlive?: boolean
  alwaysShow?: boolean
  children?: MenuSeed[]
}

interface PageOptions {
  /** A permission on the page itself (a page with no buttons, e.g. 系统接口 infra:swagger:list). */
  permission?: string
  visible?: boolean
  keepAlive?: boolean
  buttons?: MenuSeed[]
}

export function dir(id: number, name: string, path: string, icon: string, children: MenuSeed[]) {
  return { id, name, type: 1, path, icon, children } satisfies MenuSeed
}

export function page(
  id: number,
  name: string,
  path: string,
  component: string,
  componentName: string,
  icon: string,
  options: PageOptions = {},
): MenuSeed {
  const { buttons, ...flags } = options
  return { id, name, type: 2, path, component, componentName, icon, ...flags, children: buttons }
}

const ACTION_LABELS = {
  query: '查询',
  create: '新增',
  update: '修改',
  delete: '删除',
  export: '导出',
  deploy: '部署',
  import: '导入',
  cancel: '取消',
  audit: '审核',
  generate: '生成',
  'sign-in': '签到',
  trigger: '触发',
  preview: '预览',
  download: '生成代码',
  upload: '上传',
  'update-status': '处理',
  'send-sms': '发送',
} as const

type Action = keyof typeof ACTION_LABELS

/** One button with its own name (an action the standard labels do not cover). */
export function button(id: number, name: string, permission: string): MenuSeed {
  return { id, name, type: 3, permission }
}

/** Buttons `<label>查询`… with permissions `<prefix>:query`…, ids counting up from `firstId`. */
export function buttons(
  firstId: number,
  label: string,
  prefix: string,
  actions: readonly Action[] = ['query', 'create', 'update', 'delete', 'export'],
): MenuSeed[] {
  return actions.map((action, index) => ({
    id: firstId + index,
    name: `${label}${ACTION_LABELS[action]}`,
    type: 3,
    permission: `${prefix}:${action}`,
  }))
}
