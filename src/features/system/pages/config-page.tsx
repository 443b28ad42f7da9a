import { ResourcePage } from '@/shared/crud'
import { configResource } from '../resources/config-resource'

/** 参数配置 (page key 'infra/config/index'). */
export default function ConfigPage() {
  return <ResourcePage resource={configResource} />
}
