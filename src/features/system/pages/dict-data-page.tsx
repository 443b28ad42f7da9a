import { useMemo, useState } from 'react'
import LinearProgress from '@mui/material/LinearProgress'
import Typography from '@mui/material/Typography'
import { useParams } from 'react-router-dom'
import { ResourcePage } from '@/shared/crud'
import { ListPage } from '@/shared/list-kit'
import { usePageTabTitle } from '@/shared/routing/tab-title'
import { useListAllSimpleDictTypesQuery } from '../api/dict-type-api'
import { dictDataResource, dictDataSearchFields } from '../resources/dict-data-resource'
import { dictTypeResource } from '../resources/dict-type-resource'

/**
 * 字典数据 (page key 'system/dict/data', route /dict/type/data/:dictId). The id is read once at
 * mount: a cached tab stays mounted while the URL moves to other pages, and must keep its type.
 */
export default function DictDataPage() {
  const params = useParams()
  const [dictId] = useState(() => Number(params.dictId))
  const { data: dictType, isError } = dictTypeResource.api.useGetQuery(dictId)
  // Two dictionaries' data are two tabs: each says whose data it shows.
  usePageTabTitle(dictType ? `字典数据 - ${dictType.name}` : null)

  if (!dictType) {
    return (
      <ListPage label="字典数据">
        {isError ? (
          <Typography color="text.secondary">字典类型不存在</Typography>
        ) : (
          <LinearProgress aria-label="加载中" />
        )}
      </ListPage>
    )
  }
  return <DictDataList dictType={dictType.type} />
}

/** The entries, filtered by the page's type until the 字典名称 filter moves. */
function DictDataList({ dictType }: { dictType: string }) {
  const { data: allTypes = [] } = useListAllSimpleDictTypesQuery()
  const searchFields = useMemo(() => dictDataSearchFields(allTypes), [allTypes])
  const [searchDefaults] = useState(() => ({ dictType }))
  return (
    <ResourcePage
      resource={dictDataResource}
      searchFields={searchFields}
      searchDefaults={searchDefaults}
    />
  )
}
