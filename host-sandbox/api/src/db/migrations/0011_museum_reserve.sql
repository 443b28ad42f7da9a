-- The museum's booking core (docs/admin-api.md#museum-modules): time slots with their places,
-- the booking rules, personal reservations and the tickets every booking issues (one per person).
-- Days are epoch ms of local midnight; slot times are "HH:mm" text.

CREATE TABLE museum_time_slot (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  visit_date INTEGER NOT NULL,
  start_time TEXT NOT NULL,
  end_time TEXT NOT NULL,
  -- Personal places and how many are held; a booking holds places with a guarded UPDATE
  -- (reserved_count + n <= capacity) so two bookings can never share the last place.
  capacity INTEGER NOT NULL,
  reserved_count INTEGER NOT NULL DEFAULT 0,
  -- Team places, a separate share of the slot.
  team_capacity INTEGER NOT NULL DEFAULT 0,
  team_reserved_count INTEGER NOT NULL DEFAULT 0,
  -- 0 open, 1 stopped (takes no booking)
  status INTEGER NOT NULL DEFAULT 0,
  create_time INTEGER NOT NULL,
  update_time INTEGER NOT NULL,
  CHECK (reserved_count >= 0 AND reserved_count <= capacity),
  CHECK (team_reserved_count >= 0 AND team_reserved_count <= team_capacity)
);
CREATE UNIQUE INDEX idx_museum_time_slot_day ON museum_time_slot (visit_date, start_time);
CREATE INDEX idx_museum_time_slot_status ON museum_time_slot (status, visit_date);

-- One row per overall_rule_type: 1 personal, 2 team, 3 activity.
CREATE TABLE museum_reserve_rule (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  type INTEGER NOT NULL UNIQUE,
  enabled INTEGER NOT NULL DEFAULT 1,
  -- Bookable days ahead, today included as day 0.
  advance_days INTEGER NOT NULL,
  -- Cancelling is refused from this many hours before the slot starts.
  cancel_deadline_hours INTEGER NOT NULL,
  max_persons INTEGER NOT NULL,
  min_persons INTEGER NOT NULL,
  -- Active bookings one ID number may hold on one day.
  daily_limit_per_id_number INTEGER NOT NULL DEFAULT 1,
  -- temp_amount_take: 0 closed, 1 open
  temp_amount_take INTEGER NOT NULL DEFAULT 0,
  create_time INTEGER NOT NULL,
  update_time INTEGER NOT NULL
);

CREATE TABLE museum_reserve_personal (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  reservation_no TEXT NOT NULL UNIQUE,
  slot_id INTEGER NOT NULL REFERENCES museum_time_slot (id),
  -- Copied from the slot, so lists need no join and a day's bookings are one index range.
  visit_date INTEGER NOT NULL,
  start_time TEXT NOT NULL,
  end_time TEXT NOT NULL,
  contact_name TEXT NOT NULL,
  contact_mobile TEXT NOT NULL,
  -- word_card_type
  contact_id_type INTEGER NOT NULL,
  contact_id_number TEXT NOT NULL,
  person_count INTEGER NOT NULL,
  -- reserve_status: 1 booked, 2 cancelled, 3 checked, 4 expired
  status INTEGER NOT NULL,
  -- 1 online, 2 counter
  source INTEGER NOT NULL,
  cancel_reason TEXT,
  -- When its last ticket was checked.
  check_time INTEGER,
  -- system_users.id of the clerk (counter bookings); null for online ones.
  creator INTEGER,
  create_time INTEGER NOT NULL,
  update_time INTEGER NOT NULL
);
CREATE INDEX idx_museum_reserve_personal_day ON museum_reserve_personal (visit_date, id);
CREATE INDEX idx_museum_reserve_personal_status ON museum_reserve_personal (status, visit_date, id);
CREATE INDEX idx_museum_reserve_personal_mobile ON museum_reserve_personal (contact_mobile);
CREATE INDEX idx_museum_reserve_personal_contact_id
  ON museum_reserve_personal (contact_id_number, visit_date);

CREATE TABLE museum_ticket (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  ticket_no TEXT NOT NULL UNIQUE,
  -- reserve_type: 1 personal, 2 team, 3 activity
  reserve_type INTEGER NOT NULL,
  reservation_id INTEGER NOT NULL,
  reservation_no TEXT NOT NULL,
  slot_id INTEGER,
  visitor_name TEXT NOT NULL,
  id_type INTEGER NOT NULL,
  id_number TEXT NOT NULL,
  visit_date INTEGER NOT NULL,
  start_time TEXT NOT NULL,
  end_time TEXT NOT NULL,
  -- ticket_status: 0 unused, 1 used, 2 expired, 3 cancelled, 4 refunded
  status INTEGER NOT NULL DEFAULT 0,
  check_time INTEGER,
  check_user_id INTEGER,
  check_user_nickname TEXT,
  create_time INTEGER NOT NULL,
  update_time INTEGER NOT NULL
);
CREATE INDEX idx_museum_ticket_reservation ON museum_ticket (reserve_type, reservation_id);
CREATE INDEX idx_museum_ticket_id_number ON museum_ticket (id_number, visit_date);
CREATE INDEX idx_museum_ticket_day ON museum_ticket (visit_date, status);

-- Per-day counters behind reservation and ticket numbers (P20261127000123): one UPSERT hands out
-- the next value inside the booking's transaction.
CREATE TABLE museum_number_sequence (
  prefix TEXT NOT NULL,
  day TEXT NOT NULL,
  value INTEGER NOT NULL,
  PRIMARY KEY (prefix, day)
);
