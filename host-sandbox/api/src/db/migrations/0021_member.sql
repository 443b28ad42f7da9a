-- Shop members (issue 18): the mini-program's buyers. They sign in on /app-api with tokens of
-- their own, kept apart from the staff's system_oauth2_* tables, so neither kind of token can
-- open the other's calls.

CREATE TABLE member_user (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  mobile TEXT NOT NULL UNIQUE,
  -- scrypt$N$salt$hash, never answered.
  password TEXT NOT NULL,
  nickname TEXT NOT NULL DEFAULT '',
  avatar TEXT NOT NULL DEFAULT '',
  -- CommonStatus: 0 enabled, 1 disabled.
  status INTEGER NOT NULL DEFAULT 0,
  register_ip TEXT NOT NULL DEFAULT '',
  create_time INTEGER NOT NULL,
  update_time INTEGER NOT NULL
);
CREATE INDEX idx_member_user_create_time ON member_user (create_time);

-- One row per member session. Only SHA-256 hashes of the tokens are stored: a copy of the
-- database opens no member's account.
CREATE TABLE member_token (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id INTEGER NOT NULL REFERENCES member_user (id) ON DELETE CASCADE,
  access_token_hash TEXT NOT NULL UNIQUE,
  refresh_token_hash TEXT NOT NULL UNIQUE,
  expires_time INTEGER NOT NULL,
  refresh_expires_time INTEGER NOT NULL,
  create_time INTEGER NOT NULL
);
CREATE INDEX idx_member_token_member ON member_token (member_id);
CREATE INDEX idx_member_token_refresh_expires ON member_token (refresh_expires_time);

-- Failed member password checks, the same shape as system_login_failure (whose user_id points
-- at staff users): auth/attempt-limiter.ts counts them per member.
CREATE TABLE member_login_failure (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES member_user (id) ON DELETE CASCADE,
  kind TEXT NOT NULL DEFAULT 'member-login',
  settled INTEGER NOT NULL DEFAULT 1,
  create_time INTEGER NOT NULL
);
CREATE INDEX idx_member_login_failure_user_kind ON member_login_failure (user_id, kind, create_time);
