/** Business errors of 商品中心 (codes 1_008_xxx_xxx). */
export const ProductErrors = {
  CATEGORY_NOT_EXISTS: { code: 1_008_001_000, msg: '商品分类不存在' },
  CATEGORY_PARENT_NOT_EXISTS: { code: 1_008_001_001, msg: '父分类不存在' },
  CATEGORY_PARENT_NOT_FIRST_LEVEL: { code: 1_008_001_002, msg: '父分类不能是二级分类' },
  CATEGORY_EXISTS_CHILDREN: { code: 1_008_001_003, msg: '存在子分类，无法删除' },
  CATEGORY_HAS_SPU: { code: 1_008_001_005, msg: '类别下存在商品，无法删除' },
  CATEGORY_PARENT_SELF: { code: 1_008_001_006, msg: '不能设置自己为父分类' },
  CATEGORY_CHILDREN_CANNOT_MOVE: { code: 1_008_001_007, msg: '存在子分类，不能设为二级分类' },
  CATEGORY_SPU_CANNOT_TOP: { code: 1_008_001_008, msg: '类别下存在商品，不能设为顶级分类' },
  CATEGORY_DISABLED: { code: 1_008_001_009, msg: '商品分类（{}）已禁用，无法使用' },

  BRAND_NOT_EXISTS: { code: 1_008_002_000, msg: '品牌不存在' },
  BRAND_DISABLED: { code: 1_008_002_001, msg: '品牌（{}）已禁用，无法使用' },
  BRAND_NAME_EXISTS: { code: 1_008_002_002, msg: '品牌名称已存在' },
  BRAND_HAS_SPU: { code: 1_008_002_003, msg: '品牌下存在商品，无法删除' },

  PROPERTY_NOT_EXISTS: { code: 1_008_003_000, msg: '属性不存在' },
  PROPERTY_NAME_EXISTS: { code: 1_008_003_001, msg: '属性名称已存在' },
  PROPERTY_HAS_VALUES: { code: 1_008_003_002, msg: '属性下存在属性值，无法删除' },

  VALUE_NOT_EXISTS: { code: 1_008_004_000, msg: '属性值不存在' },
  VALUE_NAME_EXISTS: { code: 1_008_004_001, msg: '属性值已存在' },
  VALUE_IN_USE: { code: 1_008_004_002, msg: '属性值已被商品使用，无法删除' },
  VALUE_IN_USE_MOVE: { code: 1_008_004_003, msg: '属性值已被商品使用，不能改到其它属性下' },

  SPU_NOT_EXISTS: { code: 1_008_005_000, msg: '商品不存在' },
  SPU_CATEGORY_NOT_SECOND_LEVEL: { code: 1_008_005_001, msg: '商品分类必须是二级分类' },
  SPU_NOT_RECYCLE: { code: 1_008_005_003, msg: '商品不处于回收站状态，无法删除' },
  SPU_WRONG_STATUS: { code: 1_008_005_004, msg: '商品当前{}，不能{}' },
  SPU_DESCRIPTION_EMPTY: { code: 1_008_005_005, msg: '商品详情不能为空' },

  SKU_RULE: { code: 1_008_006_001, msg: '{}' },
  SKU_VALUE_NOT_EXISTS: { code: 1_008_006_002, msg: '商品 SKU 的属性值不存在（编号 {}）' },

  PIC_NOT_OURS: { code: 1_008_007_000, msg: '{}必须是通过本系统上传的图片' },
  PIC_NOT_IMAGE: { code: 1_008_007_001, msg: '{}必须是 PNG、JPG、GIF 或 WebP 图片' },
  VIDEO_NOT_OURS: { code: 1_008_007_002, msg: '商品视频必须是通过本系统上传的 MP4 或 WebM 视频' },
} as const

/** Where a product is, for SPU_WRONG_STATUS ('商品当前在回收站，不能上架'). */
export const SPU_STATUS_PLACES: Readonly<Record<number, string>> = {
  1: '出售中',
  0: '在仓库中',
  [-1]: '在回收站',
}

/** What update-status to `status` is called on the screen. */
export const SPU_STATUS_ACTIONS: Readonly<Record<number, string>> = {
  1: '上架',
  0: '下架',
  [-1]: '放入回收站',
}
