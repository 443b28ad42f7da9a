-- Concession cards (优待证件): a visitor's card that entitles them to a concession at the gate
-- (docs/admin-api.md#museum-modules). One row per card; the card number is unique.
CREATE TABLE museum_card (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  holder_name TEXT NOT NULL,
  -- card_type (老年证, 学生证, …)
  card_type INTEGER NOT NULL,
  card_no TEXT NOT NULL UNIQUE,
  -- The holder's resident ID number, whole; lists and exports mask it.
  id_number TEXT NOT NULL,
  -- Local midnight of the first and the last valid day (epoch ms); valid_from <= valid_to.
  valid_from INTEGER NOT NULL,
  valid_to INTEGER NOT NULL,
  -- use_status
  status INTEGER NOT NULL,
  remark TEXT,
  create_time INTEGER NOT NULL,
  update_time INTEGER NOT NULL
);
CREATE INDEX idx_museum_card_id_number ON museum_card (id_number);
