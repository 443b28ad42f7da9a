-- Departments, posts, users, roles and menus (permission model: docs/security.md#permissions).
CREATE TABLE sandbox_meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

CREATE TABLE system_dept (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL,
  parent_id INTEGER NOT NULL DEFAULT 0,
  sort INTEGER NOT NULL DEFAULT 0,
  status INTEGER NOT NULL DEFAULT 0,
  create_time INTEGER NOT NULL
);

CREATE TABLE system_post (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0,
  status INTEGER NOT NULL DEFAULT 0,
  create_time INTEGER NOT NULL
);

CREATE TABLE system_users (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  username TEXT NOT NULL UNIQUE,
  password TEXT NOT NULL,
  nickname TEXT NOT NULL,
  remark TEXT,
  dept_id INTEGER REFERENCES system_dept (id),
  email TEXT,
  mobile TEXT,
  sex INTEGER NOT NULL DEFAULT 0,
  avatar TEXT NOT NULL DEFAULT '',
  status INTEGER NOT NULL DEFAULT 0,
  login_ip TEXT,
  login_date INTEGER,
  locked_until INTEGER,
  create_time INTEGER NOT NULL,
  update_time INTEGER NOT NULL
);
CREATE INDEX idx_system_users_mobile ON system_users (mobile);

CREATE TABLE system_user_post (
  user_id INTEGER NOT NULL REFERENCES system_users (id) ON DELETE CASCADE,
  post_id INTEGER NOT NULL REFERENCES system_post (id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, post_id)
);

CREATE TABLE system_role (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL,
  code TEXT NOT NULL UNIQUE,
  sort INTEGER NOT NULL DEFAULT 0,
  type INTEGER NOT NULL DEFAULT 2,
  status INTEGER NOT NULL DEFAULT 0,
  remark TEXT,
  create_time INTEGER NOT NULL
);

CREATE TABLE system_user_role (
  user_id INTEGER NOT NULL REFERENCES system_users (id) ON DELETE CASCADE,
  role_id INTEGER NOT NULL REFERENCES system_role (id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, role_id)
);

CREATE TABLE system_menu (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL,
  permission TEXT NOT NULL DEFAULT '',
  type INTEGER NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0,
  parent_id INTEGER NOT NULL DEFAULT 0,
  path TEXT NOT NULL DEFAULT '',
  icon TEXT NOT NULL DEFAULT '',
  component TEXT,
  component_name TEXT,
  status INTEGER NOT NULL DEFAULT 0,
  visible INTEGER NOT NULL DEFAULT 1,
  keep_alive INTEGER NOT NULL DEFAULT 1,
  always_show INTEGER NOT NULL DEFAULT 1,
  create_time INTEGER NOT NULL
);
CREATE INDEX idx_system_menu_parent ON system_menu (parent_id, sort);

CREATE TABLE system_role_menu (
  role_id INTEGER NOT NULL REFERENCES system_role (id) ON DELETE CASCADE,
  menu_id INTEGER NOT NULL REFERENCES system_menu (id) ON DELETE CASCADE,
  PRIMARY KEY (role_id, menu_id)
);
