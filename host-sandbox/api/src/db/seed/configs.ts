import { randomBytes } from 'node:crypto'

export interface ConfigSeed {
  category: string
  /** 1 built-in, 2 custom. */
  type: 1 | 2
  name: string
  key: string
  value: string
  visible: boolean
  remark: string
}

export const CONFIG_SEEDS: readonly ConfigSeed[] = [
  {
    category: 'ui',
    type: 1,
    name: '主框架页-默认皮肤样式名称',
    key: 'sys.index.skinName',
    value: 'skin-blue',
    visible: true,
    remark: '蓝色 skin-blue、绿色 skin-green、紫色 skin-purple、红色 skin-red、黄色 skin-yellow',
  },
  {
    category: 'biz',
    type: 1,
    name: '用户管理-账号初始密码',
    key: 'system.user.init-password',
    value: 'Museum2024',
    visible: false,
    remark: '导入的新用户的初始密码（须符合密码规则：8-16 位，同时包含字母和数字）',
  },
  {
    category: 'ui',
    type: 1,
    name: '主框架页-侧边栏主题',
    key: 'sys.index.sideTheme',
    value: 'theme-dark',
    visible: true,
    remark: '深色主题 theme-dark，浅色主题 theme-light',
  },
  {
    category: 'biz',
    type: 1,
    name: '账号自助-是否开启用户注册功能',
    key: 'sys.account.registerUser',
    value: 'false',
    visible: true,
    remark: '是否开启注册用户功能（true 开启，false 关闭）',
  },
  {
    category: 'museum',
    type: 1,
    name: '短信签名',
    key: 'museum.sms.signature',
    value: '【纪念馆】',
    visible: true,
    remark: '发送预约短信时使用的签名',
  },
  {
    category: 'museum',
    type: 2,
    name: '每日预约上限',
    key: 'museum.reserve.daily-limit',
    value: '8000',
    visible: true,
    remark: '单日个人与团队预约人数合计上限',
  },
  {
    category: 'museum',
    type: 2,
    name: '可提前预约天数',
    key: 'museum.reserve.advance-days',
    value: '7',
    visible: true,
    remark: '游客最多可提前几天预约',
  },
  {
    category: 'museum',
    type: 2,
    name: '单次预约人数上限',
    key: 'museum.reserve.max-visitors',
    value: '5',
    visible: true,
    remark: '个人预约一次最多可登记的参观人数',
  },
  {
    category: 'museum',
    type: 2,
    name: '团队预约最少人数',
    key: 'museum.team.min-size',
    value: '10',
    visible: true,
    remark: '',
  },
  {
    category: 'museum',
    type: 2,
    name: '开馆时间',
    key: 'museum.open-hours',
    value: '09:00-17:00',
    visible: true,
    remark: '16:00 停止入馆',
  },
  {
    category: 'museum',
    type: 2,
    name: '每周闭馆日',
    key: 'museum.closed-weekday',
    value: '1',
    visible: true,
    remark: '1 表示周一闭馆（法定节假日除外）',
  },
  {
    category: 'trade',
    type: 2,
    name: '快递运费（分）',
    key: 'trade.delivery.express-price',
    value: '0',
    visible: true,
    remark: '快递发货订单的运费，单位为分；自提订单不收运费',
  },
  {
    category: 'map',
    type: 2,
    name: '腾讯位置服务 Key',
    key: 'tencent.lbs.key',
    value: '',
    visible: true,
    remark: '自提门店的地图选点需要此 Key；为空时手动填写经纬度，不请求外部服务',
  },
  {
    category: 'pay',
    type: 2,
    name: '支付回调签名密钥',
    key: 'museum.pay.notify-secret',
    // Drawn afresh for every seed: a value written in the repository would let anyone sign a
    // forged payment notification against any sandbox.
    value: randomBytes(32).toString('hex'),
    visible: false,
    remark: '不可见配置，前端无法按键名读取',
  },
]
