import { defineResource, dictColumn } from '@/shared/crud'
import { DICT_TYPE } from '@/shared/dict'
import { jobApi } from '../api/job-api'
import { CronExpressionField } from '../components/cron-expression-field'
import {
  emptyJobForm,
  JOB_HANDLERS,
  JOB_STATUS_NORMAL,
  jobFormSchema,
  jobSaveOf,
  type JobFormValues,
  type JobItem,
} from '../model/job-types'

export interface JobRowHandlers {
  onStatus: (row: JobItem, status: number) => void
  onTrigger: (row: JobItem) => void
  onDetail: (row: JobItem) => void
  onLogs: (row: JobItem | null) => void
}

const PERMISSION = 'infra:job'

/**
 * 定时任务 (/infra/job, infra:job:*): the jobs the sandbox's scheduler runs. Rows offer 修改,
 * 开启 / 暂停, 删除, and under 更多 执行一次, 任务详细 and 调度日志; the handler is fixed once created.
 */
export const jobResource = (handlers: JobRowHandlers) =>
  defineResource({
    api: jobApi,
    permission: PERMISSION,
    name: '定时任务',
    idName: '任务编号',
    search: [
      { kind: 'text', name: 'name', label: '任务名称' },
      { kind: 'dict', name: 'status', label: '任务状态', dictType: DICT_TYPE.INFRA_JOB_STATUS },
      { kind: 'text', name: 'handlerName', label: '处理器的名字' },
    ],
    columns: [
      { key: 'id', title: '任务编号', width: 90 },
      { key: 'name', title: '任务名称', width: 160, ellipsis: true },
      dictColumn('status', '任务状态', DICT_TYPE.INFRA_JOB_STATUS, { width: 90 }),
      { key: 'handlerName', title: '处理器的名字', width: 160, ellipsis: true },
      { key: 'handlerParam', title: '处理器的参数', width: 140, ellipsis: true },
      { key: 'cronExpression', title: 'CRON 表达式', width: 150 },
    ],
    form: {
      schema: jobFormSchema,
      fields: (mode) => [
        { kind: 'text', name: 'name', label: '任务名称', required: true },
        {
          kind: 'select',
          name: 'handlerName',
          label: '处理器的名字',
          required: true,
          placeholder: '请选择处理器的名字',
          // Read-only once created: the server keeps the handler a job was made with.
          disabled: mode === 'update',
          options: JOB_HANDLERS.map((name) => ({ label: name, value: name })),
        },
        { kind: 'text', name: 'handlerParam', label: '处理器的参数' },
        {
          kind: 'custom',
          name: 'cronExpression',
          label: 'CRON 表达式',
          required: true,
          render: (form) => <CronExpressionField form={form} />,
        },
        {
          kind: 'number',
          name: 'retryCount',
          label: '重试次数',
          required: true,
          min: 0,
          placeholder: '设置为 0 时，不进行重试',
        },
        {
          kind: 'number',
          name: 'retryInterval',
          label: '重试间隔',
          required: true,
          min: 0,
          placeholder: '单位：毫秒。设置为 0 时，无需间隔',
        },
        {
          kind: 'number',
          name: 'monitorTimeout',
          label: '监控超时时间',
          min: 0,
          placeholder: '单位：毫秒，0 表示不监控',
        },
      ],
      empty: emptyJobForm,
      fromItem: (item): JobFormValues => ({
        id: item.id,
        name: item.name,
        handlerName: item.handlerName,
        handlerParam: item.handlerParam ?? '',
        cronExpression: item.cronExpression,
        retryCount: item.retryCount,
        retryInterval: item.retryInterval,
        monitorTimeout: item.monitorTimeout,
      }),
      toSave: jobSaveOf,
    },
    rowActions: {
      // 删除 comes after 开启 / 暂停 (below), as on the production screen.
      canDelete: () => false,
      inline: 3,
      width: 250,
      extra: (actions) => [
        {
          key: 'start',
          label: '开启',
          permission: [`${PERMISSION}:update`],
          hidden: (row) => row.status === JOB_STATUS_NORMAL,
          onClick: (row) => handlers.onStatus(row, JOB_STATUS_NORMAL),
        },
        {
          key: 'pause',
          label: '暂停',
          permission: [`${PERMISSION}:update`],
          hidden: (row) => row.status !== JOB_STATUS_NORMAL,
          onClick: (row) => handlers.onStatus(row, 2),
        },
        {
          key: 'remove',
          label: '删除',
          color: 'error',
          permission: [`${PERMISSION}:delete`],
          onClick: actions.remove,
        },
        {
          key: 'trigger',
          label: '执行一次',
          permission: [`${PERMISSION}:trigger`],
          onClick: handlers.onTrigger,
        },
        {
          key: 'detail',
          label: '任务详细',
          permission: [`${PERMISSION}:query`],
          onClick: handlers.onDetail,
        },
        {
          key: 'logs',
          label: '调度日志',
          permission: [`${PERMISSION}:query`],
          onClick: (row) => handlers.onLogs(row),
        },
      ],
    },
    toolbar: () => [
      {
        key: 'logs',
        label: '执行日志',
        variant: 'outlined',
        color: 'info',
        permission: [`${PERMISSION}:query`],
        onClick: () => handlers.onLogs(null),
      },
    ],
  })
