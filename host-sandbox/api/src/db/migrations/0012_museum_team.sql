-- Team reservations (团队预约, docs/admin-api.md#museum-modules): a group visit that holds team
-- places of one slot and waits for the approval process museum_team_reserve. Its members get one
-- ticket each (museum_ticket, reserve_type 2) once the approval passes.

CREATE TABLE museum_reserve_team (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  reservation_no TEXT NOT NULL UNIQUE,
  team_name TEXT NOT NULL,
  -- work_unit_type
  work_unit_type INTEGER NOT NULL,
  work_unit TEXT NOT NULL,
  contact_name TEXT NOT NULL,
  contact_mobile TEXT NOT NULL,
  slot_id INTEGER NOT NULL REFERENCES museum_time_slot (id),
  -- Copied from the slot, so lists need no join.
  visit_date INTEGER NOT NULL,
  start_time TEXT NOT NULL,
  end_time TEXT NOT NULL,
  -- The members' count: the team places this booking holds while it is pending or approved.
  person_count INTEGER NOT NULL,
  remark TEXT,
  -- team_reserve_status: 0 pending, 1 approved, 2 rejected, 3 cancelled, 4 checked
  status INTEGER NOT NULL DEFAULT 0,
  -- Null only while the process is being started in the same request (or for seeded history).
  process_instance_id TEXT,
  -- The approver's reason (rejected or approved), or why it was cancelled.
  audit_reason TEXT,
  cancel_reason TEXT,
  -- system_users.id of whoever entered the booking.
  creator INTEGER,
  create_time INTEGER NOT NULL,
  update_time INTEGER NOT NULL
);
CREATE INDEX idx_museum_reserve_team_day ON museum_reserve_team (visit_date, id);
CREATE INDEX idx_museum_reserve_team_status ON museum_reserve_team (status, visit_date);
CREATE INDEX idx_museum_reserve_team_instance ON museum_reserve_team (process_instance_id);
CREATE INDEX idx_museum_reserve_team_slot ON museum_reserve_team (slot_id);

-- The members, in the order they were entered; the ID number is unique within one team.
CREATE TABLE museum_reserve_team_member (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  team_id INTEGER NOT NULL REFERENCES museum_reserve_team (id) ON DELETE CASCADE,
  sort INTEGER NOT NULL,
  name TEXT NOT NULL,
  -- word_card_type
  id_type INTEGER NOT NULL,
  id_number TEXT NOT NULL,
  UNIQUE (team_id, id_number)
);
CREATE INDEX idx_museum_reserve_team_member_team ON museum_reserve_team_member (team_id, sort);
