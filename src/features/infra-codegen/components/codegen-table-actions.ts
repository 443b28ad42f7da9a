import type { RowAction } from '@/shared/list-kit'
import type { CodegenTableItem } from '../model/codegen-types'

export interface CodegenRowHandlers {
  preview: (row: CodegenTableItem) => void
  edit: (row: CodegenTableItem) => void
  remove: (row: CodegenTableItem) => void
  sync: (row: CodegenTableItem) => void
  download: (row: CodegenTableItem) => void
}

/** The five row operations of 代码生成, each under its own permission. */
export function codegenRowActions(handlers: CodegenRowHandlers): RowAction<CodegenTableItem>[] {
  return [
    {
      key: 'preview',
      label: '预览',
      permission: ['infra:codegen:preview'],
      onClick: handlers.preview,
    },
    { key: 'edit', label: '编辑', permission: ['infra:codegen:update'], onClick: handlers.edit },
    {
      key: 'delete',
      label: '删除',
      color: 'error',
      permission: ['infra:codegen:delete'],
      onClick: handlers.remove,
    },
    { key: 'sync', label: '同步', permission: ['infra:codegen:update'], onClick: handlers.sync },
    {
      key: 'download',
      label: '生成代码',
      permission: ['infra:codegen:download'],
      onClick: handlers.download,
    },
  ]
}
