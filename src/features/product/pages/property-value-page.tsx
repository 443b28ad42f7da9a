import { useMemo, useState } from 'react'
import LinearProgress from '@mui/material/LinearProgress'
import Typography from '@mui/material/Typography'
import { useParams } from 'react-router-dom'
import { ResourcePage } from '@/shared/crud'
import { ListPage } from '@/shared/list-kit'
import { usePageTabTitle } from '@/shared/routing/tab-title'
import { useListPropertiesQuery } from '../api/product-api'
import { propertyValueResource } from '../resources/property-value-resource'

/**
 * 商品属性值 (page key 'mall/product/property/value', route /property/value/:propertyId). The id
 * is read once at mount: a cached tab keeps its property while the URL moves elsewhere.
 */
export default function PropertyValuePage() {
  const params = useParams()
  const [propertyId] = useState(() =>
    /^\d+$/.test(params.propertyId ?? '') ? Number(params.propertyId) : null,
  )
  const { data: properties, isError } = useListPropertiesQuery(undefined, {
    skip: propertyId === null,
  })
  const property = properties?.find((item) => item.id === propertyId)
  usePageTabTitle(property ? `商品属性值 - ${property.name}` : null)

  if (propertyId === null || !property) {
    const problem =
      propertyId === null ? '属性编号不正确' : isError || properties ? '属性不存在' : null
    return (
      <ListPage label="商品属性值">
        {problem ? (
          <Typography color="text.secondary" role="alert">
            {problem}
          </Typography>
        ) : (
          <LinearProgress aria-label="加载中" />
        )}
      </ListPage>
    )
  }
  return <PropertyValueList propertyId={propertyId} properties={properties ?? []} />
}

interface PropertyValueListProps {
  propertyId: number
  properties: NonNullable<ReturnType<typeof useListPropertiesQuery>['data']>
}

/** The values, filtered by the page's property until the 属性 select moves. */
function PropertyValueList({ propertyId, properties }: PropertyValueListProps) {
  const resource = useMemo(() => propertyValueResource(properties), [properties])
  const [searchDefaults] = useState(() => ({ propertyId: String(propertyId) }))
  return <ResourcePage resource={resource} searchDefaults={searchDefaults} />
}
