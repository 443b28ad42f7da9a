-- 交易中心: shop orders, their items and operation logs, after-sales (售后退款) and their logs,
-- express companies and pick-up stores. Money is integer fen; times are epoch ms.

CREATE TABLE trade_order (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  no TEXT NOT NULL UNIQUE,
  -- trade_order_type: 0 普通订单, 1 秒杀, 2 砍价, 3 拼团
  type INTEGER NOT NULL DEFAULT 0,
  -- terminal (10 微信小程序, 20 H5, ...)
  terminal INTEGER NOT NULL DEFAULT 10,
  user_id INTEGER NOT NULL,
  -- trade_order_status: 0 待支付, 10 待发货, 20 已发货, 30 已完成, 40 已取消
  status INTEGER NOT NULL DEFAULT 0,
  product_count INTEGER NOT NULL DEFAULT 0,
  user_remark TEXT NOT NULL DEFAULT '',
  remark TEXT NOT NULL DEFAULT '',
  pay_order_id INTEGER,
  pay_status INTEGER NOT NULL DEFAULT 0 CHECK (pay_status IN (0, 1)),
  pay_time INTEGER,
  pay_channel_code TEXT,
  total_price INTEGER NOT NULL DEFAULT 0,
  discount_price INTEGER NOT NULL DEFAULT 0,
  delivery_price INTEGER NOT NULL DEFAULT 0,
  adjust_price INTEGER NOT NULL DEFAULT 0,
  pay_price INTEGER NOT NULL DEFAULT 0 CHECK (pay_price >= 0),
  refund_price INTEGER NOT NULL DEFAULT 0 CHECK (refund_price >= 0),
  -- trade_order_refund_status: 0 未退款, 10 部分退款, 20 全部退款
  refund_status INTEGER NOT NULL DEFAULT 0,
  -- trade_order_cancel_type: 10 超时未支付, 20 退款关闭, 30 买家取消
  cancel_type INTEGER,
  cancel_time INTEGER,
  -- trade_delivery_type: 1 快递发货, 2 用户自提
  delivery_type INTEGER NOT NULL DEFAULT 1,
  -- trade_delivery_express.id; 0 = shipped without logistics.
  logistics_id INTEGER,
  logistics_no TEXT,
  delivery_time INTEGER,
  receive_time INTEGER,
  finish_time INTEGER,
  pick_up_store_id INTEGER,
  pick_up_verify_code TEXT,
  receiver_name TEXT,
  receiver_mobile TEXT,
  -- A district code of the area tree (GB/T 2260).
  receiver_area_id INTEGER,
  receiver_detail_address TEXT,
  create_time INTEGER NOT NULL,
  update_time INTEGER NOT NULL
);
-- The order page lists newest first under any one filter; each index ends in id so a page is read
-- straight off the index (the page over 100,000 orders must stay well under 50 ms).
CREATE INDEX idx_trade_order_status ON trade_order (status, id);
CREATE INDEX idx_trade_order_user ON trade_order (user_id, id);
CREATE INDEX idx_trade_order_receiver_mobile ON trade_order (receiver_mobile, id);
CREATE INDEX idx_trade_order_receiver_name ON trade_order (receiver_name, id);
CREATE INDEX idx_trade_order_create_time ON trade_order (create_time, id);
CREATE INDEX idx_trade_order_pay_channel ON trade_order (pay_channel_code, id);
CREATE INDEX idx_trade_order_delivery_type ON trade_order (delivery_type, status, id);
CREATE INDEX idx_trade_order_pay_order ON trade_order (pay_order_id);
CREATE INDEX idx_trade_order_verify_code ON trade_order (pick_up_verify_code)
  WHERE pick_up_verify_code IS NOT NULL;

CREATE TABLE trade_order_item (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  order_id INTEGER NOT NULL REFERENCES trade_order (id),
  user_id INTEGER NOT NULL,
  spu_id INTEGER NOT NULL,
  spu_name TEXT NOT NULL,
  sku_id INTEGER NOT NULL,
  -- JSON [{propertyId, propertyName, valueId, valueName}] as sold.
  properties TEXT NOT NULL DEFAULT '[]',
  pic_url TEXT,
  count INTEGER NOT NULL CHECK (count >= 1),
  -- Unit price at the time of the order.
  price INTEGER NOT NULL,
  discount_price INTEGER NOT NULL DEFAULT 0,
  -- This item's share of the order's price adjustment.
  adjust_price INTEGER NOT NULL DEFAULT 0,
  -- price x count - discount + adjustment share.
  pay_price INTEGER NOT NULL CHECK (pay_price >= 0),
  -- trade_order_item_after_sale_status: 0 未售后, 10 售后中, 20 已退款
  after_sale_status INTEGER NOT NULL DEFAULT 0,
  create_time INTEGER NOT NULL,
  update_time INTEGER NOT NULL
);
CREATE INDEX idx_trade_order_item_order ON trade_order_item (order_id, id);
CREATE INDEX idx_trade_order_item_spu ON trade_order_item (spu_id);

CREATE TABLE trade_order_log (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  order_id INTEGER NOT NULL REFERENCES trade_order (id),
  -- 1 member, 2 admin, 0 system
  user_type INTEGER NOT NULL,
  -- 0 for the system.
  user_id INTEGER NOT NULL DEFAULT 0,
  before_status INTEGER,
  after_status INTEGER,
  content TEXT NOT NULL,
  create_time INTEGER NOT NULL
);
CREATE INDEX idx_trade_order_log_order ON trade_order_log (order_id, id);

CREATE TABLE trade_after_sale (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  no TEXT NOT NULL UNIQUE,
  -- trade_after_sale_status: 10 申请中, 20 卖家通过, 30 待卖家收货, 40 等待退款, 50 退款成功,
  -- 61 买家取消, 62 卖家拒绝, 63 卖家拒绝收货
  status INTEGER NOT NULL DEFAULT 10,
  -- trade_after_sale_type: 10 售中退款, 20 售后退款
  type INTEGER NOT NULL,
  -- trade_after_sale_way: 10 仅退款, 20 退货退款
  way INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  apply_reason TEXT NOT NULL,
  apply_description TEXT,
  -- JSON array of picture URLs.
  apply_pic_urls TEXT NOT NULL DEFAULT '[]',
  order_id INTEGER NOT NULL REFERENCES trade_order (id),
  order_no TEXT NOT NULL,
  order_item_id INTEGER NOT NULL REFERENCES trade_order_item (id),
  spu_id INTEGER NOT NULL,
  spu_name TEXT NOT NULL,
  sku_id INTEGER NOT NULL,
  properties TEXT NOT NULL DEFAULT '[]',
  pic_url TEXT,
  count INTEGER NOT NULL,
  refund_price INTEGER NOT NULL CHECK (refund_price > 0),
  audit_time INTEGER,
  audit_user_id INTEGER,
  audit_reason TEXT,
  pay_refund_id INTEGER,
  refund_time INTEGER,
  logistics_id INTEGER,
  logistics_no TEXT,
  delivery_time INTEGER,
  receive_time INTEGER,
  receive_reason TEXT,
  create_time INTEGER NOT NULL,
  update_time INTEGER NOT NULL
);
-- One open after-sale per order item, even when two applications race.
CREATE UNIQUE INDEX uk_trade_after_sale_open_item ON trade_after_sale (order_item_id)
  WHERE status IN (10, 20, 30, 40);
CREATE INDEX idx_trade_after_sale_status ON trade_after_sale (status, id);
CREATE INDEX idx_trade_after_sale_order ON trade_after_sale (order_id, id);
CREATE INDEX idx_trade_after_sale_order_no ON trade_after_sale (order_no);
CREATE INDEX idx_trade_after_sale_user ON trade_after_sale (user_id, id);
CREATE INDEX idx_trade_after_sale_pay_refund ON trade_after_sale (pay_refund_id);

CREATE TABLE trade_after_sale_log (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  after_sale_id INTEGER NOT NULL REFERENCES trade_after_sale (id),
  -- 1 member, 2 admin, 0 system
  user_type INTEGER NOT NULL,
  user_id INTEGER NOT NULL DEFAULT 0,
  before_status INTEGER,
  after_status INTEGER,
  content TEXT NOT NULL,
  create_time INTEGER NOT NULL
);
CREATE INDEX idx_trade_after_sale_log_after_sale ON trade_after_sale_log (after_sale_id, id);

CREATE TABLE trade_delivery_express (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  logo TEXT,
  sort INTEGER NOT NULL DEFAULT 0,
  -- CommonStatus: 0 enabled, 1 disabled
  status INTEGER NOT NULL DEFAULT 0,
  create_time INTEGER NOT NULL,
  update_time INTEGER NOT NULL
);

CREATE TABLE trade_delivery_pick_up_store (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL,
  introduction TEXT,
  phone TEXT NOT NULL,
  -- A district code of the area tree (GB/T 2260).
  area_id INTEGER NOT NULL,
  detail_address TEXT NOT NULL,
  logo TEXT NOT NULL,
  -- 'HH:mm'
  opening_time TEXT NOT NULL,
  closing_time TEXT NOT NULL,
  latitude REAL NOT NULL CHECK (latitude BETWEEN -90 AND 90),
  longitude REAL NOT NULL CHECK (longitude BETWEEN -180 AND 180),
  -- CommonStatus: 0 enabled, 1 disabled
  status INTEGER NOT NULL DEFAULT 0,
  create_time INTEGER NOT NULL,
  update_time INTEGER NOT NULL
);
CREATE INDEX idx_trade_pick_up_store_status ON trade_delivery_pick_up_store (status, id);

-- The five express companies every shop ships with (existing databases get them here; a fresh
-- seed finds them already present).
INSERT INTO trade_delivery_express (code, name, sort, status, create_time, update_time)
SELECT code, name, sort, 0, CAST(strftime('%s', 'now') AS INTEGER) * 1000,
  CAST(strftime('%s', 'now') AS INTEGER) * 1000
FROM (
  SELECT 'SF' AS code, '顺丰速运' AS name, 1 AS sort
  UNION ALL SELECT 'ZTO', '中通快递', 2
  UNION ALL SELECT 'YTO', '圆通速递', 3
  UNION ALL SELECT 'YD', '韵达快递', 4
  UNION ALL SELECT 'EMS', '中国邮政 EMS', 5
);
