-- API 访问日志 and API 错误日志 (api-log/): one row per admin-api / app-api request, and one per
-- unexpected error (code 500). Times are epoch ms; create_time is when the row was made (the log
-- cleaner job deletes by it). user_id 0 is nobody signed in; user_type 1 会员, 2 管理员.
CREATE TABLE IF NOT EXISTS api_access_log (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  trace_id TEXT NOT NULL DEFAULT '',
  user_id INTEGER NOT NULL DEFAULT 0,
  user_type INTEGER NOT NULL DEFAULT 0,
  application_name TEXT NOT NULL DEFAULT '',
  request_method TEXT NOT NULL DEFAULT '',
  request_url TEXT NOT NULL DEFAULT '',
  request_params TEXT NOT NULL DEFAULT '',
  user_ip TEXT NOT NULL DEFAULT '',
  user_agent TEXT NOT NULL DEFAULT '',
  begin_time INTEGER NOT NULL,
  end_time INTEGER NOT NULL,
  duration INTEGER NOT NULL,
  result_code INTEGER NOT NULL DEFAULT 0,
  result_msg TEXT NOT NULL DEFAULT '',
  create_time INTEGER NOT NULL
);
-- Each page filter seeks its own index and reads it in id order (newest first), so a page and its
-- count over a million rows stay in the index; the time index also serves the cleaner.
CREATE INDEX IF NOT EXISTS idx_api_access_log_create_time ON api_access_log (create_time);
CREATE INDEX IF NOT EXISTS idx_api_access_log_begin_time ON api_access_log (begin_time);
CREATE INDEX IF NOT EXISTS idx_api_access_log_user ON api_access_log (user_id, id);
CREATE INDEX IF NOT EXISTS idx_api_access_log_user_type ON api_access_log (user_type, result_code, id);
CREATE INDEX IF NOT EXISTS idx_api_access_log_application ON api_access_log (application_name, id);
CREATE INDEX IF NOT EXISTS idx_api_access_log_url ON api_access_log (request_url, id);
CREATE INDEX IF NOT EXISTS idx_api_access_log_code ON api_access_log (result_code, id);
CREATE INDEX IF NOT EXISTS idx_api_access_log_duration ON api_access_log (duration);

CREATE TABLE IF NOT EXISTS api_error_log (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  trace_id TEXT NOT NULL DEFAULT '',
  user_id INTEGER NOT NULL DEFAULT 0,
  user_type INTEGER NOT NULL DEFAULT 0,
  application_name TEXT NOT NULL DEFAULT '',
  request_method TEXT NOT NULL DEFAULT '',
  request_url TEXT NOT NULL DEFAULT '',
  request_params TEXT NOT NULL DEFAULT '',
  user_ip TEXT NOT NULL DEFAULT '',
  user_agent TEXT NOT NULL DEFAULT '',
  exception_time INTEGER NOT NULL,
  exception_name TEXT NOT NULL DEFAULT '',
  exception_message TEXT NOT NULL DEFAULT '',
  exception_root_cause_message TEXT NOT NULL DEFAULT '',
  exception_stack_trace TEXT NOT NULL DEFAULT '',
  exception_class_name TEXT NOT NULL DEFAULT '',
  exception_file_name TEXT NOT NULL DEFAULT '',
  exception_method_name TEXT NOT NULL DEFAULT '',
  exception_line_number INTEGER NOT NULL DEFAULT 0,
  process_status INTEGER NOT NULL DEFAULT 0,
  process_time INTEGER,
  process_user_id INTEGER,
  create_time INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS idx_api_error_log_create_time ON api_error_log (create_time);
CREATE INDEX IF NOT EXISTS idx_api_error_log_exception_time ON api_error_log (exception_time);
CREATE INDEX IF NOT EXISTS idx_api_error_log_status ON api_error_log (process_status, id);
CREATE INDEX IF NOT EXISTS idx_api_error_log_user ON api_error_log (user_id, id);
CREATE INDEX IF NOT EXISTS idx_api_error_log_url ON api_error_log (request_url, id);
