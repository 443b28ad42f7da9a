import { ResourcePage } from '@/shared/crud'
import { brandResource } from '../resources/brand-resource'

/** 商品品牌 (page key 'mall/product/brand/index'). */
export default function BrandPage() {
  return <ResourcePage resource={brandResource} />
}
