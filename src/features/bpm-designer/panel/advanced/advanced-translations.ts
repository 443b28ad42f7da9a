import { DESIGNER_TRANSLATIONS, translateTemplate } from '../../model/translations'

/**
 * Chinese texts of the 高级 tab: what bpmn-js-properties-panel's BPMN groups and
 * @bpmn-io/properties-panel's components pass to `translate`. Part of the tab's lazy chunk.
 */
export const ADVANCED_TRANSLATIONS: Readonly<Record<string, string>> = {
  // Groups
  General: '常规',
  Documentation: '文档',
  Compensation: '补偿',
  Error: '错误',
  Link: '链接',
  Message: '消息',
  'Multi-instance': '多实例',
  Completion: '完成',
  Signal: '信号',
  Escalation: '升级',
  Timer: '定时器',

  // Header types the designer has no sentence-case text for
  Process: '流程',
  Participant: '参与者',
  Collaboration: '协作',
  Lane: '泳道',
  'Message Flow': '消息流',
  'Data Object Reference': '数据对象引用',
  'Data Store Reference': '数据存储引用',
  'Text Annotation': '文本注释',
  Group: '分组',

  // Entries
  Name: '名称',
  ID: 'ID',
  'Participant ID': '参与者 ID',
  'Participant Name': '参与者名称',
  'Process ID': '流程 ID',
  'Process name': '流程名称',
  Executable: '可执行',
  'Element documentation': '元素文档',
  'Process documentation': '流程文档',
  'Activity reference': '补偿的活动',
  'Wait for completion': '等待完成',
  'Global error reference': '全局错误',
  'Global message reference': '全局消息',
  'Global signal reference': '全局信号',
  'Global escalation reference': '全局升级',
  Code: '代码',
  'Create new ...': '新建…',
  '<none>': '<无>',
  '<empty>': '<空>',
  'Loop cardinality': '循环基数',
  'Completion condition': '完成条件',
  'Cancel remaining instances': '取消其余实例',
  Type: '类型',
  Value: '值',
  Date: '日期',
  Duration: '持续时间',
  Cycle: '循环',
  'A specific point in time defined as ISO 8601 combined date and time representation.':
    '某个时间点，用 ISO 8601 日期时间格式表示。',
  'A time duration defined as ISO 8601 durations format.':
    '一段时间，用 ISO 8601 持续时间格式表示。',
  'A cycle defined as ISO 8601 repeating intervals format.':
    '重复周期，用 ISO 8601 重复间隔格式表示。',
  'Documentation: Timer events': '文档：定时器事件',
  'UTC time': 'UTC 时间',
  'UTC plus 2 hours zone offset': 'UTC 加 2 小时时区',
  '15 seconds': '15 秒',
  '1 hour and 30 minutes': '1 小时 30 分钟',
  '14 days': '14 天',
  'every 10 seconds, up to 5 times': '每 10 秒，最多 5 次',
  'every day, infinitely': '每天，无限次',

  // Validation
  'ID must not be empty.': 'ID 不能为空。',
  'ID must be unique.': 'ID 不能重复。',
  'ID must not contain spaces.': 'ID 不能包含空格。',
  'ID must not contain prefix.': 'ID 不能带前缀。',
  'ID must be a valid QName.': 'ID 必须是合法的 XML 名称（QName）。',

  // Panel frame (@bpmn-io/properties-panel)
  'Select an element to edit its properties.': '选择一个元素以编辑其属性。',
  'Multiple elements are selected. Select a single element to edit its properties.':
    '选择了多个元素。请只选择一个元素以编辑其属性。',
  'Create new list item': '新建列表项',
  Create: '新建',
  'Delete item': '删除此项',
  'Toggle list item': '展开/收起列表项',
  'Toggle section': '展开/收起分组',
  'Section contains an error': '此分组有错误',
  'Section contains edits': '此分组已编辑',
  'Open documentation': '打开文档',
  'Open pop-up editor': '在弹出编辑器中打开',
  'Opened in editor': '已在编辑器中打开',
  'FEEL expression is mandatory': 'FEEL 表达式必填',
  'Unparsable FEEL expression.': '无法解析的 FEEL 表达式。',
  'JSON contains errors': 'JSON 有错误',
}

/**
 * The panel header names the element's concrete type ("Timer Boundary Event", "(Non Interrupting)
 * Message Start Event"); the designer already translates the sentence-case forms its replace menu
 * uses ("Timer boundary event", "Message start event (non-interrupting)").
 */
function headerTypeKey(template: string): string {
  const nonInterrupting = /^\(Non Interrupting\) (.+)$/.exec(template)
  const type = nonInterrupting ? nonInterrupting[1] : template
  const sentence = type.charAt(0) + type.slice(1).toLowerCase()
  return nonInterrupting ? `${sentence} (non-interrupting)` : sentence
}

/** The tab's `translate` service: its own texts, the header's types, then the designer's. */
export function translateAdvanced(
  template: string,
  replacements: Record<string, string> = {},
): string {
  const own = ADVANCED_TRANSLATIONS[template]
  if (own !== undefined) return translateTemplate(own, replacements)
  const headerKey = headerTypeKey(template)
  if (DESIGNER_TRANSLATIONS[headerKey]) return DESIGNER_TRANSLATIONS[headerKey]
  return translateTemplate(template, replacements)
}
