-- Auth hardening: wrong SMS code tries per code, per-IP SMS send limit, failed password checks of
-- several kinds (login, change of own password), and indexes for the periodic purge of dead rows.
ALTER TABLE system_sms_code ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0;
CREATE INDEX idx_sms_code_ip ON system_sms_code (create_ip, create_time);
CREATE INDEX idx_sms_code_time ON system_sms_code (create_time);

ALTER TABLE system_login_failure ADD COLUMN kind TEXT NOT NULL DEFAULT 'login';
-- 0 while the password check it reserves is still running, 1 once it failed.
ALTER TABLE system_login_failure ADD COLUMN settled INTEGER NOT NULL DEFAULT 1;
DROP INDEX idx_login_failure_user;
CREATE INDEX idx_login_failure_user_kind ON system_login_failure (user_id, kind, create_time);
CREATE INDEX idx_login_failure_time ON system_login_failure (create_time);

CREATE INDEX idx_access_token_expires ON system_oauth2_access_token (expires_time);
CREATE INDEX idx_refresh_token_expires ON system_oauth2_refresh_token (expires_time);
CREATE INDEX idx_refresh_token_user ON system_oauth2_refresh_token (user_id);

-- An SSO token remembers when the portal session it was issued from ends: the console session it
-- buys must not outlive it (a stolen short-lived access token must not mint a 30-day session).
ALTER TABLE sandbox_sso_token ADD COLUMN session_expires_time INTEGER;
