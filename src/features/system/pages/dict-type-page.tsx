import { ResourcePage } from '@/shared/crud'
import { dictTypeResource } from '../resources/dict-type-resource'

/** 字典管理: the dictionary types (page key 'system/dict/index'). */
export default function DictTypePage() {
  return <ResourcePage resource={dictTypeResource} />
}
