-- Volunteers (志愿者管理, docs/admin-api.md#museum-modules): who they are, their audit, and the
-- hours they served. A new volunteer waits for audit (status 0); only approved ones (1) get
-- service records.
CREATE TABLE museum_volunteer (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL,
  -- system_user_sex
  sex INTEGER NOT NULL,
  -- Whole numbers; lists and exports mask them, get returns them to holders of the query permission.
  mobile TEXT NOT NULL UNIQUE,
  -- A resident ID number (GB 11643), stored upper-case so 'x' and 'X' are the same person.
  id_number TEXT NOT NULL UNIQUE,
  -- volunteer_type
  type INTEGER NOT NULL,
  -- work_unit_type, and the unit's name (both optional: retired people and students have none)
  work_unit_type INTEGER,
  work_unit TEXT NOT NULL DEFAULT '',
  -- volunteer_status: 0 待审核, 1 已通过, 2 未通过, 3 已停用
  status INTEGER NOT NULL DEFAULT 0,
  -- The sum of the volunteer's service records in tenths of an hour (integers add up exactly);
  -- rewritten in the same transaction as every change of a record.
  service_tenths INTEGER NOT NULL DEFAULT 0,
  audit_reason TEXT NOT NULL DEFAULT '',
  audit_time INTEGER,
  remark TEXT NOT NULL DEFAULT '',
  creator INTEGER,
  create_time INTEGER NOT NULL,
  update_time INTEGER NOT NULL
);
CREATE INDEX idx_museum_volunteer_status ON museum_volunteer (status, id);

-- One service of a volunteer on one day: "HH:mm" times; the hours are computed by the server.
CREATE TABLE museum_volunteer_service (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  volunteer_id INTEGER NOT NULL REFERENCES museum_volunteer (id),
  -- Local midnight of the day, epoch ms.
  service_date INTEGER NOT NULL,
  start_time TEXT NOT NULL,
  end_time TEXT NOT NULL,
  -- Tenths of an hour (end - start, rounded to 0.1 h).
  hours_tenths INTEGER NOT NULL,
  post TEXT NOT NULL DEFAULT '',
  remark TEXT NOT NULL DEFAULT '',
  creator INTEGER,
  create_time INTEGER NOT NULL,
  update_time INTEGER NOT NULL
);
CREATE INDEX idx_museum_volunteer_service_volunteer ON museum_volunteer_service (volunteer_id, service_date);
CREATE INDEX idx_museum_volunteer_service_date ON museum_volunteer_service (service_date);
