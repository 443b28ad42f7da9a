-- Activities (活动列表) and their sign-ups (活动报名) (docs/admin-api.md#museum-modules).
CREATE TABLE museum_activity (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  title TEXT NOT NULL,
  -- activity_type
  type INTEGER NOT NULL,
  -- The cover image: infra_file.path of a raster image stored by the upload endpoint, or null.
  cover TEXT,
  location TEXT,
  suitable_crowd TEXT,
  -- activity_cost: 0 free, 1 paid
  cost INTEGER NOT NULL DEFAULT 0,
  -- Fen (1/100 yuan); 0 when free.
  price INTEGER NOT NULL DEFAULT 0,
  start_time INTEGER NOT NULL,
  end_time INTEGER NOT NULL,
  sign_start_time INTEGER NOT NULL,
  sign_end_time INTEGER NOT NULL,
  limit_count INTEGER NOT NULL CHECK (limit_count >= 1),
  -- Persons of the sign-ups holding places (待审核, 报名成功, 已签到). Changed only by guarded
  -- UPDATEs inside the sign-up's transaction; the CHECK is the last line against overbooking.
  signed_count INTEGER NOT NULL DEFAULT 0 CHECK (signed_count >= 0 AND signed_count <= limit_count),
  -- activity_status
  status INTEGER NOT NULL DEFAULT 0,
  -- Sanitised HTML.
  content TEXT,
  creator INTEGER,
  create_time INTEGER NOT NULL,
  update_time INTEGER NOT NULL
);
CREATE INDEX idx_museum_activity_start ON museum_activity (start_time, id);
CREATE INDEX idx_museum_activity_status ON museum_activity (status);

CREATE TABLE museum_activity_sign (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  activity_id INTEGER NOT NULL REFERENCES museum_activity (id),
  name TEXT NOT NULL,
  mobile TEXT NOT NULL,
  -- A resident ID number (GB 11643), upper case.
  id_number TEXT NOT NULL,
  person_count INTEGER NOT NULL CHECK (person_count >= 1),
  -- activity_sign_status: 0 待审核, 1 报名成功, 2 已取消, 3 已签到, 4 未通过
  status INTEGER NOT NULL DEFAULT 0,
  sign_in_time INTEGER,
  audit_time INTEGER,
  cancel_time INTEGER,
  creator INTEGER,
  create_time INTEGER NOT NULL,
  update_time INTEGER NOT NULL
);
-- One sign-up holding places per ID number and activity (the database refuses a second one even
-- when two requests race).
CREATE UNIQUE INDEX uk_museum_activity_sign_holder ON museum_activity_sign (activity_id, id_number)
  WHERE status IN (0, 1, 3);
CREATE INDEX idx_museum_activity_sign_activity ON museum_activity_sign (activity_id, id);
CREATE INDEX idx_museum_activity_sign_status ON museum_activity_sign (status, id);
