CREATE TABLE system_notify_message (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL,
  user_type INTEGER NOT NULL DEFAULT 2,
  template_id INTEGER NOT NULL DEFAULT 0,
  template_code TEXT NOT NULL DEFAULT '',
  template_nickname TEXT NOT NULL,
  template_content TEXT NOT NULL,
  template_type INTEGER NOT NULL,
  template_params TEXT NOT NULL DEFAULT '{}',
  read_status INTEGER NOT NULL DEFAULT 0,
  read_time INTEGER,
  create_time INTEGER NOT NULL
);
CREATE INDEX idx_notify_message_user ON system_notify_message (user_id, read_status, id);
