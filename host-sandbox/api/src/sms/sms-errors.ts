// Codes and texts of the Java server's SMS error codes (1_002_011 channels, 1_002_012 templates,
// 1_002_013 sending).
export const SmsAdminErrors = {
  CHANNEL_NOT_EXISTS: { code: 1_002_011_000, msg: '短信渠道不存在' },
  CHANNEL_DISABLE: { code: 1_002_011_001, msg: '短信渠道不处于开启状态，不允许选择' },
  CHANNEL_HAS_CHILDREN: { code: 1_002_011_002, msg: '无法删除，该短信渠道还有短信模板' },
  TEMPLATE_NOT_EXISTS: { code: 1_002_012_000, msg: '短信模板不存在' },
  TEMPLATE_CODE_DUPLICATE: { code: 1_002_012_001, msg: '已经存在编码为【{}】的短信模板' },
  TEMPLATE_API_ERROR: { code: 1_002_012_002, msg: '短信 API 模板调用失败，原因是：{}' },
  TEMPLATE_API_AUDIT_CHECKING: { code: 1_002_012_003, msg: '短信 API 模版无法使用，原因：审批中' },
  TEMPLATE_API_AUDIT_FAIL: {
    code: 1_002_012_004,
    msg: '短信 API 模版无法使用，原因：审批不通过，{}',
  },
  TEMPLATE_API_NOT_FOUND: { code: 1_002_012_005, msg: '短信 API 模版无法使用，原因：模版不存在' },
  SEND_MOBILE_NOT_EXISTS: { code: 1_002_013_000, msg: '手机号不存在' },
  SEND_TEMPLATE_PARAM_MISS: { code: 1_002_013_001, msg: '模板参数({})缺失' },
  SEND_TEMPLATE_NOT_EXISTS: { code: 1_002_013_002, msg: '短信模板不存在' },
}
