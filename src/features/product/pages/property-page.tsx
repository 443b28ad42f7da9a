import { ResourcePage } from '@/shared/crud'
import { propertyResource } from '../resources/property-resource'

/** 商品属性 (page key 'mall/product/property/index'); a name opens its values. */
export default function PropertyPage() {
  return <ResourcePage resource={propertyResource} />
}
