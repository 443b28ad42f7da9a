-- System administration (issue 16): what the user, role, menu, dept, post, notify-template,
-- notice, log and token screens need beyond the organisation tables of 0001 and 0008.

ALTER TABLE system_post ADD COLUMN remark TEXT;

-- Data scope of a role (system_data_scope): 1 all, 2 chosen departments, 3 own department,
-- 4 own department and below, 5 only oneself. The chosen departments are a JSON array of ids.
ALTER TABLE system_role ADD COLUMN data_scope INTEGER NOT NULL DEFAULT 1;
ALTER TABLE system_role ADD COLUMN data_scope_dept_ids TEXT NOT NULL DEFAULT '[]';

-- The user page filters by department (with its sub-departments) and sorts by id.
CREATE INDEX idx_system_users_dept ON system_users (dept_id, id);
CREATE INDEX idx_system_users_create_time ON system_users (create_time);
CREATE INDEX idx_system_user_role_role ON system_user_role (role_id);

CREATE TABLE system_notify_template (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL,
  code TEXT NOT NULL UNIQUE,
  nickname TEXT NOT NULL,
  content TEXT NOT NULL,
  -- JSON array of the {param} names found in content, in order of first appearance.
  params TEXT NOT NULL DEFAULT '[]',
  type INTEGER NOT NULL,
  status INTEGER NOT NULL DEFAULT 0,
  remark TEXT,
  create_time INTEGER NOT NULL
);

CREATE TABLE system_notice (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  title TEXT NOT NULL,
  type INTEGER NOT NULL,
  content TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 0,
  creator INTEGER,
  create_time INTEGER NOT NULL,
  update_time INTEGER NOT NULL
);

-- Every login attempt, successful or not (system_login_type, system_login_result).
CREATE TABLE system_login_log (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  log_type INTEGER NOT NULL,
  user_id INTEGER,
  user_type INTEGER NOT NULL DEFAULT 2,
  username TEXT NOT NULL,
  user_ip TEXT NOT NULL,
  user_agent TEXT NOT NULL DEFAULT '',
  result INTEGER NOT NULL,
  create_time INTEGER NOT NULL
);
CREATE INDEX idx_system_login_log_time ON system_login_log (create_time);
CREATE INDEX idx_system_login_log_username ON system_login_log (username, id);

-- Every write request (system_operate_type), without bodies that could carry secrets.
CREATE TABLE system_operate_log (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER,
  user_nickname TEXT NOT NULL DEFAULT '',
  module TEXT NOT NULL,
  name TEXT NOT NULL,
  type INTEGER NOT NULL,
  content TEXT NOT NULL DEFAULT '',
  request_method TEXT NOT NULL,
  request_url TEXT NOT NULL,
  user_ip TEXT NOT NULL,
  user_agent TEXT NOT NULL DEFAULT '',
  java_method TEXT NOT NULL DEFAULT '',
  start_time INTEGER NOT NULL,
  duration INTEGER NOT NULL,
  result_code INTEGER NOT NULL,
  result_msg TEXT NOT NULL DEFAULT ''
);
CREATE INDEX idx_system_operate_log_time ON system_operate_log (start_time);
CREATE INDEX idx_system_operate_log_module ON system_operate_log (module, id);
