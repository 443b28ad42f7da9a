-- 代码生成 and 数据源配置 (docs/codegen.md). The comments after each column are the generator's own
-- format (a table's on its CREATE TABLE line, a column's at the end of its line), so these tables can
-- be imported into the generator like any other.

CREATE TABLE infra_data_source_config ( -- 数据源配置表
  id INTEGER PRIMARY KEY AUTOINCREMENT, -- 主键编号
  name TEXT NOT NULL, -- 数据源名称
  url TEXT NOT NULL, -- 数据源连接
  username TEXT NOT NULL DEFAULT '', -- 用户名
  password TEXT NOT NULL DEFAULT '', -- 密码
  create_time INTEGER NOT NULL, -- 创建时间
  update_time INTEGER NOT NULL -- 更新时间
);

CREATE TABLE infra_codegen_table ( -- 代码生成表定义
  id INTEGER PRIMARY KEY AUTOINCREMENT, -- 编号
  data_source_config_id INTEGER NOT NULL, -- 数据源配置的编号
  scene INTEGER NOT NULL DEFAULT 1, -- 生成场景
  table_name TEXT NOT NULL, -- 表名称
  table_comment TEXT NOT NULL, -- 表描述
  remark TEXT, -- 备注
  module_name TEXT NOT NULL, -- 模块名
  business_name TEXT NOT NULL, -- 业务名
  class_name TEXT NOT NULL, -- 类名称
  class_comment TEXT NOT NULL, -- 类描述
  author TEXT NOT NULL, -- 作者
  template_type INTEGER NOT NULL DEFAULT 1, -- 模板类型
  front_type INTEGER NOT NULL DEFAULT 50, -- 前端类型
  parent_menu_id INTEGER, -- 父菜单编号
  create_time INTEGER NOT NULL, -- 创建时间
  update_time INTEGER NOT NULL -- 更新时间
);
-- A table is imported once per data source.
CREATE UNIQUE INDEX idx_infra_codegen_table_source_name ON infra_codegen_table (data_source_config_id, table_name);

CREATE TABLE infra_codegen_column ( -- 代码生成表字段定义
  id INTEGER PRIMARY KEY AUTOINCREMENT, -- 编号
  table_id INTEGER NOT NULL REFERENCES infra_codegen_table (id) ON DELETE CASCADE, -- 表编号
  column_name TEXT NOT NULL, -- 字段名
  data_type TEXT NOT NULL, -- 字段类型
  column_comment TEXT NOT NULL, -- 字段描述
  nullable INTEGER NOT NULL, -- 是否允许为空
  primary_key INTEGER NOT NULL, -- 是否主键
  auto_increment INTEGER NOT NULL, -- 是否自增
  ordinal_position INTEGER NOT NULL, -- 排序
  java_type TEXT NOT NULL, -- Java 属性类型
  java_field TEXT NOT NULL, -- Java 属性名
  dict_type TEXT NOT NULL DEFAULT '', -- 字典类型
  example TEXT NOT NULL DEFAULT '', -- 数据示例
  create_operation INTEGER NOT NULL, -- 是否为 Create 创建操作的字段
  update_operation INTEGER NOT NULL, -- 是否为 Update 更新操作的字段
  list_operation INTEGER NOT NULL, -- 是否为 List 查询操作的字段
  list_operation_condition TEXT NOT NULL, -- List 查询操作的条件类型
  list_operation_result INTEGER NOT NULL, -- 是否为 List 查询操作的返回字段
  html_type TEXT NOT NULL, -- 显示类型
  create_time INTEGER NOT NULL, -- 创建时间
  update_time INTEGER NOT NULL -- 更新时间
);
CREATE INDEX idx_infra_codegen_column_table ON infra_codegen_column (table_id, ordinal_position);

-- A database seeded before this migration gets the demo data source a fresh seed has (the SQLite file
-- itself is written when the sandbox starts, see codegen/demo-data-source.ts).
INSERT INTO infra_data_source_config (id, name, url, username, password, create_time, update_time)
SELECT 1, '文创演示库', 'codegen-demo.db', '', '', CAST(strftime('%s', 'now') AS INTEGER) * 1000, CAST(strftime('%s', 'now') AS INTEGER) * 1000
WHERE EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at')
  AND NOT EXISTS (SELECT 1 FROM infra_data_source_config WHERE id = 1);
