import { useMemo } from 'react'
import { ResourceView, useResourceScreen } from '@/shared/crud'
import { useListServiceVolunteersQuery } from '../api/volunteer-api'
import { ServiceSummaryPanel } from '../components/service-summary-panel'
import type { VolunteerServiceSummaryQuery } from '../model/volunteer-types'
import {
  serviceRecordResource,
  serviceRecordSearchFields,
} from '../resources/service-record-resource'

/** 服务记录 (page key 'volunteer/serviceRecord/index'): the records, then the totals per volunteer. */
export default function ServiceRecordPage() {
  const { data: volunteers = [] } = useListServiceVolunteersQuery()
  const searchFields = useMemo(() => serviceRecordSearchFields(volunteers), [volunteers])
  const screen = useResourceScreen(serviceRecordResource, { searchFields })
  const summaryFilters = screen.list.filterParams as VolunteerServiceSummaryQuery
  return (
    <ResourceView resource={serviceRecordResource} screen={screen}>
      <ServiceSummaryPanel filters={summaryFilters} />
    </ResourceView>
  )
}
