import { useCallback } from 'react'
import { DICT_TYPE, DictTag } from '@/shared/dict'
import {
  actionsColumn,
  ListPage,
  ListView,
  useListQuery,
  type ColumnDef,
  type SearchFieldDef,
} from '@/shared/list-kit'
import { popup } from '@/shared/ui/popups'
import { formatDate } from '@/shared/utils'
import { useDeleteTokenMutation, useGetTokenPageQuery } from '../api/token-api'
import { shortToken, type TokenItem } from '../model/token-types'

const searchFields: SearchFieldDef[] = [
  { kind: 'text', name: 'userId', label: '用户编号' },
  { kind: 'dict', name: 'userType', label: '用户类型', dictType: DICT_TYPE.USER_TYPE },
  { kind: 'text', name: 'clientId', label: '客户端编号' },
]

/** 令牌管理 (page key 'system/oauth2/token/index'): the live sessions, and 强退 to end one. */
export default function TokenPage() {
  const list = useListQuery(useGetTokenPageQuery, { fields: searchFields })
  const [deleteToken] = useDeleteTokenMutation()

  const forceLogout = useCallback(
    async (row: TokenItem) => {
      const confirmed = await popup.confirm(
        `是否确认强退令牌为"${shortToken(row.accessToken)}"的数据项?`,
        { type: 'warning' },
      )
      if (!confirmed) return
      try {
        await deleteToken(row.accessToken).unwrap()
      } catch {
        return // the HTTP kernel has shown the server's message
      }
      popup.message.success('强退成功')
    },
    [deleteToken],
  )

  const columns: ColumnDef<TokenItem>[] = [
    {
      key: 'accessToken',
      title: '访问令牌',
      nowrap: true,
      render: (row) => <code title={row.accessToken}>{shortToken(row.accessToken)}</code>,
    },
    {
      key: 'refreshToken',
      title: '刷新令牌',
      nowrap: true,
      render: (row) => <code title={row.refreshToken}>{shortToken(row.refreshToken)}</code>,
    },
    { key: 'userId', title: '用户编号', width: 90 },
    {
      key: 'userType',
      title: '用户类型',
      width: 100,
      render: (row) => <DictTag type={DICT_TYPE.USER_TYPE} value={row.userType} />,
    },
    { key: 'clientId', title: '客户端编号', nowrap: true },
    {
      key: 'expiresTime',
      title: '过期时间',
      nowrap: true,
      render: (row) => formatDate(row.expiresTime),
    },
    {
      key: 'createTime',
      title: '创建时间',
      nowrap: true,
      render: (row) => formatDate(row.createTime),
    },
    actionsColumn<TokenItem>([
      {
        key: 'forceLogout',
        label: '强退',
        color: 'error',
        permission: ['system:oauth2-token:delete'],
        onClick: (row) => void forceLogout(row),
      },
    ]),
  ]

  return (
    <ListPage label="令牌管理">
      <ListView list={list} searchFields={searchFields} columns={columns} label="令牌列表" />
    </ListPage>
  )
}
