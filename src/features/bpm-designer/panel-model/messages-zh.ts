/**
 * The panel's user-visible validation texts, all in one style; tests assert them word for
 * word.
 */
export const MSG = {
  processKeyRequired: '流程标识不能为空',
  processNameRequired: '流程名称不能为空',
  processKeyInvalid: '流程标识须以字母或下划线开头，只能包含字母、数字、-、_、. 和 $',
  idRequired: '元素ID不能为空',
  idInvalid: 'ID须以字母或下划线开头，只能包含字母、数字、-、_、. 和 $',
  idTaken: '该ID已被其他元素使用',

  messageExists: '该消息已存在，请修改id后重新保存',
  signalExists: '该信号已存在，请修改id后重新保存',
  messageIdRequired: '请填写消息ID',
  messageNameRequired: '请填写消息名称',
  signalIdRequired: '请填写信号ID',
  signalNameRequired: '请填写信号名称',

  eventRequired: '请选择事件类型',
  listenerTypeRequired: '请选择监听器类型',
  listenerIdRequired: '请填写监听器ID',
  classRequired: '请填写Java类',
  expressionRequired: '请填写表达式',
  delegateExpressionRequired: '请填写代理表达式',
  scriptFormatRequired: '请填写脚本格式',
  scriptTypeRequired: '请选择脚本类型',
  scriptValueRequired: '请填写脚本内容',
  resourceRequired: '请填写资源地址',
  timerValueRequired: '请填写定时器配置',
  scriptListenerUnsupported: '当前流程引擎不支持脚本监听器',
  eventUnsupported: '当前流程引擎不支持该事件类型',

  fieldNameRequired: '请填写字段名称',
  fieldTypeRequired: '请选择字段类型',
  fieldStringRequired: '请填写字段值',
  fieldExpressionRequired: '请填写字段表达式',

  propertyNameRequired: '请填写属性名称',
  propertyValueRequired: '请填写属性值',

  formFieldIdRequired: '请填写字段ID',
  formFieldIdTaken: '字段ID已存在',
  formFieldTypeRequired: '请选择字段类型',
  formFieldEnumIncomplete: '请填写完整的枚举值（编号和名称）',
  formFieldPropertyIncomplete: '请填写完整的字段属性（编号和值）',
  formFieldConstraintIncomplete: '请填写约束的名称',

  unsupported: '当前流程引擎不支持该配置',
} as const

/** An XML name: starts with a letter or underscore, then letters, digits, - _ . or $. */
export const XML_NAME_PATTERN = /^[A-Za-z_][\w.$-]*$/

export function isXmlName(value: string): boolean {
  return XML_NAME_PATTERN.test(value)
}
