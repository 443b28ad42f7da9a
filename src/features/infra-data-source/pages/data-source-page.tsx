import { ResourcePage } from '@/shared/crud'
import { dataSourceResource } from '../resources/data-source-resource'

/** 数据源配置 (page key 'infra/dataSourceConfig/index'). */
export default function DataSourceConfigPage() {
  return <ResourcePage resource={dataSourceResource} />
}
