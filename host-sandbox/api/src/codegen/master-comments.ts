import type { TableComments } from './create-table-comments'

/**
 * Comments of sandbox tables created before the generator existed, whose migrations carry prose
 * comments instead of the generator's `-- ` format. Tables created since (infra_codegen_*,
 * infra_data_source_config) carry their comments in their CREATE TABLE text and need no entry here.
 * A master table without either lists with an empty comment and is refused on import, like any
 * table without comments. tests/server/infra-codegen-import.test.ts checks every name here exists.
 */
const MASTER_COMMENTS: Record<string, { table: string; columns: Record<string, string> }> = {
  museum_card: {
    table: '优待证件表',
    columns: {
      id: '编号',
      holder_name: '持证人姓名',
      card_type: '证件类型',
      card_no: '证件号码',
      id_number: '身份证号码',
      valid_from: '有效期开始',
      valid_to: '有效期结束',
      status: '使用状态',
      remark: '备注',
      create_time: '创建时间',
      update_time: '更新时间',
    },
  },
}

/** The kept comments of a master table, if any. */
export function masterComments(table: string): TableComments | null {
  const entry = MASTER_COMMENTS[table]
  return entry ? { table: entry.table, columns: new Map(Object.entries(entry.columns)) } : null
}

export const MASTER_COMMENT_TABLES = Object.keys(MASTER_COMMENTS)
export const masterCommentColumns = (table: string) =>
  Object.keys(MASTER_COMMENTS[table]?.columns ?? {})
