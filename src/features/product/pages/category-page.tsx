import { useCallback, useMemo } from 'react'
import { DICT_TYPE, DictTag } from '@/shared/dict'
import { ListPage, useCrudDialog, type ColumnDef, type SearchFieldDef } from '@/shared/list-kit'
import { TreeListView, useTreeSearch } from '@/shared/tree/tree-list-view'
import { treeRowActions } from '@/shared/tree/tree-row-actions'
import { formatDate } from '@/shared/utils'
import {
  useCreateCategoryMutation,
  useDeleteCategoryMutation,
  useGetCategoryListQuery,
  useLazyGetCategoryQuery,
  useUpdateCategoryMutation,
} from '../api/product-api'
import { CategoryFormDialog } from '../components/category-form-dialog'
import { ProductImage } from '../components/product-image'
import {
  categoryFormValuesOf,
  EMPTY_CATEGORY,
  type CategoryFormValues,
} from '../model/category-form'
import { TOP_CATEGORY_ID, type CategoryItem, type CategorySave } from '../model/product-types'

const searchFields: SearchFieldDef[] = [{ kind: 'text', name: 'name', label: '分类名称' }]

const NO_CATEGORIES: CategoryItem[] = []
const nameOf = (category: CategoryItem) => category.name

const columns: ColumnDef<CategoryItem>[] = [
  { key: 'name', title: '名称', minWidth: 200 },
  {
    key: 'picUrl',
    title: '图片',
    width: 110,
    render: (row) => (
      <ProductImage url={row.picUrl} alt={`${row.name}图片`} size={row.parentId ? 48 : 64} />
    ),
  },
  { key: 'sort', title: '排序', width: 80 },
  {
    key: 'status',
    title: '状态',
    width: 90,
    render: (row) => <DictTag type={DICT_TYPE.COMMON_STATUS} value={row.status} />,
  },
  {
    key: 'createTime',
    title: '创建时间',
    nowrap: true,
    width: 180,
    render: (row) => formatDate(row.createTime),
  },
]

/** 商品分类 (page key 'mall/product/category/index'): two levels, the tree open at first. */
export default function CategoryPage() {
  const search = useTreeSearch(searchFields)
  const {
    data: categories = NO_CATEGORIES,
    isFetching,
    refetch,
  } = useGetCategoryListQuery(search.query)
  const dialog = useCrudDialog<CategoryFormValues>('分类')
  const { openCreate, openUpdate } = dialog
  const createTop = useCallback(() => openCreate(EMPTY_CATEGORY), [openCreate])
  const refresh = useCallback(() => void refetch(), [refetch])
  const [loadCategory] = useLazyGetCategoryQuery()
  const [createCategory] = useCreateCategoryMutation()
  const [updateCategory] = useUpdateCategoryMutation()
  const [deleteCategory] = useDeleteCategoryMutation()

  const save = (category: CategorySave) =>
    category.id === undefined
      ? createCategory(category).unwrap()
      : updateCategory(category).unwrap()

  const actions = useMemo(
    () =>
      treeRowActions<CategoryItem>({
        permissionPrefix: 'product:category',
        name: '分类名称',
        labelOf: (row) => row.name,
        // The row's description is not in the list: load the whole category.
        onEdit: (row) =>
          void openUpdate(async () => categoryFormValuesOf(await loadCategory(row.id).unwrap())),
        remove: (row) => deleteCategory(row.id).unwrap(),
        onCreateBelow: (row) => openCreate({ ...EMPTY_CATEGORY, parentId: row.id }),
        // Two levels at most: a second-level category holds none.
        cannotHoldChildren: (row) => row.parentId !== TOP_CATEGORY_ID,
      }),
    [openCreate, openUpdate, loadCategory, deleteCategory],
  )

  return (
    <ListPage label="商品分类">
      <TreeListView
        search={search}
        createPermission="product:category:create"
        onCreate={createTop}
        onRefresh={refresh}
        items={categories}
        columns={columns}
        actions={actions}
        openAll
        nameOf={nameOf}
        label="商品分类列表"
        loading={isFetching}
      />
      <CategoryFormDialog dialog={dialog} onSave={save} />
    </ListPage>
  )
}
