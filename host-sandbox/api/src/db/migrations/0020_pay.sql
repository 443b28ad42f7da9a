-- 支付中心: pay apps and their channels, pay orders with one extension per submit, refunds and the
-- merchant notifications with their delivery log. Money in fen, times in epoch ms.
CREATE TABLE pay_app (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL,
  -- CommonStatus: 0 enabled, 1 disabled
  status INTEGER NOT NULL DEFAULT 0,
  remark TEXT,
  -- May start with `{sandbox-origin}`: resolved to the sandbox's own address when sent.
  order_notify_url TEXT NOT NULL,
  refund_notify_url TEXT NOT NULL,
  create_time INTEGER NOT NULL,
  update_time INTEGER NOT NULL
);
CREATE INDEX idx_pay_app_create ON pay_app (create_time, id);

CREATE TABLE pay_channel (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  app_id INTEGER NOT NULL REFERENCES pay_app (id),
  -- pay_channel_code: wx_pub, alipay_pc, mock, ...
  code TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 0,
  -- A percentage: 0.60 means 0.6 %.
  fee_rate REAL NOT NULL DEFAULT 0,
  remark TEXT,
  -- The channel's settings as a JSON object (secrets whole; answers mask them).
  config TEXT NOT NULL DEFAULT '{}',
  create_time INTEGER NOT NULL,
  update_time INTEGER NOT NULL,
  UNIQUE (app_id, code)
);

CREATE TABLE pay_order (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  app_id INTEGER NOT NULL REFERENCES pay_app (id),
  -- The channel that paid (null until paid).
  channel_id INTEGER,
  channel_code TEXT,
  merchant_order_id TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL DEFAULT '',
  notify_url TEXT NOT NULL,
  price INTEGER NOT NULL CHECK (price >= 0),
  channel_fee_rate REAL,
  channel_fee_price INTEGER,
  -- pay_order_status: 0 待支付, 10 支付成功, 20 已退款, 30 支付关闭
  status INTEGER NOT NULL DEFAULT 0,
  user_ip TEXT,
  expire_time INTEGER NOT NULL,
  success_time INTEGER,
  -- The extension that paid, and its number.
  extension_id INTEGER,
  no TEXT,
  -- Refunded to the member so far (never counts the automatic refunds of duplicate payments).
  refund_price INTEGER NOT NULL DEFAULT 0 CHECK (refund_price >= 0 AND refund_price <= price),
  channel_order_no TEXT,
  channel_user_id TEXT,
  create_time INTEGER NOT NULL,
  update_time INTEGER NOT NULL,
  UNIQUE (app_id, merchant_order_id)
);
CREATE INDEX idx_pay_order_create ON pay_order (create_time, id);
CREATE INDEX idx_pay_order_status ON pay_order (status, id);
-- The expiry sweep looks only at unpaid orders.
CREATE INDEX idx_pay_order_expire ON pay_order (expire_time) WHERE status = 0;
CREATE INDEX idx_pay_order_no ON pay_order (no);
CREATE INDEX idx_pay_order_channel_no ON pay_order (channel_order_no);

-- One row per submit: its `no` is what the channel (or the mock pay page) is paid against.
CREATE TABLE pay_order_extension (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  no TEXT NOT NULL UNIQUE,
  order_id INTEGER NOT NULL REFERENCES pay_order (id),
  channel_id INTEGER NOT NULL,
  channel_code TEXT NOT NULL,
  -- What this submit asks the channel for (the order's price at that time).
  price INTEGER NOT NULL,
  user_ip TEXT,
  -- 0 waiting, 10 paid, 30 closed (superseded by a price change or the order closed)
  status INTEGER NOT NULL DEFAULT 0,
  channel_extras TEXT,
  channel_notify_data TEXT,
  create_time INTEGER NOT NULL,
  update_time INTEGER NOT NULL
);
CREATE INDEX idx_pay_order_extension_order ON pay_order_extension (order_id, id);

CREATE TABLE pay_refund (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  no TEXT NOT NULL UNIQUE,
  app_id INTEGER NOT NULL REFERENCES pay_app (id),
  channel_id INTEGER,
  channel_code TEXT,
  order_id INTEGER NOT NULL REFERENCES pay_order (id),
  order_no TEXT,
  -- The extension whose payment this returns (a duplicate payment's own extension).
  extension_id INTEGER,
  merchant_order_id TEXT NOT NULL,
  merchant_refund_id TEXT NOT NULL,
  notify_url TEXT NOT NULL,
  -- pay_refund_status: 0 退款中, 10 退款成功, 20 退款失败
  status INTEGER NOT NULL DEFAULT 0,
  pay_price INTEGER NOT NULL,
  refund_price INTEGER NOT NULL CHECK (refund_price > 0),
  reason TEXT NOT NULL,
  user_ip TEXT,
  channel_order_no TEXT,
  channel_refund_no TEXT,
  success_time INTEGER,
  channel_error_code TEXT,
  channel_error_msg TEXT,
  channel_notify_data TEXT,
  -- 1: the automatic refund of a duplicate payment (not the merchant's; it hears nothing).
  duplicate INTEGER NOT NULL DEFAULT 0,
  create_time INTEGER NOT NULL,
  update_time INTEGER NOT NULL,
  UNIQUE (app_id, merchant_refund_id)
);
CREATE INDEX idx_pay_refund_create ON pay_refund (create_time, id);
CREATE INDEX idx_pay_refund_order ON pay_refund (order_id, status);
-- At most one merchant refund in progress per pay order (the database refuses a second one even
-- when two requests race).
CREATE UNIQUE INDEX uk_pay_refund_in_progress ON pay_refund (order_id)
  WHERE status = 0 AND duplicate = 0;

CREATE TABLE pay_notify_task (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  app_id INTEGER NOT NULL,
  -- pay_notify_type: 1 支付单, 2 退款单
  type INTEGER NOT NULL,
  -- The pay order id (type 1) or the refund id (type 2).
  data_id INTEGER NOT NULL,
  merchant_order_id TEXT NOT NULL,
  -- pay_notify_status: 0 等待通知, 10 通知成功, 20 通知失败, 21 请求成功但结果失败, 22 请求失败
  status INTEGER NOT NULL DEFAULT 0,
  next_notify_time INTEGER,
  last_execute_time INTEGER,
  notify_times INTEGER NOT NULL DEFAULT 0,
  max_notify_times INTEGER NOT NULL DEFAULT 9,
  notify_url TEXT NOT NULL,
  create_time INTEGER NOT NULL,
  update_time INTEGER NOT NULL,
  UNIQUE (type, data_id)
);
CREATE INDEX idx_pay_notify_task_create ON pay_notify_task (create_time, id);
-- Due retries.
CREATE INDEX idx_pay_notify_task_due ON pay_notify_task (next_notify_time)
  WHERE status IN (0, 21, 22);

CREATE TABLE pay_notify_log (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  task_id INTEGER NOT NULL REFERENCES pay_notify_task (id),
  notify_times INTEGER NOT NULL,
  -- The task's status this attempt left (10, 21, 22 or 20 after the last).
  status INTEGER NOT NULL,
  response TEXT,
  create_time INTEGER NOT NULL
);
CREATE INDEX idx_pay_notify_log_task ON pay_notify_log (task_id, id);
