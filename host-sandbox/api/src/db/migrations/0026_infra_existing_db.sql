-- Infrastructure (issue 19) for a database seeded before it: what a fresh seed now writes into tables
-- that existed already. Guarded like 0023: only on a database already seeded (a fresh one gets the
-- same rows from the seed, which runs after the migrations), and only where the old value is still
-- there, so a second run changes nothing.

-- 定时任务日志状态 takes the run log's own numbers: 0 运行中, 1 成功, 2 失败 (was 1, 2, 3).
-- Renumbered from the lowest value up so no two rows ever share a value.
UPDATE system_dict_data SET value = '0'
WHERE dict_type = 'infra_job_log_status' AND value = '1' AND label = '运行中' AND EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at');
UPDATE system_dict_data SET value = '1'
WHERE dict_type = 'infra_job_log_status' AND value = '2' AND label = '成功' AND EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at');
UPDATE system_dict_data SET value = '2'
WHERE dict_type = 'infra_job_log_status' AND value = '3' AND label = '失败' AND EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at');

-- The code generator's front type: this product's own stack.
INSERT INTO system_dict_data (sort, label, value, dict_type, status, color_type, css_class, remark, create_time, update_time)
SELECT 5, 'React MUI 标准模版', '50', 'infra_codegen_front_type', 0, 'primary', '', NULL, CAST(strftime('%s', 'now') AS INTEGER) * 1000, CAST(strftime('%s', 'now') AS INTEGER) * 1000
WHERE EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at') AND NOT EXISTS (SELECT 1 FROM system_dict_data WHERE dict_type = 'infra_codegen_front_type' AND value = '50');

-- 系统接口 and 表单构建 become visible, each with its page permission.
UPDATE system_menu SET visible = 1, permission = 'infra:swagger:list'
WHERE id = 116 AND permission = '' AND EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at');
UPDATE system_menu SET visible = 1, permission = 'infra:build:list'
WHERE id = 114 AND permission = '' AND EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at');

-- Uploading has its own permission (文件上传), no longer 文件新增.
UPDATE system_menu SET permission = 'infra:file:upload', name = '文件上传'
WHERE id = 1247 AND permission = 'infra:file:create' AND EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at');

-- Pages whose content changes by the minute are not kept alive in a tab.
UPDATE system_menu SET keep_alive = 0 WHERE id IN (2153, 1084, 1085, 113) AND keep_alive = 1 AND EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at');

-- The buttons of 定时任务, 代码生成, 数据源配置, 文件配置, API 日志, Redis 监控, 短信管理 and 应用管理.
INSERT INTO system_menu (id, name, permission, type, sort, parent_id, path, icon, component,
  component_name, status, visible, keep_alive, always_show, create_time)
SELECT 4400, '定时任务查询', 'infra:job:query', 3, 1, 110, '', '',
  NULL, NULL, 0, 1, 1, 1, CAST(strftime('%s', 'now') AS INTEGER) * 1000
WHERE EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at')
  AND EXISTS (SELECT 1 FROM system_menu WHERE id = 110)
  AND NOT EXISTS (SELECT 1 FROM system_menu WHERE id = 4400);
INSERT INTO system_menu (id, name, permission, type, sort, parent_id, path, icon, component,
  component_name, status, visible, keep_alive, always_show, create_time)
SELECT 4401, '定时任务新增', 'infra:job:create', 3, 2, 110, '', '',
  NULL, NULL, 0, 1, 1, 1, CAST(strftime('%s', 'now') AS INTEGER) * 1000
WHERE EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at')
  AND EXISTS (SELECT 1 FROM system_menu WHERE id = 110)
  AND NOT EXISTS (SELECT 1 FROM system_menu WHERE id = 4401);
INSERT INTO system_menu (id, name, permission, type, sort, parent_id, path, icon, component,
  component_name, status, visible, keep_alive, always_show, create_time)
SELECT 4402, '定时任务修改', 'infra:job:update', 3, 3, 110, '', '',
  NULL, NULL, 0, 1, 1, 1, CAST(strftime('%s', 'now') AS INTEGER) * 1000
WHERE EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at')
  AND EXISTS (SELECT 1 FROM system_menu WHERE id = 110)
  AND NOT EXISTS (SELECT 1 FROM system_menu WHERE id = 4402);
INSERT INTO system_menu (id, name, permission, type, sort, parent_id, path, icon, component,
  component_name, status, visible, keep_alive, always_show, create_time)
SELECT 4403, '定时任务删除', 'infra:job:delete', 3, 4, 110, '', '',
  NULL, NULL, 0, 1, 1, 1, CAST(strftime('%s', 'now') AS INTEGER) * 1000
WHERE EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at')
  AND EXISTS (SELECT 1 FROM system_menu WHERE id = 110)
  AND NOT EXISTS (SELECT 1 FROM system_menu WHERE id = 4403);
INSERT INTO system_menu (id, name, permission, type, sort, parent_id, path, icon, component,
  component_name, status, visible, keep_alive, always_show, create_time)
SELECT 4404, '定时任务触发', 'infra:job:trigger', 3, 5, 110, '', '',
  NULL, NULL, 0, 1, 1, 1, CAST(strftime('%s', 'now') AS INTEGER) * 1000
WHERE EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at')
  AND EXISTS (SELECT 1 FROM system_menu WHERE id = 110)
  AND NOT EXISTS (SELECT 1 FROM system_menu WHERE id = 4404);
INSERT INTO system_menu (id, name, permission, type, sort, parent_id, path, icon, component,
  component_name, status, visible, keep_alive, always_show, create_time)
SELECT 4405, '定时任务导出', 'infra:job:export', 3, 6, 110, '', '',
  NULL, NULL, 0, 1, 1, 1, CAST(strftime('%s', 'now') AS INTEGER) * 1000
WHERE EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at')
  AND EXISTS (SELECT 1 FROM system_menu WHERE id = 110)
  AND NOT EXISTS (SELECT 1 FROM system_menu WHERE id = 4405);
INSERT INTO system_menu (id, name, permission, type, sort, parent_id, path, icon, component,
  component_name, status, visible, keep_alive, always_show, create_time)
SELECT 4410, '代码生成查询', 'infra:codegen:query', 3, 1, 115, '', '',
  NULL, NULL, 0, 1, 1, 1, CAST(strftime('%s', 'now') AS INTEGER) * 1000
WHERE EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at')
  AND EXISTS (SELECT 1 FROM system_menu WHERE id = 115)
  AND NOT EXISTS (SELECT 1 FROM system_menu WHERE id = 4410);
INSERT INTO system_menu (id, name, permission, type, sort, parent_id, path, icon, component,
  component_name, status, visible, keep_alive, always_show, create_time)
SELECT 4411, '代码生成新增', 'infra:codegen:create', 3, 2, 115, '', '',
  NULL, NULL, 0, 1, 1, 1, CAST(strftime('%s', 'now') AS INTEGER) * 1000
WHERE EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at')
  AND EXISTS (SELECT 1 FROM system_menu WHERE id = 115)
  AND NOT EXISTS (SELECT 1 FROM system_menu WHERE id = 4411);
INSERT INTO system_menu (id, name, permission, type, sort, parent_id, path, icon, component,
  component_name, status, visible, keep_alive, always_show, create_time)
SELECT 4412, '代码生成修改', 'infra:codegen:update', 3, 3, 115, '', '',
  NULL, NULL, 0, 1, 1, 1, CAST(strftime('%s', 'now') AS INTEGER) * 1000
WHERE EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at')
  AND EXISTS (SELECT 1 FROM system_menu WHERE id = 115)
  AND NOT EXISTS (SELECT 1 FROM system_menu WHERE id = 4412);
INSERT INTO system_menu (id, name, permission, type, sort, parent_id, path, icon, component,
  component_name, status, visible, keep_alive, always_show, create_time)
SELECT 4413, '代码生成删除', 'infra:codegen:delete', 3, 4, 115, '', '',
  NULL, NULL, 0, 1, 1, 1, CAST(strftime('%s', 'now') AS INTEGER) * 1000
WHERE EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at')
  AND EXISTS (SELECT 1 FROM system_menu WHERE id = 115)
  AND NOT EXISTS (SELECT 1 FROM system_menu WHERE id = 4413);
INSERT INTO system_menu (id, name, permission, type, sort, parent_id, path, icon, component,
  component_name, status, visible, keep_alive, always_show, create_time)
SELECT 4414, '代码生成预览', 'infra:codegen:preview', 3, 5, 115, '', '',
  NULL, NULL, 0, 1, 1, 1, CAST(strftime('%s', 'now') AS INTEGER) * 1000
WHERE EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at')
  AND EXISTS (SELECT 1 FROM system_menu WHERE id = 115)
  AND NOT EXISTS (SELECT 1 FROM system_menu WHERE id = 4414);
INSERT INTO system_menu (id, name, permission, type, sort, parent_id, path, icon, component,
  component_name, status, visible, keep_alive, always_show, create_time)
SELECT 4415, '代码生成生成代码', 'infra:codegen:download', 3, 6, 115, '', '',
  NULL, NULL, 0, 1, 1, 1, CAST(strftime('%s', 'now') AS INTEGER) * 1000
WHERE EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at')
  AND EXISTS (SELECT 1 FROM system_menu WHERE id = 115)
  AND NOT EXISTS (SELECT 1 FROM system_menu WHERE id = 4415);
INSERT INTO system_menu (id, name, permission, type, sort, parent_id, path, icon, component,
  component_name, status, visible, keep_alive, always_show, create_time)
SELECT 4420, '数据源配置查询', 'infra:data-source-config:query', 3, 1, 1087, '', '',
  NULL, NULL, 0, 1, 1, 1, CAST(strftime('%s', 'now') AS INTEGER) * 1000
WHERE EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at')
  AND EXISTS (SELECT 1 FROM system_menu WHERE id = 1087)
  AND NOT EXISTS (SELECT 1 FROM system_menu WHERE id = 4420);
INSERT INTO system_menu (id, name, permission, type, sort, parent_id, path, icon, component,
  component_name, status, visible, keep_alive, always_show, create_time)
SELECT 4421, '数据源配置新增', 'infra:data-source-config:create', 3, 2, 1087, '', '',
  NULL, NULL, 0, 1, 1, 1, CAST(strftime('%s', 'now') AS INTEGER) * 1000
WHERE EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at')
  AND EXISTS (SELECT 1 FROM system_menu WHERE id = 1087)
  AND NOT EXISTS (SELECT 1 FROM system_menu WHERE id = 4421);
INSERT INTO system_menu (id, name, permission, type, sort, parent_id, path, icon, component,
  component_name, status, visible, keep_alive, always_show, create_time)
SELECT 4422, '数据源配置修改', 'infra:data-source-config:update', 3, 3, 1087, '', '',
  NULL, NULL, 0, 1, 1, 1, CAST(strftime('%s', 'now') AS INTEGER) * 1000
WHERE EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at')
  AND EXISTS (SELECT 1 FROM system_menu WHERE id = 1087)
  AND NOT EXISTS (SELECT 1 FROM system_menu WHERE id = 4422);
INSERT INTO system_menu (id, name, permission, type, sort, parent_id, path, icon, component,
  component_name, status, visible, keep_alive, always_show, create_time)
SELECT 4423, '数据源配置删除', 'infra:data-source-config:delete', 3, 4, 1087, '', '',
  NULL, NULL, 0, 1, 1, 1, CAST(strftime('%s', 'now') AS INTEGER) * 1000
WHERE EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at')
  AND EXISTS (SELECT 1 FROM system_menu WHERE id = 1087)
  AND NOT EXISTS (SELECT 1 FROM system_menu WHERE id = 4423);
INSERT INTO system_menu (id, name, permission, type, sort, parent_id, path, icon, component,
  component_name, status, visible, keep_alive, always_show, create_time)
SELECT 4425, '文件配置查询', 'infra:file-config:query', 3, 1, 1244, '', '',
  NULL, NULL, 0, 1, 1, 1, CAST(strftime('%s', 'now') AS INTEGER) * 1000
WHERE EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at')
  AND EXISTS (SELECT 1 FROM system_menu WHERE id = 1244)
  AND NOT EXISTS (SELECT 1 FROM system_menu WHERE id = 4425);
INSERT INTO system_menu (id, name, permission, type, sort, parent_id, path, icon, component,
  component_name, status, visible, keep_alive, always_show, create_time)
SELECT 4426, '文件配置新增', 'infra:file-config:create', 3, 2, 1244, '', '',
  NULL, NULL, 0, 1, 1, 1, CAST(strftime('%s', 'now') AS INTEGER) * 1000
WHERE EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at')
  AND EXISTS (SELECT 1 FROM system_menu WHERE id = 1244)
  AND NOT EXISTS (SELECT 1 FROM system_menu WHERE id = 4426);
INSERT INTO system_menu (id, name, permission, type, sort, parent_id, path, icon, component,
  component_name, status, visible, keep_alive, always_show, create_time)
SELECT 4427, '文件配置修改', 'infra:file-config:update', 3, 3, 1244, '', '',
  NULL, NULL, 0, 1, 1, 1, CAST(strftime('%s', 'now') AS INTEGER) * 1000
WHERE EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at')
  AND EXISTS (SELECT 1 FROM system_menu WHERE id = 1244)
  AND NOT EXISTS (SELECT 1 FROM system_menu WHERE id = 4427);
INSERT INTO system_menu (id, name, permission, type, sort, parent_id, path, icon, component,
  component_name, status, visible, keep_alive, always_show, create_time)
SELECT 4428, '文件配置删除', 'infra:file-config:delete', 3, 4, 1244, '', '',
  NULL, NULL, 0, 1, 1, 1, CAST(strftime('%s', 'now') AS INTEGER) * 1000
WHERE EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at')
  AND EXISTS (SELECT 1 FROM system_menu WHERE id = 1244)
  AND NOT EXISTS (SELECT 1 FROM system_menu WHERE id = 4428);
INSERT INTO system_menu (id, name, permission, type, sort, parent_id, path, icon, component,
  component_name, status, visible, keep_alive, always_show, create_time)
SELECT 4430, 'API 访问日志查询', 'infra:api-access-log:query', 3, 1, 1084, '', '',
  NULL, NULL, 0, 1, 1, 1, CAST(strftime('%s', 'now') AS INTEGER) * 1000
WHERE EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at')
  AND EXISTS (SELECT 1 FROM system_menu WHERE id = 1084)
  AND NOT EXISTS (SELECT 1 FROM system_menu WHERE id = 4430);
INSERT INTO system_menu (id, name, permission, type, sort, parent_id, path, icon, component,
  component_name, status, visible, keep_alive, always_show, create_time)
SELECT 4431, 'API 访问日志导出', 'infra:api-access-log:export', 3, 2, 1084, '', '',
  NULL, NULL, 0, 1, 1, 1, CAST(strftime('%s', 'now') AS INTEGER) * 1000
WHERE EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at')
  AND EXISTS (SELECT 1 FROM system_menu WHERE id = 1084)
  AND NOT EXISTS (SELECT 1 FROM system_menu WHERE id = 4431);
INSERT INTO system_menu (id, name, permission, type, sort, parent_id, path, icon, component,
  component_name, status, visible, keep_alive, always_show, create_time)
SELECT 4432, 'API 错误日志查询', 'infra:api-error-log:query', 3, 1, 1085, '', '',
  NULL, NULL, 0, 1, 1, 1, CAST(strftime('%s', 'now') AS INTEGER) * 1000
WHERE EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at')
  AND EXISTS (SELECT 1 FROM system_menu WHERE id = 1085)
  AND NOT EXISTS (SELECT 1 FROM system_menu WHERE id = 4432);
INSERT INTO system_menu (id, name, permission, type, sort, parent_id, path, icon, component,
  component_name, status, visible, keep_alive, always_show, create_time)
SELECT 4433, 'API 错误日志导出', 'infra:api-error-log:export', 3, 2, 1085, '', '',
  NULL, NULL, 0, 1, 1, 1, CAST(strftime('%s', 'now') AS INTEGER) * 1000
WHERE EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at')
  AND EXISTS (SELECT 1 FROM system_menu WHERE id = 1085)
  AND NOT EXISTS (SELECT 1 FROM system_menu WHERE id = 4433);
INSERT INTO system_menu (id, name, permission, type, sort, parent_id, path, icon, component,
  component_name, status, visible, keep_alive, always_show, create_time)
SELECT 4434, 'API 错误日志处理', 'infra:api-error-log:update-status', 3, 3, 1085, '', '',
  NULL, NULL, 0, 1, 1, 1, CAST(strftime('%s', 'now') AS INTEGER) * 1000
WHERE EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at')
  AND EXISTS (SELECT 1 FROM system_menu WHERE id = 1085)
  AND NOT EXISTS (SELECT 1 FROM system_menu WHERE id = 4434);
INSERT INTO system_menu (id, name, permission, type, sort, parent_id, path, icon, component,
  component_name, status, visible, keep_alive, always_show, create_time)
SELECT 4435, 'Redis 监控查询', 'infra:redis:get-monitor-info', 3, 1, 113, '', '',
  NULL, NULL, 0, 1, 1, 1, CAST(strftime('%s', 'now') AS INTEGER) * 1000
WHERE EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at')
  AND EXISTS (SELECT 1 FROM system_menu WHERE id = 113)
  AND NOT EXISTS (SELECT 1 FROM system_menu WHERE id = 4435);
INSERT INTO system_menu (id, name, permission, type, sort, parent_id, path, icon, component,
  component_name, status, visible, keep_alive, always_show, create_time)
SELECT 4460, '短信渠道查询', 'system:sms-channel:query', 3, 1, 2151, '', '',
  NULL, NULL, 0, 1, 1, 1, CAST(strftime('%s', 'now') AS INTEGER) * 1000
WHERE EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at')
  AND EXISTS (SELECT 1 FROM system_menu WHERE id = 2151)
  AND NOT EXISTS (SELECT 1 FROM system_menu WHERE id = 4460);
INSERT INTO system_menu (id, name, permission, type, sort, parent_id, path, icon, component,
  component_name, status, visible, keep_alive, always_show, create_time)
SELECT 4461, '短信渠道新增', 'system:sms-channel:create', 3, 2, 2151, '', '',
  NULL, NULL, 0, 1, 1, 1, CAST(strftime('%s', 'now') AS INTEGER) * 1000
WHERE EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at')
  AND EXISTS (SELECT 1 FROM system_menu WHERE id = 2151)
  AND NOT EXISTS (SELECT 1 FROM system_menu WHERE id = 4461);
INSERT INTO system_menu (id, name, permission, type, sort, parent_id, path, icon, component,
  component_name, status, visible, keep_alive, always_show, create_time)
SELECT 4462, '短信渠道修改', 'system:sms-channel:update', 3, 3, 2151, '', '',
  NULL, NULL, 0, 1, 1, 1, CAST(strftime('%s', 'now') AS INTEGER) * 1000
WHERE EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at')
  AND EXISTS (SELECT 1 FROM system_menu WHERE id = 2151)
  AND NOT EXISTS (SELECT 1 FROM system_menu WHERE id = 4462);
INSERT INTO system_menu (id, name, permission, type, sort, parent_id, path, icon, component,
  component_name, status, visible, keep_alive, always_show, create_time)
SELECT 4463, '短信渠道删除', 'system:sms-channel:delete', 3, 4, 2151, '', '',
  NULL, NULL, 0, 1, 1, 1, CAST(strftime('%s', 'now') AS INTEGER) * 1000
WHERE EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at')
  AND EXISTS (SELECT 1 FROM system_menu WHERE id = 2151)
  AND NOT EXISTS (SELECT 1 FROM system_menu WHERE id = 4463);
INSERT INTO system_menu (id, name, permission, type, sort, parent_id, path, icon, component,
  component_name, status, visible, keep_alive, always_show, create_time)
SELECT 4465, '短信模板查询', 'system:sms-template:query', 3, 1, 2152, '', '',
  NULL, NULL, 0, 1, 1, 1, CAST(strftime('%s', 'now') AS INTEGER) * 1000
WHERE EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at')
  AND EXISTS (SELECT 1 FROM system_menu WHERE id = 2152)
  AND NOT EXISTS (SELECT 1 FROM system_menu WHERE id = 4465);
INSERT INTO system_menu (id, name, permission, type, sort, parent_id, path, icon, component,
  component_name, status, visible, keep_alive, always_show, create_time)
SELECT 4466, '短信模板新增', 'system:sms-template:create', 3, 2, 2152, '', '',
  NULL, NULL, 0, 1, 1, 1, CAST(strftime('%s', 'now') AS INTEGER) * 1000
WHERE EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at')
  AND EXISTS (SELECT 1 FROM system_menu WHERE id = 2152)
  AND NOT EXISTS (SELECT 1 FROM system_menu WHERE id = 4466);
INSERT INTO system_menu (id, name, permission, type, sort, parent_id, path, icon, component,
  component_name, status, visible, keep_alive, always_show, create_time)
SELECT 4467, '短信模板修改', 'system:sms-template:update', 3, 3, 2152, '', '',
  NULL, NULL, 0, 1, 1, 1, CAST(strftime('%s', 'now') AS INTEGER) * 1000
WHERE EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at')
  AND EXISTS (SELECT 1 FROM system_menu WHERE id = 2152)
  AND NOT EXISTS (SELECT 1 FROM system_menu WHERE id = 4467);
INSERT INTO system_menu (id, name, permission, type, sort, parent_id, path, icon, component,
  component_name, status, visible, keep_alive, always_show, create_time)
SELECT 4468, '短信模板删除', 'system:sms-template:delete', 3, 4, 2152, '', '',
  NULL, NULL, 0, 1, 1, 1, CAST(strftime('%s', 'now') AS INTEGER) * 1000
WHERE EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at')
  AND EXISTS (SELECT 1 FROM system_menu WHERE id = 2152)
  AND NOT EXISTS (SELECT 1 FROM system_menu WHERE id = 4468);
INSERT INTO system_menu (id, name, permission, type, sort, parent_id, path, icon, component,
  component_name, status, visible, keep_alive, always_show, create_time)
SELECT 4469, '短信模板导出', 'system:sms-template:export', 3, 5, 2152, '', '',
  NULL, NULL, 0, 1, 1, 1, CAST(strftime('%s', 'now') AS INTEGER) * 1000
WHERE EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at')
  AND EXISTS (SELECT 1 FROM system_menu WHERE id = 2152)
  AND NOT EXISTS (SELECT 1 FROM system_menu WHERE id = 4469);
INSERT INTO system_menu (id, name, permission, type, sort, parent_id, path, icon, component,
  component_name, status, visible, keep_alive, always_show, create_time)
SELECT 4470, '短信模板发送', 'system:sms-template:send-sms', 3, 6, 2152, '', '',
  NULL, NULL, 0, 1, 1, 1, CAST(strftime('%s', 'now') AS INTEGER) * 1000
WHERE EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at')
  AND EXISTS (SELECT 1 FROM system_menu WHERE id = 2152)
  AND NOT EXISTS (SELECT 1 FROM system_menu WHERE id = 4470);
INSERT INTO system_menu (id, name, permission, type, sort, parent_id, path, icon, component,
  component_name, status, visible, keep_alive, always_show, create_time)
SELECT 4472, '短信日志查询', 'system:sms-log:query', 3, 1, 2153, '', '',
  NULL, NULL, 0, 1, 1, 1, CAST(strftime('%s', 'now') AS INTEGER) * 1000
WHERE EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at')
  AND EXISTS (SELECT 1 FROM system_menu WHERE id = 2153)
  AND NOT EXISTS (SELECT 1 FROM system_menu WHERE id = 4472);
INSERT INTO system_menu (id, name, permission, type, sort, parent_id, path, icon, component,
  component_name, status, visible, keep_alive, always_show, create_time)
SELECT 4473, '短信日志导出', 'system:sms-log:export', 3, 2, 2153, '', '',
  NULL, NULL, 0, 1, 1, 1, CAST(strftime('%s', 'now') AS INTEGER) * 1000
WHERE EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at')
  AND EXISTS (SELECT 1 FROM system_menu WHERE id = 2153)
  AND NOT EXISTS (SELECT 1 FROM system_menu WHERE id = 4473);
INSERT INTO system_menu (id, name, permission, type, sort, parent_id, path, icon, component,
  component_name, status, visible, keep_alive, always_show, create_time)
SELECT 4475, '客户端查询', 'system:oauth2-client:query', 3, 1, 1263, '', '',
  NULL, NULL, 0, 1, 1, 1, CAST(strftime('%s', 'now') AS INTEGER) * 1000
WHERE EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at')
  AND EXISTS (SELECT 1 FROM system_menu WHERE id = 1263)
  AND NOT EXISTS (SELECT 1 FROM system_menu WHERE id = 4475);
INSERT INTO system_menu (id, name, permission, type, sort, parent_id, path, icon, component,
  component_name, status, visible, keep_alive, always_show, create_time)
SELECT 4476, '客户端新增', 'system:oauth2-client:create', 3, 2, 1263, '', '',
  NULL, NULL, 0, 1, 1, 1, CAST(strftime('%s', 'now') AS INTEGER) * 1000
WHERE EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at')
  AND EXISTS (SELECT 1 FROM system_menu WHERE id = 1263)
  AND NOT EXISTS (SELECT 1 FROM system_menu WHERE id = 4476);
INSERT INTO system_menu (id, name, permission, type, sort, parent_id, path, icon, component,
  component_name, status, visible, keep_alive, always_show, create_time)
SELECT 4477, '客户端修改', 'system:oauth2-client:update', 3, 3, 1263, '', '',
  NULL, NULL, 0, 1, 1, 1, CAST(strftime('%s', 'now') AS INTEGER) * 1000
WHERE EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at')
  AND EXISTS (SELECT 1 FROM system_menu WHERE id = 1263)
  AND NOT EXISTS (SELECT 1 FROM system_menu WHERE id = 4477);
INSERT INTO system_menu (id, name, permission, type, sort, parent_id, path, icon, component,
  component_name, status, visible, keep_alive, always_show, create_time)
SELECT 4478, '客户端删除', 'system:oauth2-client:delete', 3, 4, 1263, '', '',
  NULL, NULL, 0, 1, 1, 1, CAST(strftime('%s', 'now') AS INTEGER) * 1000
WHERE EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at')
  AND EXISTS (SELECT 1 FROM system_menu WHERE id = 1263)
  AND NOT EXISTS (SELECT 1 FROM system_menu WHERE id = 4478);

-- Each new button goes to the roles that already hold its page.
INSERT INTO system_role_menu (role_id, menu_id)
SELECT rm.role_id, 4400 FROM system_role_menu rm
WHERE rm.menu_id = 110 AND EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at')
  AND EXISTS (SELECT 1 FROM system_menu WHERE id = 4400)
  AND NOT EXISTS (SELECT 1 FROM system_role_menu x WHERE x.role_id = rm.role_id AND x.menu_id = 4400);
INSERT INTO system_role_menu (role_id, menu_id)
SELECT rm.role_id, 4401 FROM system_role_menu rm
WHERE rm.menu_id = 110 AND EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at')
  AND EXISTS (SELECT 1 FROM system_menu WHERE id = 4401)
  AND NOT EXISTS (SELECT 1 FROM system_role_menu x WHERE x.role_id = rm.role_id AND x.menu_id = 4401);
INSERT INTO system_role_menu (role_id, menu_id)
SELECT rm.role_id, 4402 FROM system_role_menu rm
WHERE rm.menu_id = 110 AND EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at')
  AND EXISTS (SELECT 1 FROM system_menu WHERE id = 4402)
  AND NOT EXISTS (SELECT 1 FROM system_role_menu x WHERE x.role_id = rm.role_id AND x.menu_id = 4402);
INSERT INTO system_role_menu (role_id, menu_id)
SELECT rm.role_id, 4403 FROM system_role_menu rm
WHERE rm.menu_id = 110 AND EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at')
  AND EXISTS (SELECT 1 FROM system_menu WHERE id = 4403)
  AND NOT EXISTS (SELECT 1 FROM system_role_menu x WHERE x.role_id = rm.role_id AND x.menu_id = 4403);
INSERT INTO system_role_menu (role_id, menu_id)
SELECT rm.role_id, 4404 FROM system_role_menu rm
WHERE rm.menu_id = 110 AND EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at')
  AND EXISTS (SELECT 1 FROM system_menu WHERE id = 4404)
  AND NOT EXISTS (SELECT 1 FROM system_role_menu x WHERE x.role_id = rm.role_id AND x.menu_id = 4404);
INSERT INTO system_role_menu (role_id, menu_id)
SELECT rm.role_id, 4405 FROM system_role_menu rm
WHERE rm.menu_id = 110 AND EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at')
  AND EXISTS (SELECT 1 FROM system_menu WHERE id = 4405)
  AND NOT EXISTS (SELECT 1 FROM system_role_menu x WHERE x.role_id = rm.role_id AND x.menu_id = 4405);
INSERT INTO system_role_menu (role_id, menu_id)
SELECT rm.role_id, 4410 FROM system_role_menu rm
WHERE rm.menu_id = 115 AND EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at')
  AND EXISTS (SELECT 1 FROM system_menu WHERE id = 4410)
  AND NOT EXISTS (SELECT 1 FROM system_role_menu x WHERE x.role_id = rm.role_id AND x.menu_id = 4410);
INSERT INTO system_role_menu (role_id, menu_id)
SELECT rm.role_id, 4411 FROM system_role_menu rm
WHERE rm.menu_id = 115 AND EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at')
  AND EXISTS (SELECT 1 FROM system_menu WHERE id = 4411)
  AND NOT EXISTS (SELECT 1 FROM system_role_menu x WHERE x.role_id = rm.role_id AND x.menu_id = 4411);
INSERT INTO system_role_menu (role_id, menu_id)
SELECT rm.role_id, 4412 FROM system_role_menu rm
WHERE rm.menu_id = 115 AND EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at')
  AND EXISTS (SELECT 1 FROM system_menu WHERE id = 4412)
  AND NOT EXISTS (SELECT 1 FROM system_role_menu x WHERE x.role_id = rm.role_id AND x.menu_id = 4412);
INSERT INTO system_role_menu (role_id, menu_id)
SELECT rm.role_id, 4413 FROM system_role_menu rm
WHERE rm.menu_id = 115 AND EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at')
  AND EXISTS (SELECT 1 FROM system_menu WHERE id = 4413)
  AND NOT EXISTS (SELECT 1 FROM system_role_menu x WHERE x.role_id = rm.role_id AND x.menu_id = 4413);
INSERT INTO system_role_menu (role_id, menu_id)
SELECT rm.role_id, 4414 FROM system_role_menu rm
WHERE rm.menu_id = 115 AND EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at')
  AND EXISTS (SELECT 1 FROM system_menu WHERE id = 4414)
  AND NOT EXISTS (SELECT 1 FROM system_role_menu x WHERE x.role_id = rm.role_id AND x.menu_id = 4414);
INSERT INTO system_role_menu (role_id, menu_id)
SELECT rm.role_id, 4415 FROM system_role_menu rm
WHERE rm.menu_id = 115 AND EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at')
  AND EXISTS (SELECT 1 FROM system_menu WHERE id = 4415)
  AND NOT EXISTS (SELECT 1 FROM system_role_menu x WHERE x.role_id = rm.role_id AND x.menu_id = 4415);
INSERT INTO system_role_menu (role_id, menu_id)
SELECT rm.role_id, 4420 FROM system_role_menu rm
WHERE rm.menu_id = 1087 AND EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at')
  AND EXISTS (SELECT 1 FROM system_menu WHERE id = 4420)
  AND NOT EXISTS (SELECT 1 FROM system_role_menu x WHERE x.role_id = rm.role_id AND x.menu_id = 4420);
INSERT INTO system_role_menu (role_id, menu_id)
SELECT rm.role_id, 4421 FROM system_role_menu rm
WHERE rm.menu_id = 1087 AND EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at')
  AND EXISTS (SELECT 1 FROM system_menu WHERE id = 4421)
  AND NOT EXISTS (SELECT 1 FROM system_role_menu x WHERE x.role_id = rm.role_id AND x.menu_id = 4421);
INSERT INTO system_role_menu (role_id, menu_id)
SELECT rm.role_id, 4422 FROM system_role_menu rm
WHERE rm.menu_id = 1087 AND EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at')
  AND EXISTS (SELECT 1 FROM system_menu WHERE id = 4422)
  AND NOT EXISTS (SELECT 1 FROM system_role_menu x WHERE x.role_id = rm.role_id AND x.menu_id = 4422);
INSERT INTO system_role_menu (role_id, menu_id)
SELECT rm.role_id, 4423 FROM system_role_menu rm
WHERE rm.menu_id = 1087 AND EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at')
  AND EXISTS (SELECT 1 FROM system_menu WHERE id = 4423)
  AND NOT EXISTS (SELECT 1 FROM system_role_menu x WHERE x.role_id = rm.role_id AND x.menu_id = 4423);
INSERT INTO system_role_menu (role_id, menu_id)
SELECT rm.role_id, 4425 FROM system_role_menu rm
WHERE rm.menu_id = 1244 AND EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at')
  AND EXISTS (SELECT 1 FROM system_menu WHERE id = 4425)
  AND NOT EXISTS (SELECT 1 FROM system_role_menu x WHERE x.role_id = rm.role_id AND x.menu_id = 4425);
INSERT INTO system_role_menu (role_id, menu_id)
SELECT rm.role_id, 4426 FROM system_role_menu rm
WHERE rm.menu_id = 1244 AND EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at')
  AND EXISTS (SELECT 1 FROM system_menu WHERE id = 4426)
  AND NOT EXISTS (SELECT 1 FROM system_role_menu x WHERE x.role_id = rm.role_id AND x.menu_id = 4426);
INSERT INTO system_role_menu (role_id, menu_id)
SELECT rm.role_id, 4427 FROM system_role_menu rm
WHERE rm.menu_id = 1244 AND EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at')
  AND EXISTS (SELECT 1 FROM system_menu WHERE id = 4427)
  AND NOT EXISTS (SELECT 1 FROM system_role_menu x WHERE x.role_id = rm.role_id AND x.menu_id = 4427);
INSERT INTO system_role_menu (role_id, menu_id)
SELECT rm.role_id, 4428 FROM system_role_menu rm
WHERE rm.menu_id = 1244 AND EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at')
  AND EXISTS (SELECT 1 FROM system_menu WHERE id = 4428)
  AND NOT EXISTS (SELECT 1 FROM system_role_menu x WHERE x.role_id = rm.role_id AND x.menu_id = 4428);
INSERT INTO system_role_menu (role_id, menu_id)
SELECT rm.role_id, 4430 FROM system_role_menu rm
WHERE rm.menu_id = 1084 AND EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at')
  AND EXISTS (SELECT 1 FROM system_menu WHERE id = 4430)
  AND NOT EXISTS (SELECT 1 FROM system_role_menu x WHERE x.role_id = rm.role_id AND x.menu_id = 4430);
INSERT INTO system_role_menu (role_id, menu_id)
SELECT rm.role_id, 4431 FROM system_role_menu rm
WHERE rm.menu_id = 1084 AND EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at')
  AND EXISTS (SELECT 1 FROM system_menu WHERE id = 4431)
  AND NOT EXISTS (SELECT 1 FROM system_role_menu x WHERE x.role_id = rm.role_id AND x.menu_id = 4431);
INSERT INTO system_role_menu (role_id, menu_id)
SELECT rm.role_id, 4432 FROM system_role_menu rm
WHERE rm.menu_id = 1085 AND EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at')
  AND EXISTS (SELECT 1 FROM system_menu WHERE id = 4432)
  AND NOT EXISTS (SELECT 1 FROM system_role_menu x WHERE x.role_id = rm.role_id AND x.menu_id = 4432);
INSERT INTO system_role_menu (role_id, menu_id)
SELECT rm.role_id, 4433 FROM system_role_menu rm
WHERE rm.menu_id = 1085 AND EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at')
  AND EXISTS (SELECT 1 FROM system_menu WHERE id = 4433)
  AND NOT EXISTS (SELECT 1 FROM system_role_menu x WHERE x.role_id = rm.role_id AND x.menu_id = 4433);
INSERT INTO system_role_menu (role_id, menu_id)
SELECT rm.role_id, 4434 FROM system_role_menu rm
WHERE rm.menu_id = 1085 AND EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at')
  AND EXISTS (SELECT 1 FROM system_menu WHERE id = 4434)
  AND NOT EXISTS (SELECT 1 FROM system_role_menu x WHERE x.role_id = rm.role_id AND x.menu_id = 4434);
INSERT INTO system_role_menu (role_id, menu_id)
SELECT rm.role_id, 4435 FROM system_role_menu rm
WHERE rm.menu_id = 113 AND EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at')
  AND EXISTS (SELECT 1 FROM system_menu WHERE id = 4435)
  AND NOT EXISTS (SELECT 1 FROM system_role_menu x WHERE x.role_id = rm.role_id AND x.menu_id = 4435);
INSERT INTO system_role_menu (role_id, menu_id)
SELECT rm.role_id, 4460 FROM system_role_menu rm
WHERE rm.menu_id = 2151 AND EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at')
  AND EXISTS (SELECT 1 FROM system_menu WHERE id = 4460)
  AND NOT EXISTS (SELECT 1 FROM system_role_menu x WHERE x.role_id = rm.role_id AND x.menu_id = 4460);
INSERT INTO system_role_menu (role_id, menu_id)
SELECT rm.role_id, 4461 FROM system_role_menu rm
WHERE rm.menu_id = 2151 AND EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at')
  AND EXISTS (SELECT 1 FROM system_menu WHERE id = 4461)
  AND NOT EXISTS (SELECT 1 FROM system_role_menu x WHERE x.role_id = rm.role_id AND x.menu_id = 4461);
INSERT INTO system_role_menu (role_id, menu_id)
SELECT rm.role_id, 4462 FROM system_role_menu rm
WHERE rm.menu_id = 2151 AND EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at')
  AND EXISTS (SELECT 1 FROM system_menu WHERE id = 4462)
  AND NOT EXISTS (SELECT 1 FROM system_role_menu x WHERE x.role_id = rm.role_id AND x.menu_id = 4462);
INSERT INTO system_role_menu (role_id, menu_id)
SELECT rm.role_id, 4463 FROM system_role_menu rm
WHERE rm.menu_id = 2151 AND EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at')
  AND EXISTS (SELECT 1 FROM system_menu WHERE id = 4463)
  AND NOT EXISTS (SELECT 1 FROM system_role_menu x WHERE x.role_id = rm.role_id AND x.menu_id = 4463);
INSERT INTO system_role_menu (role_id, menu_id)
SELECT rm.role_id, 4465 FROM system_role_menu rm
WHERE rm.menu_id = 2152 AND EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at')
  AND EXISTS (SELECT 1 FROM system_menu WHERE id = 4465)
  AND NOT EXISTS (SELECT 1 FROM system_role_menu x WHERE x.role_id = rm.role_id AND x.menu_id = 4465);
INSERT INTO system_role_menu (role_id, menu_id)
SELECT rm.role_id, 4466 FROM system_role_menu rm
WHERE rm.menu_id = 2152 AND EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at')
  AND EXISTS (SELECT 1 FROM system_menu WHERE id = 4466)
  AND NOT EXISTS (SELECT 1 FROM system_role_menu x WHERE x.role_id = rm.role_id AND x.menu_id = 4466);
INSERT INTO system_role_menu (role_id, menu_id)
SELECT rm.role_id, 4467 FROM system_role_menu rm
WHERE rm.menu_id = 2152 AND EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at')
  AND EXISTS (SELECT 1 FROM system_menu WHERE id = 4467)
  AND NOT EXISTS (SELECT 1 FROM system_role_menu x WHERE x.role_id = rm.role_id AND x.menu_id = 4467);
INSERT INTO system_role_menu (role_id, menu_id)
SELECT rm.role_id, 4468 FROM system_role_menu rm
WHERE rm.menu_id = 2152 AND EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at')
  AND EXISTS (SELECT 1 FROM system_menu WHERE id = 4468)
  AND NOT EXISTS (SELECT 1 FROM system_role_menu x WHERE x.role_id = rm.role_id AND x.menu_id = 4468);
INSERT INTO system_role_menu (role_id, menu_id)
SELECT rm.role_id, 4469 FROM system_role_menu rm
WHERE rm.menu_id = 2152 AND EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at')
  AND EXISTS (SELECT 1 FROM system_menu WHERE id = 4469)
  AND NOT EXISTS (SELECT 1 FROM system_role_menu x WHERE x.role_id = rm.role_id AND x.menu_id = 4469);
INSERT INTO system_role_menu (role_id, menu_id)
SELECT rm.role_id, 4470 FROM system_role_menu rm
WHERE rm.menu_id = 2152 AND EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at')
  AND EXISTS (SELECT 1 FROM system_menu WHERE id = 4470)
  AND NOT EXISTS (SELECT 1 FROM system_role_menu x WHERE x.role_id = rm.role_id AND x.menu_id = 4470);
INSERT INTO system_role_menu (role_id, menu_id)
SELECT rm.role_id, 4472 FROM system_role_menu rm
WHERE rm.menu_id = 2153 AND EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at')
  AND EXISTS (SELECT 1 FROM system_menu WHERE id = 4472)
  AND NOT EXISTS (SELECT 1 FROM system_role_menu x WHERE x.role_id = rm.role_id AND x.menu_id = 4472);
INSERT INTO system_role_menu (role_id, menu_id)
SELECT rm.role_id, 4473 FROM system_role_menu rm
WHERE rm.menu_id = 2153 AND EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at')
  AND EXISTS (SELECT 1 FROM system_menu WHERE id = 4473)
  AND NOT EXISTS (SELECT 1 FROM system_role_menu x WHERE x.role_id = rm.role_id AND x.menu_id = 4473);
INSERT INTO system_role_menu (role_id, menu_id)
SELECT rm.role_id, 4475 FROM system_role_menu rm
WHERE rm.menu_id = 1263 AND EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at')
  AND EXISTS (SELECT 1 FROM system_menu WHERE id = 4475)
  AND NOT EXISTS (SELECT 1 FROM system_role_menu x WHERE x.role_id = rm.role_id AND x.menu_id = 4475);
INSERT INTO system_role_menu (role_id, menu_id)
SELECT rm.role_id, 4476 FROM system_role_menu rm
WHERE rm.menu_id = 1263 AND EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at')
  AND EXISTS (SELECT 1 FROM system_menu WHERE id = 4476)
  AND NOT EXISTS (SELECT 1 FROM system_role_menu x WHERE x.role_id = rm.role_id AND x.menu_id = 4476);
INSERT INTO system_role_menu (role_id, menu_id)
SELECT rm.role_id, 4477 FROM system_role_menu rm
WHERE rm.menu_id = 1263 AND EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at')
  AND EXISTS (SELECT 1 FROM system_menu WHERE id = 4477)
  AND NOT EXISTS (SELECT 1 FROM system_role_menu x WHERE x.role_id = rm.role_id AND x.menu_id = 4477);
INSERT INTO system_role_menu (role_id, menu_id)
SELECT rm.role_id, 4478 FROM system_role_menu rm
WHERE rm.menu_id = 1263 AND EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at')
  AND EXISTS (SELECT 1 FROM system_menu WHERE id = 4478)
  AND NOT EXISTS (SELECT 1 FROM system_role_menu x WHERE x.role_id = rm.role_id AND x.menu_id = 4478);
