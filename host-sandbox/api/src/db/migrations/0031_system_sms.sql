-- 短信管理: channels (debug, Aliyun, Tencent), templates sent through them, and the log of every
-- message with the provider's answer and delivery receipt. Times in epoch ms.
CREATE TABLE system_sms_channel ( -- 短信渠道
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  signature TEXT NOT NULL, -- 短信签名
  code TEXT NOT NULL, -- 渠道编码
  status INTEGER NOT NULL DEFAULT 0, -- 启用状态
  remark TEXT, -- 备注
  api_key TEXT NOT NULL, -- API 账号
  api_secret TEXT, -- API 密钥
  callback_url TEXT, -- 回调 URL
  create_time INTEGER NOT NULL, -- 创建时间
  update_time INTEGER NOT NULL -- 更新时间
);

CREATE TABLE system_sms_template ( -- 短信模板
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  type INTEGER NOT NULL, -- 短信类型
  status INTEGER NOT NULL DEFAULT 0, -- 开启状态
  code TEXT NOT NULL UNIQUE, -- 模板编码
  name TEXT NOT NULL, -- 模板名称
  content TEXT NOT NULL, -- 模板内容
  params TEXT NOT NULL DEFAULT '[]', -- 参数数组
  remark TEXT, -- 备注
  api_template_id TEXT NOT NULL, -- API 模板编号
  channel_id INTEGER NOT NULL REFERENCES system_sms_channel (id), -- 短信渠道编号
  channel_code TEXT NOT NULL, -- 短信渠道编码
  create_time INTEGER NOT NULL, -- 创建时间
  update_time INTEGER NOT NULL -- 更新时间
);
CREATE INDEX idx_sms_template_channel ON system_sms_template (channel_id);

CREATE TABLE system_sms_log ( -- 短信日志
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  channel_id INTEGER NOT NULL, -- 短信渠道编号
  channel_code TEXT NOT NULL, -- 短信渠道编码
  template_id INTEGER NOT NULL, -- 模板编号
  template_code TEXT NOT NULL, -- 模板编码
  template_type INTEGER NOT NULL, -- 短信类型
  template_content TEXT NOT NULL, -- 短信内容
  template_params TEXT NOT NULL DEFAULT '{}', -- 短信参数
  api_template_id TEXT NOT NULL, -- API 模板编号
  mobile TEXT NOT NULL, -- 手机号
  user_id INTEGER, -- 用户编号
  user_type INTEGER, -- 用户类型
  send_status INTEGER NOT NULL DEFAULT 0, -- 发送状态
  send_time INTEGER, -- 发送时间
  api_send_code TEXT, -- API 发送结果编码
  api_send_msg TEXT, -- API 发送失败的提示
  api_request_id TEXT, -- API 发送返回的唯一请求 ID
  api_serial_no TEXT, -- API 发送返回的序号
  receive_status INTEGER NOT NULL DEFAULT 0, -- 接收状态
  receive_time INTEGER, -- 接收时间
  api_receive_code TEXT, -- API 接收结果编码
  api_receive_msg TEXT, -- API 接收结果说明
  create_time INTEGER NOT NULL -- 创建时间
);
CREATE INDEX idx_sms_log_mobile ON system_sms_log (mobile, id);
CREATE INDEX idx_sms_log_serial ON system_sms_log (api_serial_no);
CREATE INDEX idx_sms_log_send_time ON system_sms_log (send_time, id);

-- A database seeded before 短信管理 gets the debug channel and the three code templates a fresh
-- seed writes (db/seed/sms-seeds.ts); a fresh database gets them from the seed, run after this.
INSERT INTO system_sms_channel (id, signature, code, status, remark, api_key, api_secret, callback_url, create_time, update_time)
SELECT 1, '纪念馆', 'DEBUG_DING_TALK', 0, '调试渠道：短信内容写入沙箱日志', 'sandbox-debug', NULL, NULL,
  CAST(strftime('%s', 'now') AS INTEGER) * 1000, CAST(strftime('%s', 'now') AS INTEGER) * 1000
WHERE EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at')
  AND NOT EXISTS (SELECT 1 FROM system_sms_channel WHERE id = 1);
INSERT INTO system_sms_template (type, status, code, name, content, params, remark, api_template_id, channel_id, channel_code, create_time, update_time)
SELECT 1, 0, 'admin-sms-login', '后台用户短信登录', '您的登录验证码为{code}，5 分钟内有效，请勿泄露给他人。', '["code"]', '场景 21：短信登录', 'admin-sms-login', 1, 'DEBUG_DING_TALK',
  CAST(strftime('%s', 'now') AS INTEGER) * 1000, CAST(strftime('%s', 'now') AS INTEGER) * 1000
WHERE EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at')
  AND NOT EXISTS (SELECT 1 FROM system_sms_template WHERE code = 'admin-sms-login');
INSERT INTO system_sms_template (type, status, code, name, content, params, remark, api_template_id, channel_id, channel_code, create_time, update_time)
SELECT 1, 0, 'admin-sms-register', '后台用户短信注册', '您正在注册账号，验证码为{code}，5 分钟内有效。', '["code"]', '场景 22：注册（预留）', 'admin-sms-register', 1, 'DEBUG_DING_TALK',
  CAST(strftime('%s', 'now') AS INTEGER) * 1000, CAST(strftime('%s', 'now') AS INTEGER) * 1000
WHERE EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at')
  AND NOT EXISTS (SELECT 1 FROM system_sms_template WHERE code = 'admin-sms-register');
INSERT INTO system_sms_template (type, status, code, name, content, params, remark, api_template_id, channel_id, channel_code, create_time, update_time)
SELECT 1, 0, 'admin-reset-password', '后台用户重置密码', '您正在重置密码，验证码为{code}，5 分钟内有效。', '["code"]', '场景 23：重置密码（预留）', 'admin-reset-password', 1, 'DEBUG_DING_TALK',
  CAST(strftime('%s', 'now') AS INTEGER) * 1000, CAST(strftime('%s', 'now') AS INTEGER) * 1000
WHERE EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at')
  AND NOT EXISTS (SELECT 1 FROM system_sms_template WHERE code = 'admin-reset-password');

-- The debug channel is the seeded way codes are sent: its dictionary entry is enabled so every
-- screen names it (it was seeded disabled).
UPDATE system_dict_data SET status = 0
WHERE dict_type = 'system_sms_channel_code' AND value = 'DEBUG_DING_TALK' AND status = 1
  AND EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at');
