-- 文件配置: where uploads are stored (1 数据库, 10 本地磁盘, 11 FTP, 12 SFTP, 20 S3). `config` is the
-- storage's settings as JSON; exactly one row is the master (the one uploads go to): the partial
-- unique index refuses a second.
CREATE TABLE infra_file_config (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL,
  storage INTEGER NOT NULL,
  remark TEXT,
  master INTEGER NOT NULL DEFAULT 0,
  config TEXT NOT NULL,
  create_time INTEGER NOT NULL,
  update_time INTEGER NOT NULL
);
CREATE UNIQUE INDEX infra_file_config_one_master ON infra_file_config (master) WHERE master = 1;

-- 文件列表: every uploaded file, whatever its storage. The bytes stay in `content` only for the
-- database storage; a path is unique within its config (no longer across all files). Files
-- uploaded before this migration were all in the database storage, config 4.
CREATE TABLE infra_file_v2 (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  config_id INTEGER NOT NULL DEFAULT 4,
  name TEXT NOT NULL,
  path TEXT NOT NULL,
  type TEXT NOT NULL,
  size INTEGER NOT NULL,
  content BLOB,
  create_time INTEGER NOT NULL,
  UNIQUE (config_id, path)
);
INSERT INTO infra_file_v2 (id, config_id, name, path, type, size, content, create_time)
SELECT id, 4, name, path, type, size, content, create_time FROM infra_file;
DROP TABLE infra_file;
ALTER TABLE infra_file_v2 RENAME TO infra_file;
CREATE INDEX infra_file_path ON infra_file (path);
CREATE INDEX infra_file_create_time ON infra_file (create_time);

-- A database seeded before 文件配置 gets the seed's config: the database storage, id 4, master.
INSERT INTO infra_file_config (id, name, storage, remark, master, config, create_time, update_time)
SELECT 4, '数据库', 1, '文件存进沙箱自己的数据库', 1, '{"domain":""}',
  CAST(strftime('%s', 'now') AS INTEGER) * 1000, CAST(strftime('%s', 'now') AS INTEGER) * 1000
WHERE EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at')
  AND NOT EXISTS (SELECT 1 FROM infra_file_config WHERE id = 4);
