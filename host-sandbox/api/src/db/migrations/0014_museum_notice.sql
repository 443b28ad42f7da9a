-- 公告管理 and 预约须知 (docs/admin-api.md#museum-modules). `content` is rich text, stored only as
-- the sandbox's sanitiser left it (lib/sanitize-html.ts): no script, event handler or javascript: URL.
CREATE TABLE museum_notice (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  title TEXT NOT NULL,
  -- notice_type (闭馆公告, 展览公告, 活动公告)
  type INTEGER NOT NULL,
  content TEXT NOT NULL,
  -- notice_status: 0 已发布, 1 已撤回 (a new announcement is not published yet: 1)
  status INTEGER NOT NULL DEFAULT 1,
  -- When it was last published (epoch ms); null until the first 发布.
  publish_time INTEGER,
  create_time INTEGER NOT NULL,
  update_time INTEGER NOT NULL
);
CREATE INDEX idx_museum_notice_status ON museum_notice (status, publish_time);

CREATE TABLE museum_reserve_notice (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  title TEXT NOT NULL,
  -- reserve_notice_type (个人预约须知, 团队预约须知, 活动报名须知)
  type INTEGER NOT NULL,
  content TEXT NOT NULL,
  -- reserve_notice_status: 0 草稿, 1 已发布
  status INTEGER NOT NULL DEFAULT 0,
  -- Display order, smallest first.
  sort INTEGER NOT NULL DEFAULT 0,
  create_time INTEGER NOT NULL,
  update_time INTEGER NOT NULL
);
CREATE INDEX idx_museum_reserve_notice_type ON museum_reserve_notice (type, sort);
