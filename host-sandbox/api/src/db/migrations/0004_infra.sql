CREATE TABLE infra_config (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  category TEXT NOT NULL,
  type INTEGER NOT NULL,
  name TEXT NOT NULL,
  config_key TEXT NOT NULL UNIQUE,
  value TEXT NOT NULL,
  visible INTEGER NOT NULL DEFAULT 1,
  remark TEXT,
  create_time INTEGER NOT NULL,
  update_time INTEGER NOT NULL
);

-- Uploaded files (avatars) live in the database so they survive restarts and vanish on reseed.
CREATE TABLE infra_file (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL,
  path TEXT NOT NULL UNIQUE,
  type TEXT NOT NULL,
  size INTEGER NOT NULL,
  content BLOB NOT NULL,
  create_time INTEGER NOT NULL
);
