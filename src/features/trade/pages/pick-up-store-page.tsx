import { ResourcePage } from '@/shared/crud'
import { pickUpStoreResource } from '../resources/pick-up-store-resource'

/** 自提门店 (page key 'mall/trade/delivery/pickUpStore/index'). */
export default function PickUpStorePage() {
  return <ResourcePage resource={pickUpStoreResource} />
}
