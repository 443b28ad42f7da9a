-- Sessions (opaque tokens), login lockout, SMS codes, social bindings, SSO and OAuth2 clients.
CREATE TABLE system_oauth2_client (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  client_id TEXT NOT NULL UNIQUE,
  secret TEXT NOT NULL,
  name TEXT NOT NULL,
  logo TEXT NOT NULL DEFAULT '',
  description TEXT,
  status INTEGER NOT NULL DEFAULT 0,
  redirect_uris TEXT NOT NULL DEFAULT '[]',
  authorized_grant_types TEXT NOT NULL DEFAULT '[]',
  scopes TEXT NOT NULL DEFAULT '[]',
  auto_approve_scopes TEXT NOT NULL DEFAULT '[]',
  create_time INTEGER NOT NULL
);

CREATE TABLE system_oauth2_refresh_token (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  refresh_token TEXT NOT NULL UNIQUE,
  user_id INTEGER NOT NULL REFERENCES system_users (id) ON DELETE CASCADE,
  client_id TEXT NOT NULL,
  expires_time INTEGER NOT NULL,
  create_time INTEGER NOT NULL
);

CREATE TABLE system_oauth2_access_token (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  access_token TEXT NOT NULL UNIQUE,
  refresh_token TEXT NOT NULL,
  user_id INTEGER NOT NULL REFERENCES system_users (id) ON DELETE CASCADE,
  client_id TEXT NOT NULL,
  expires_time INTEGER NOT NULL,
  create_time INTEGER NOT NULL
);
CREATE INDEX idx_access_token_refresh ON system_oauth2_access_token (refresh_token);
CREATE INDEX idx_access_token_user ON system_oauth2_access_token (user_id);

CREATE TABLE system_oauth2_approve (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES system_users (id) ON DELETE CASCADE,
  client_id TEXT NOT NULL,
  scope TEXT NOT NULL,
  approved INTEGER NOT NULL,
  expires_time INTEGER NOT NULL,
  UNIQUE (user_id, client_id, scope)
);

CREATE TABLE system_oauth2_code (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  code TEXT NOT NULL UNIQUE,
  user_id INTEGER NOT NULL REFERENCES system_users (id) ON DELETE CASCADE,
  client_id TEXT NOT NULL,
  scopes TEXT NOT NULL,
  redirect_uri TEXT NOT NULL,
  state TEXT NOT NULL DEFAULT '',
  expires_time INTEGER NOT NULL,
  create_time INTEGER NOT NULL
);

CREATE TABLE system_login_failure (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES system_users (id) ON DELETE CASCADE,
  create_time INTEGER NOT NULL
);
CREATE INDEX idx_login_failure_user ON system_login_failure (user_id, create_time);

CREATE TABLE system_sms_code (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  mobile TEXT NOT NULL,
  code TEXT NOT NULL,
  scene INTEGER NOT NULL,
  create_ip TEXT,
  used INTEGER NOT NULL DEFAULT 0,
  used_time INTEGER,
  create_time INTEGER NOT NULL
);
CREATE INDEX idx_sms_code_mobile ON system_sms_code (mobile, scene, id);

CREATE TABLE system_social_user_bind (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES system_users (id) ON DELETE CASCADE,
  social_type INTEGER NOT NULL,
  openid TEXT NOT NULL,
  create_time INTEGER NOT NULL,
  UNIQUE (social_type, openid)
);

-- The sandbox's own social provider and SSO issuer (stand-ins for Gitee and the host portal).
CREATE TABLE sandbox_social_state (
  state TEXT PRIMARY KEY,
  social_type INTEGER NOT NULL,
  redirect_uri TEXT NOT NULL,
  create_time INTEGER NOT NULL
);

CREATE TABLE sandbox_social_code (
  code TEXT PRIMARY KEY,
  social_type INTEGER NOT NULL,
  openid TEXT NOT NULL,
  state TEXT NOT NULL,
  used_time INTEGER,
  create_time INTEGER NOT NULL
);

CREATE TABLE sandbox_sso_token (
  token TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES system_users (id) ON DELETE CASCADE,
  expires_time INTEGER NOT NULL,
  used_time INTEGER,
  create_time INTEGER NOT NULL
);
