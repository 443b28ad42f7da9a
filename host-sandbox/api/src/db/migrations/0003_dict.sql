CREATE TABLE system_dict_type (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL,
  type TEXT NOT NULL UNIQUE,
  status INTEGER NOT NULL DEFAULT 0,
  remark TEXT,
  create_time INTEGER NOT NULL,
  update_time INTEGER NOT NULL
);

CREATE TABLE system_dict_data (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  sort INTEGER NOT NULL DEFAULT 0,
  label TEXT NOT NULL,
  value TEXT NOT NULL,
  dict_type TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 0,
  color_type TEXT NOT NULL DEFAULT '',
  css_class TEXT NOT NULL DEFAULT '',
  remark TEXT,
  create_time INTEGER NOT NULL,
  update_time INTEGER NOT NULL
);
CREATE INDEX idx_dict_data_type ON system_dict_data (dict_type, sort);
