import { useEffect, useMemo, useRef, useState } from 'react'
import AddIcon from '@mui/icons-material/Add'
import DownloadIcon from '@mui/icons-material/Download'
import { useNavigate } from 'react-router-dom'
import {
  actionsColumn,
  confirmDelete,
  ListPage,
  ListView,
  useExportAction,
  useListQuery,
  type ColumnDef,
  type RowAction,
  type ToolbarAction,
} from '@/shared/list-kit'
import { yuanText } from '@/shared/money'
import { popup } from '@/shared/ui/popups'
import { formatDate } from '@/shared/utils'
import {
  useDeleteSpuMutation,
  useGetCategoryListQuery,
  useGetSpuCountQuery,
  useGetSpuPageQuery,
  useUpdateSpuStatusMutation,
} from '../api/product-api'
import { SpuNameCell } from '../components/spu-name-cell'
import { SPU_SEARCH_FIELDS, SpuSearchForm } from '../components/spu-search-form'
import { SpuStatusSwitch } from '../components/spu-status-switch'
import { SpuTabs } from '../components/spu-tabs'
import { SPU_ADD_PATH, spuEditPath } from '../model/product-paths'
import { SPU_STATUS, type SpuItem, type SpuQuery } from '../model/product-types'

const NO_FILTER = {}
const inRecycleBin = (row: SpuItem) => row.status === SPU_STATUS.RECYCLE

const dataColumns: ColumnDef<SpuItem>[] = [
  { key: 'id', title: '商品编号', width: 90, visible: false },
  { key: 'name', title: '商品', minWidth: 260, render: (row) => <SpuNameCell spu={row} /> },
  { key: 'price', title: '价格', width: 110, nowrap: true, render: (row) => yuanText(row.price) },
  { key: 'salesCount', title: '销量', width: 90 },
  { key: 'stock', title: '库存', width: 90 },
  { key: 'sort', title: '排序', width: 80 },
  { key: 'status', title: '状态', width: 110, render: (row) => <SpuStatusSwitch spu={row} /> },
  {
    key: 'createTime',
    title: '创建时间',
    nowrap: true,
    width: 180,
    render: (row) => formatDate(row.createTime),
  },
]

/**
 * 商品列表 (page key 'mall/product/spu/index'): products by tab (出售中, 仓库中, 已售罄, 警戒库存,
 * 回收站) with their counts, 上架 / 下架 in the row, the recycle bin's 恢复 and 删除, and
 * 添加商品 / 修改 opening the product form in a tab of its own.
 */
export default function SpuListPage() {
  const navigate = useNavigate()
  const [tab, setTab] = useState(0)
  // 重置 keeps the tab: only the form's filters go back.
  const defaults = useMemo(() => ({ tabType: String(tab) }), [tab])
  const list = useListQuery<SpuQuery, SpuItem>(useGetSpuPageQuery, {
    fields: SPU_SEARCH_FIELDS,
    defaults,
  })
  const { data: counts, refetch: refetchCounts } = useGetSpuCountQuery()
  const { data: categories = [] } = useGetCategoryListQuery(NO_FILTER)
  const [updateStatus] = useUpdateSpuStatusMutation()
  const [deleteSpu] = useDeleteSpuMutation()

  // A tab change applies once the draft holds the new tab (search reads the draft).
  const tabPending = useRef(false)
  const { search, setDraftValue } = list
  useEffect(() => {
    if (!tabPending.current) return
    tabPending.current = false
    search()
  }, [search])
  const changeTab = (next: number) => {
    setTab(next)
    tabPending.current = true
    setDraftValue('tabType', String(next))
  }

  const exporter = useExportAction({
    subject: '商品',
    url: '/product/spu/export',
    params: list.filterParams,
    fileName: '商品列表.xlsx',
  })

  const moveTo = async (row: SpuItem, status: number, question: string, done: string) => {
    if (!(await popup.confirm(question, { type: 'warning' }))) return
    const result = await updateStatus({ id: row.id, status })
    if (!('error' in result)) popup.message.success(done)
  }

  const rowActions: RowAction<SpuItem>[] = [
    {
      key: 'update',
      label: '修改',
      permission: ['product:spu:update'],
      hidden: inRecycleBin,
      onClick: (row) => navigate(spuEditPath(row.id)),
    },
    {
      key: 'recycle',
      label: '放入回收站',
      color: 'error',
      permission: ['product:spu:update'],
      hidden: inRecycleBin,
      onClick: (row) =>
        void moveTo(row, SPU_STATUS.RECYCLE, `确认要将"${row.name}"放入回收站吗?`, '已放入回收站'),
    },
    {
      key: 'restore',
      label: '恢复',
      permission: ['product:spu:update'],
      hidden: (row) => !inRecycleBin(row),
      onClick: (row) =>
        void moveTo(row, SPU_STATUS.WAREHOUSE, `确认要恢复"${row.name}"到仓库中吗?`, '恢复成功'),
    },
    {
      key: 'delete',
      label: '删除',
      color: 'error',
      permission: ['product:spu:delete'],
      hidden: (row) => !inRecycleBin(row),
      onClick: (row) =>
        void confirmDelete({
          name: '商品名称',
          label: row.name,
          remove: () => deleteSpu(row.id).unwrap(),
        }),
    },
  ]
  const columns = [...dataColumns, actionsColumn(rowActions, { width: 170 })]

  const toolbar: ToolbarAction[] = [
    {
      key: 'create',
      label: '添加商品',
      icon: <AddIcon />,
      permission: ['product:spu:create'],
      onClick: () => navigate(SPU_ADD_PATH),
    },
    {
      key: 'export',
      label: '导出',
      icon: <DownloadIcon />,
      color: 'warning',
      permission: ['product:spu:export'],
      loading: exporter.exporting,
      onClick: () => void exporter.run(),
    },
  ]

  // The toolbar's refresh brings the tab counts along.
  const shownList = {
    ...list,
    refresh: () => {
      list.refresh()
      void refetchCounts()
    },
  }

  return (
    <ListPage label="商品列表">
      <SpuSearchForm list={list} categories={categories} />
      <SpuTabs value={tab} counts={counts} onChange={changeTab} />
      <ListView list={shownList} columns={columns} actions={toolbar} label="商品列表" />
    </ListPage>
  )
}
