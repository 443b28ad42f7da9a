/**
 * Chinese texts of the modeler's own UI: palette, context pad, replace menu, popup menus and the
 * lint overlay (the strings bpmn-js 18, diagram-js 15 and bpmn-js-bpmnlint pass to `translate`).
 * A string missing here shows in English rather than not at all.
 */
export const DESIGNER_TRANSLATIONS: Readonly<Record<string, string>> = {
  // Palette
  'Activate hand tool': '激活抓手工具',
  'Activate lasso tool': '激活套索工具',
  'Activate create/remove space tool': '激活创建/删除空间工具',
  'Activate global connect tool': '激活全局连接工具',
  'Create start event': '创建开始事件',
  'Create intermediate/boundary event': '创建中间/边界事件',
  'Create end event': '创建结束事件',
  'Create gateway': '创建网关',
  'Create task': '创建任务',
  'Create data object reference': '创建数据对象引用',
  'Create data store reference': '创建数据存储引用',
  'Create expanded sub-process': '创建展开的子流程',
  'Create pool/participant': '创建泳池/参与者',
  'Create group': '创建分组',

  // Context pad
  Delete: '删除',
  'Change element': '更改元素类型',
  'Connect to other element': '连接到其他元素',
  'Connect using association': '使用关联连接',
  'Connect using data input association': '使用数据输入关联连接',
  'Add text annotation': '添加文本注释',
  'Add lane above': '在上方添加泳道',
  'Add lane below': '在下方添加泳道',
  'Divide into two lanes': '分割成两个泳道',
  'Divide into three lanes': '分割成三个泳道',
  'Append task': '追加任务',
  'Append end event': '追加结束事件',
  'Append gateway': '追加网关',
  'Append intermediate/boundary event': '追加中间/边界事件',
  'Append receive task': '追加接收任务',
  'Append message intermediate catch event': '追加消息中间捕获事件',
  'Append timer intermediate catch event': '追加定时器中间捕获事件',
  'Append conditional intermediate catch event': '追加条件中间捕获事件',
  'Append signal intermediate catch event': '追加信号中间捕获事件',
  'Append compensation activity': '追加补偿活动',
  'Align elements': '对齐元素',
  'Align elements left': '向左对齐',
  'Align elements center': '水平居中',
  'Align elements right': '向右对齐',
  'Align elements top': '向上对齐',
  'Align elements middle': '垂直居中',
  'Align elements bottom': '向下对齐',
  'Distribute elements horizontally': '水平等距分布',
  'Distribute elements vertically': '垂直等距分布',

  // Replace menu: headers
  Loop: '循环',
  'Parallel multi-instance': '并行多实例',
  'Sequential multi-instance': '串行多实例',
  Collection: '集合',
  'Participant multiplicity': '参与者多重性',
  'Toggle non-interrupting': '切换非中断',

  // Replace menu and popup entries: tasks and activities
  Task: '任务',
  'User task': '用户任务',
  'Service task': '服务任务',
  'Send task': '发送任务',
  'Receive task': '接收任务',
  'Manual task': '手工任务',
  'Business rule task': '业务规则任务',
  'Script task': '脚本任务',
  'Call activity': '调用活动',
  Transaction: '事务',
  'Event sub-process': '事件子流程',
  'Sub-process': '子流程',
  'Sub-process (collapsed)': '子流程（折叠的）',
  'Sub-process (expanded)': '子流程（展开的）',
  'Ad-hoc sub-process': '自由子流程',
  'Ad-hoc sub-process (collapsed)': '自由子流程（折叠的）',
  'Ad-hoc sub-process (expanded)': '自由子流程（展开的）',

  // Gateways
  'Exclusive gateway': '排他网关',
  'Parallel gateway': '并行网关',
  'Inclusive gateway': '相容网关',
  'Complex gateway': '复杂网关',
  'Event-based gateway': '事件网关',
  'Event based instantiating Gateway': '基于事件实例化的网关',
  'Parallel Event based instantiating Gateway': '基于事件实例化的并行网关',

  // Data, pools, flows
  'Data store reference': '数据存储引用',
  'Data object reference': '数据对象引用',
  'Expanded pool/participant': '展开的泳池/参与者',
  'Empty pool/participant': '空的泳池/参与者',
  'Empty pool/participant (removes content)': '空的泳池/参与者（移除内容）',
  'Sequence flow': '顺序流',
  'Default flow': '默认流',
  'Conditional flow': '条件流',

  // Events
  'Start event': '开始事件',
  'Intermediate throw event': '中间抛出事件',
  'Boundary event': '边界事件',
  'End event': '结束事件',
  'Message start event': '消息开始事件',
  'Timer start event': '定时器开始事件',
  'Conditional start event': '条件开始事件',
  'Signal start event': '信号开始事件',
  'Error start event': '错误开始事件',
  'Escalation start event': '升级开始事件',
  'Compensation start event': '补偿开始事件',
  'Message start event (non-interrupting)': '消息开始事件（非中断）',
  'Timer start event (non-interrupting)': '定时器开始事件（非中断）',
  'Conditional start event (non-interrupting)': '条件开始事件（非中断）',
  'Signal start event (non-interrupting)': '信号开始事件（非中断）',
  'Escalation start event (non-interrupting)': '升级开始事件（非中断）',
  'Message intermediate catch event': '消息中间捕获事件',
  'Message intermediate throw event': '消息中间抛出事件',
  'Timer intermediate catch event': '定时器中间捕获事件',
  'Escalation intermediate throw event': '升级中间抛出事件',
  'Conditional intermediate catch event': '条件中间捕获事件',
  'Link intermediate catch event': '链接中间捕获事件',
  'Link intermediate throw event': '链接中间抛出事件',
  'Compensation intermediate throw event': '补偿中间抛出事件',
  'Signal intermediate catch event': '信号中间捕获事件',
  'Signal intermediate throw event': '信号中间抛出事件',
  'Message boundary event': '消息边界事件',
  'Timer boundary event': '定时器边界事件',
  'Escalation boundary event': '升级边界事件',
  'Conditional boundary event': '条件边界事件',
  'Error boundary event': '错误边界事件',
  'Cancel boundary event': '取消边界事件',
  'Signal boundary event': '信号边界事件',
  'Compensation boundary event': '补偿边界事件',
  'Message boundary event (non-interrupting)': '消息边界事件（非中断）',
  'Timer boundary event (non-interrupting)': '定时器边界事件（非中断）',
  'Escalation boundary event (non-interrupting)': '升级边界事件（非中断）',
  'Conditional boundary event (non-interrupting)': '条件边界事件（非中断）',
  'Signal boundary event (non-interrupting)': '信号边界事件（非中断）',
  'Message end event': '消息结束事件',
  'Escalation end event': '升级结束事件',
  'Error end event': '错误结束事件',
  'Cancel end event': '取消结束事件',
  'Compensation end event': '补偿结束事件',
  'Signal end event': '信号结束事件',
  'Terminate end event': '终止结束事件',

  // Search, drill-down, modeling feedback
  'Search in diagram': '在流程图中搜索',
  'Open {element}': '打开 {element}',
  'flow elements must be children of pools/participants': '流程元素必须放在泳池/参与者内',
  'Data object must be placed within a pool/participant.': '数据对象必须放在泳池/参与者内。',

  // Lint overlay (bpmn-js-bpmnlint)
  'Toggle linting overlays': '显示/隐藏流程图问题',
  '{errors} Errors, {warnings} Warnings': '{errors} 个错误，{warnings} 个警告',
  'No Issues': '没有问题',
  'Issues for child elements': '子元素的问题',
}

/**
 * diagram-js's `translate` service: looks the template up, then fills `{name}` placeholders
 * (the same contract as diagram-js's default translate).
 */
export function translateTemplate(
  template: string,
  replacements: Record<string, string> = {},
): string {
  const text = DESIGNER_TRANSLATIONS[template] ?? template
  return text.replace(/{([^}]+)}/g, (match, key: string) => replacements[key] ?? match)
}

/** Passed in `additionalModules`: replaces diagram-js's (English) translate service. */
export const translateModule = { translate: ['value', translateTemplate] }
