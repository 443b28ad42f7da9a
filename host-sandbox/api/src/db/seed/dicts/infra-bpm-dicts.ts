import type { DictTypeSeed } from './dict-seed-types'

export const infraDicts: DictTypeSeed[] = [
  {
    type: 'infra_boolean_string',
    name: 'Boolean 是否类型',
    remark: 'boolean 转是否',
    items: [
      ['true', '是', 'danger'],
      ['false', '否', 'info'],
    ],
  },
  {
    type: 'infra_redis_timeout_type',
    name: 'Redis 超时类型',
    items: [
      ['1', '永不超时', 'info'],
      ['2', '动态超时', 'primary'],
      ['3', '固定超时', 'success'],
    ],
  },
  {
    type: 'infra_job_status',
    name: '定时任务状态',
    items: [
      ['0', '初始化', 'info'],
      ['1', '开启', 'success'],
      ['2', '暂停', 'danger'],
    ],
  },
  {
    type: 'infra_job_log_status',
    name: '定时任务日志状态',
    items: [
      // The run log's own numbers (0 running, 1 success, 2 failure), fixed by migration 0026.
      ['0', '运行中', 'primary'],
      ['1', '成功', 'success'],
      ['2', '失败', 'warning'],
    ],
  },
  {
    type: 'infra_api_error_log_process_status',
    name: 'API 异常数据的处理状态',
    items: [
      ['0', '未处理', 'primary'],
      ['1', '已处理', 'success'],
      ['2', '已忽略', 'danger'],
    ],
  },
  {
    type: 'infra_config_type',
    name: '参数类型',
    items: [
      ['1', '系统内置', 'danger'],
      ['2', '自定义', 'primary'],
    ],
  },
  {
    type: 'infra_codegen_template_type',
    name: '代码生成模板类型',
    items: [
      ['1', '单表（增删改查）', ''],
      ['2', '树表（增删改查）', ''],
    ],
  },
  {
    type: 'infra_codegen_front_type',
    name: '代码生成的前端类型',
    items: [
      ['10', 'Vue2 Element UI 标准模版', ''],
      ['20', 'Vue3 Element Plus 标准模版', ''],
      ['21', 'Vue3 Element Plus Schema 模版', ''],
      ['30', 'Vue3 vben 模版', ''],
      // This product's own stack; the only front type the generator writes.
      ['50', 'React MUI 标准模版', 'primary'],
    ],
  },
  {
    type: 'infra_codegen_scene',
    name: '代码生成的场景枚举',
    items: [
      ['1', '管理后台', ''],
      ['2', '用户 APP', ''],
    ],
  },
  {
    type: 'infra_file_storage',
    name: '文件存储器',
    items: [
      ['1', '数据库', 'default'],
      ['10', '本地磁盘', 'default'],
      ['11', 'FTP 服务器', 'default'],
      ['12', 'SFTP 服务器', 'default'],
      ['20', 'S3 对象存储', 'default'],
    ],
  },
]

export const bpmDicts: DictTypeSeed[] = [
  {
    type: 'bpm_model_category',
    name: '工作流的流程分类',
    items: [
      ['1', '默认', 'primary'],
      ['2', 'OA', 'success'],
      ['3', '预约审核', 'warning'],
    ],
  },
  {
    type: 'bpm_model_form_type',
    name: '工作流的表单定义',
    items: [
      ['10', '流程表单', ''],
      ['20', '业务表单', ''],
    ],
  },
  {
    type: 'bpm_task_assign_rule_type',
    name: '任务分配规则的类型',
    items: [
      ['10', '角色', 'info'],
      ['20', '部门的成员', 'primary'],
      ['21', '部门的负责人', 'primary'],
      ['22', '岗位', 'success'],
      ['30', '用户', 'info'],
      ['40', '用户组', 'warning'],
      ['50', '自定义脚本', 'danger'],
    ],
  },
  {
    type: 'bpm_process_instance_status',
    name: '流程实例的状态',
    items: [
      ['1', '进行中', 'primary'],
      ['2', '已完成', 'success'],
    ],
  },
  {
    type: 'bpm_process_instance_result',
    name: '流程实例的结果',
    items: [
      ['1', '处理中', 'primary'],
      ['2', '通过', 'success'],
      ['3', '不通过', 'danger'],
      ['4', '已取消', 'info'],
      ['5', '退回', 'warning'],
      ['6', '待处理', 'info'],
    ],
  },
  {
    type: 'bpm_task_assign_script',
    name: '任务分配自定义脚本',
    items: [
      ['10', '流程发起人', ''],
      ['20', '流程发起人的一级领导', ''],
      ['21', '流程发起人的二级领导', ''],
    ],
  },
  {
    type: 'bpm_oa_leave_type',
    name: '请假类型',
    items: [
      ['1', '病假', 'primary'],
      ['2', '事假', 'info'],
      ['3', '婚假', 'warning'],
      ['4', '年假', 'success'],
    ],
  },
]
