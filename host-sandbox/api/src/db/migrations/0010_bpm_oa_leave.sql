-- OA leave (请假): the business form of the process oa_leave (docs/admin-api.md#oa-leave).
-- One row per request; the process instance carries the approval, this row mirrors its result.
CREATE TABLE bpm_oa_leave (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  -- The applicant (system_users.id); every list shows only the caller's own rows.
  user_id INTEGER NOT NULL,
  -- bpm_oa_leave_type
  type INTEGER NOT NULL,
  reason TEXT NOT NULL,
  start_time INTEGER NOT NULL,
  end_time INTEGER NOT NULL,
  -- Whole days between start and end; the process variable `day`.
  day INTEGER NOT NULL,
  -- bpm_process_instance_result, copied from the process instance whenever it changes.
  result INTEGER NOT NULL,
  -- Null only while the process is being started in the same request.
  process_instance_id TEXT,
  create_time INTEGER NOT NULL,
  update_time INTEGER NOT NULL
);
CREATE INDEX idx_bpm_oa_leave_user ON bpm_oa_leave (user_id, id);
CREATE INDEX idx_bpm_oa_leave_instance ON bpm_oa_leave (process_instance_id);
