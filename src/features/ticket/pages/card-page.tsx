import { ResourcePage } from '@/shared/crud'
import { cardResource } from '../resources/card-resource'

/** 优待证件 (page key 'ticket/card/index'). */
export default function CardPage() {
  return <ResourcePage resource={cardResource} />
}
