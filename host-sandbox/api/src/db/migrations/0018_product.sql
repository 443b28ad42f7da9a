-- 商品中心: categories, brands, properties and their values, SPUs and their SKUs
-- (docs/shop-and-pay.md). Money is INTEGER fen, times INTEGER epoch ms.

-- Two levels at most: parent_id 0 is a top-level category, a second-level one names its parent.
CREATE TABLE product_category (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  parent_id INTEGER NOT NULL DEFAULT 0,
  name TEXT NOT NULL,
  pic_url TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0,
  -- CommonStatus: 0 enabled, 1 disabled
  status INTEGER NOT NULL DEFAULT 0,
  description TEXT,
  create_time INTEGER NOT NULL,
  update_time INTEGER NOT NULL
);
CREATE INDEX idx_product_category_parent ON product_category (parent_id, sort, id);

CREATE TABLE product_brand (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL UNIQUE,
  pic_url TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0,
  description TEXT,
  status INTEGER NOT NULL DEFAULT 0,
  create_time INTEGER NOT NULL,
  update_time INTEGER NOT NULL
);

CREATE TABLE product_property (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL UNIQUE,
  remark TEXT,
  create_time INTEGER NOT NULL,
  update_time INTEGER NOT NULL
);

CREATE TABLE product_property_value (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  property_id INTEGER NOT NULL REFERENCES product_property (id),
  name TEXT NOT NULL,
  remark TEXT,
  create_time INTEGER NOT NULL,
  update_time INTEGER NOT NULL,
  UNIQUE (property_id, name)
);

-- A product (SPU). price/market_price/cost_price are the lowest of its live SKUs', stock their
-- sum and sales_count theirs too: written together with the SKUs, in the same transaction.
-- Deleting (only from the recycle bin) marks the row `deleted`: order items keep pointing at it.
CREATE TABLE product_spu (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL,
  keyword TEXT,
  introduction TEXT NOT NULL DEFAULT '',
  -- Sanitised HTML.
  description TEXT NOT NULL DEFAULT '',
  -- No foreign keys here: a deleted product still names its category and brand, which may go.
  category_id INTEGER NOT NULL,
  brand_id INTEGER NOT NULL,
  pic_url TEXT NOT NULL,
  -- JSON array of URLs, 1 to 10.
  slider_pic_urls TEXT NOT NULL DEFAULT '[]',
  video_url TEXT,
  -- product_unit
  unit INTEGER NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0,
  -- 1 出售中 (on the shelf), 0 仓库中, -1 回收站
  status INTEGER NOT NULL DEFAULT 0 CHECK (status IN (-1, 0, 1)),
  -- 0 单规格, 1 多规格
  spec_type INTEGER NOT NULL DEFAULT 0,
  give_integral INTEGER NOT NULL DEFAULT 0,
  virtual_sales_count INTEGER NOT NULL DEFAULT 0,
  price INTEGER NOT NULL DEFAULT 0,
  market_price INTEGER NOT NULL DEFAULT 0,
  cost_price INTEGER NOT NULL DEFAULT 0,
  stock INTEGER NOT NULL DEFAULT 0 CHECK (stock >= 0),
  sales_count INTEGER NOT NULL DEFAULT 0,
  deleted INTEGER NOT NULL DEFAULT 0,
  create_time INTEGER NOT NULL,
  update_time INTEGER NOT NULL
);
-- The list's tabs: 出售中/仓库中/回收站 by status, 已售罄 by stock; each newest first.
CREATE INDEX idx_product_spu_status ON product_spu (status, create_time) WHERE deleted = 0;
CREATE INDEX idx_product_spu_stock ON product_spu (stock, status) WHERE deleted = 0;
CREATE INDEX idx_product_spu_category ON product_spu (category_id, status) WHERE deleted = 0;
CREATE INDEX idx_product_spu_brand ON product_spu (brand_id) WHERE deleted = 0;
CREATE INDEX idx_product_spu_create_time ON product_spu (create_time) WHERE deleted = 0;

-- A sellable variant. `properties` is the JSON [{propertyId, propertyName, valueId, valueName}]
-- in the SPU's property order; `property_key` is the value ids ordered by property id, joined by
-- ',' ('' for a single-spec SKU), unique among the SPU's live SKUs. A SKU removed from its SPU is
-- marked `deleted` (orders reference it by id); unchanged combinations keep their id.
CREATE TABLE product_sku (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  spu_id INTEGER NOT NULL REFERENCES product_spu (id),
  name TEXT NOT NULL DEFAULT '',
  properties TEXT NOT NULL DEFAULT '[]',
  property_key TEXT NOT NULL DEFAULT '',
  price INTEGER NOT NULL CHECK (price > 0),
  market_price INTEGER NOT NULL DEFAULT 0,
  cost_price INTEGER NOT NULL DEFAULT 0,
  bar_code TEXT,
  pic_url TEXT,
  -- Taken only by one guarded UPDATE (mall/product/sku-stock.ts); the CHECK is the last line
  -- against overselling.
  stock INTEGER NOT NULL DEFAULT 0 CHECK (stock >= 0),
  warn_stock INTEGER NOT NULL DEFAULT 10,
  weight REAL,
  volume REAL,
  sales_count INTEGER NOT NULL DEFAULT 0,
  deleted INTEGER NOT NULL DEFAULT 0,
  create_time INTEGER NOT NULL,
  update_time INTEGER NOT NULL
);
CREATE INDEX idx_product_sku_spu ON product_sku (spu_id) WHERE deleted = 0;
CREATE UNIQUE INDEX uk_product_sku_combination ON product_sku (spu_id, property_key)
  WHERE deleted = 0;
-- 警戒库存: live SKUs at or below their warning level.
CREATE INDEX idx_product_sku_warn ON product_sku (spu_id) WHERE deleted = 0 AND stock <= warn_stock;

-- Which live SKU uses which property value (one row per SKU and property), so that
-- "属性值已被商品使用，无法删除" is an index lookup. Written with the SKUs.
CREATE TABLE product_sku_property (
  sku_id INTEGER NOT NULL REFERENCES product_sku (id),
  property_id INTEGER NOT NULL,
  value_id INTEGER NOT NULL,
  PRIMARY KEY (sku_id, property_id)
);
CREATE INDEX idx_product_sku_property_value ON product_sku_property (value_id);
CREATE INDEX idx_product_sku_property_property ON product_sku_property (property_id);
