import { dateTimeColumn, defineResource, dictColumn } from '@/shared/crud'
import { DICT_TYPE } from '@/shared/dict'
import { fileConfigApi } from '../api/file-api'
import { StorageConfigFields } from '../components/storage-config-fields'
import {
  EMPTY_FILE_CONFIG,
  fileConfigFormOf,
  fileConfigFormSchema,
  fileConfigSaveOf,
  type FileConfigItem,
} from '../model/file-types'

export interface FileConfigActions {
  makeMaster: (row: FileConfigItem) => void
  test: (row: FileConfigItem) => void
}

/**
 * 文件配置 (/infra/file-config, infra:file-config:*): where uploads are stored. The dialog's
 * fields follow the 存储器 (fixed once created); secrets come masked and are sent back as such
 * unless retyped. 主配置 and 测试 are the page's own calls.
 */
export function fileConfigResource({ makeMaster, test }: FileConfigActions) {
  return defineResource({
    api: fileConfigApi,
    name: '文件配置',
    idName: '文件配置编号',
    export: false,
    search: [
      { kind: 'text', name: 'name', label: '配置名' },
      { kind: 'dict', name: 'storage', label: '存储器', dictType: DICT_TYPE.INFRA_FILE_STORAGE },
      { kind: 'dateRange', name: 'createTime', label: '创建时间' },
    ],
    columns: [
      { key: 'id', title: '编号', width: 80 },
      { key: 'name', title: '配置名', ellipsis: true },
      dictColumn('storage', '存储器', DICT_TYPE.INFRA_FILE_STORAGE, { width: 130 }),
      { key: 'remark', title: '备注', ellipsis: true },
      dictColumn('master', '主配置', DICT_TYPE.INFRA_BOOLEAN_STRING, { width: 90 }),
      dateTimeColumn('createTime', '创建时间'),
    ],
    form: {
      schema: fileConfigFormSchema,
      fields: (mode) => [
        { kind: 'text', name: 'name', label: '配置名', required: true },
        { kind: 'text', name: 'remark', label: '备注', rows: 2, placeholder: '请输入备注' },
        {
          kind: 'dictRadio',
          name: 'storage',
          label: '存储器',
          required: true,
          dictType: DICT_TYPE.INFRA_FILE_STORAGE,
          // The stored files stay where they are: a config never changes its storage.
          disabled: mode === 'update',
        },
        {
          kind: 'custom',
          name: 'config',
          label: '存储配置',
          render: (form) => <StorageConfigFields form={form} />,
        },
      ],
      empty: EMPTY_FILE_CONFIG,
      fromItem: fileConfigFormOf,
      toSave: fileConfigSaveOf,
    },
    rowActions: {
      width: 220,
      canDelete: (row) => !row.master,
      extra: () => [
        {
          key: 'master',
          label: '主配置',
          permission: ['infra:file-config:update'],
          hidden: (row: FileConfigItem) => row.master,
          onClick: makeMaster,
        },
        { key: 'test', label: '测试', permission: ['infra:file-config:query'], onClick: test },
      ],
    },
  })
}
