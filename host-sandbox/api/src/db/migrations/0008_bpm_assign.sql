-- Task assignment rules, user groups and department leaders (docs/admin-api.md#bpm-assign).

-- Who may act on a user task. A model's rules (process_definition_id '') are edited in the console;
-- each deployment copies them onto its definition (model_id kept), where they are read only.
CREATE TABLE bpm_task_assign_rule (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  model_id TEXT NOT NULL,
  process_definition_id TEXT NOT NULL DEFAULT '',
  task_definition_key TEXT NOT NULL,
  -- bpm_task_assign_rule_type: 10 roles, 20 dept members, 21 dept leaders, 22 posts, 30 users,
  -- 40 user groups, 50 scripts (bpm_task_assign_script)
  type INTEGER NOT NULL,
  -- JSON array of numbers: ids of roles, depts, posts, users, groups or scripts.
  options TEXT NOT NULL,
  create_time INTEGER NOT NULL,
  update_time INTEGER NOT NULL
);
CREATE UNIQUE INDEX idx_bpm_task_assign_rule_task
  ON bpm_task_assign_rule (model_id, process_definition_id, task_definition_key);
CREATE INDEX idx_bpm_task_assign_rule_definition
  ON bpm_task_assign_rule (process_definition_id, task_definition_key);

CREATE TABLE bpm_user_group (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  -- JSON array of system_users ids.
  member_user_ids TEXT NOT NULL DEFAULT '[]',
  status INTEGER NOT NULL DEFAULT 0,
  create_time INTEGER NOT NULL,
  update_time INTEGER NOT NULL
);

-- The leader is who "the starter's leader" rules find; a department without one defers to its parent.
ALTER TABLE system_dept ADD COLUMN leader_user_id INTEGER;
ALTER TABLE system_dept ADD COLUMN phone TEXT;
ALTER TABLE system_dept ADD COLUMN email TEXT;
