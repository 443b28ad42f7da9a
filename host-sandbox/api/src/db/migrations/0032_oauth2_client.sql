-- OAuth 2.0 应用管理 (issue 19): the client columns the console edits, the scopes a token was
-- granted, tokens of the client credentials grant (no user behind them), and the count of wrong
-- client secrets (guesses are limited like passwords).

ALTER TABLE system_oauth2_client ADD COLUMN access_token_validity_seconds INTEGER NOT NULL DEFAULT 1800;
ALTER TABLE system_oauth2_client ADD COLUMN refresh_token_validity_seconds INTEGER NOT NULL DEFAULT 43200;
ALTER TABLE system_oauth2_client ADD COLUMN authorities TEXT NOT NULL DEFAULT '[]';
ALTER TABLE system_oauth2_client ADD COLUMN resource_ids TEXT NOT NULL DEFAULT '[]';
ALTER TABLE system_oauth2_client ADD COLUMN additional_information TEXT;
ALTER TABLE system_oauth2_client ADD COLUMN update_time INTEGER;

ALTER TABLE system_oauth2_access_token ADD COLUMN scopes TEXT NOT NULL DEFAULT '[]';
ALTER TABLE system_oauth2_refresh_token ADD COLUMN scopes TEXT NOT NULL DEFAULT '[]';

CREATE TABLE system_oauth2_client_token (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  access_token TEXT NOT NULL UNIQUE,
  client_id TEXT NOT NULL,
  scopes TEXT NOT NULL DEFAULT '[]',
  expires_time INTEGER NOT NULL,
  create_time INTEGER NOT NULL
);
CREATE INDEX idx_oauth2_client_token_expires ON system_oauth2_client_token (expires_time);

-- Same columns as system_login_failure; user_id holds the client row's id here.
CREATE TABLE system_oauth2_client_failure (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES system_oauth2_client (id) ON DELETE CASCADE,
  kind TEXT NOT NULL,
  settled INTEGER NOT NULL DEFAULT 1,
  create_time INTEGER NOT NULL
);
CREATE INDEX idx_oauth2_client_failure ON system_oauth2_client_failure (user_id, kind, create_time);

-- The built-in client staff sessions are issued under, for a database seeded before it existed
-- (a fresh database gets it from the seed, which runs after the migrations). Guarded like 0026.
INSERT INTO system_oauth2_client (client_id, secret, name, logo, description, status,
  redirect_uris, authorized_grant_types, scopes, auto_approve_scopes,
  access_token_validity_seconds, refresh_token_validity_seconds, authorities, resource_ids,
  additional_information, create_time)
SELECT 'default', 'admin123', '纪念馆管理后台', '/sandbox/assets/museum-portal-logo.svg',
  '管理后台的员工登录使用的系统内置客户端', 0,
  '["http://127.0.0.1:48080/","http://localhost:48080/"]',
  '["password","authorization_code","implicit","refresh_token"]',
  '["user.read","user.write"]', '[]', 1800, 2592000, '[]', '[]', NULL,
  CAST(strftime('%s', 'now') AS INTEGER) * 1000
WHERE EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at')
  AND NOT EXISTS (SELECT 1 FROM system_oauth2_client WHERE client_id = 'default');
