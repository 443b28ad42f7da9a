/** Business errors of shop members and their own calls (codes 1_004_xxx_xxx, the member range). */
export const MemberErrors = {
  USER_NOT_EXISTS: { code: 1_004_001_000, msg: '用户不存在' },
  BAD_CREDENTIALS: { code: 1_004_003_000, msg: '登录失败，手机号或密码不正确' },
  USER_DISABLED: { code: 1_004_003_001, msg: '登录失败，账号被禁用' },
  TOO_MANY_FAILURES: { code: 1_004_003_002, msg: '登录失败次数过多，请 15 分钟后再试' },
  // What a member's purchase can meet (the shop's texts, answered on the app-api).
  SKU_NOT_FOUND: { code: 1_004_010_000, msg: '商品不存在' },
  SPU_NOT_ON_SHELF: { code: 1_004_010_001, msg: '商品【{}】已下架，无法购买' },
  STOCK_NOT_ENOUGH: { code: 1_004_010_002, msg: '商品库存不足' },
  ORDER_ITEM_NOT_FOUND: { code: 1_004_010_003, msg: '订单项不存在' },
} as const
