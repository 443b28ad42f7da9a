import { useMemo, useState } from 'react'
import { useResourceScreen } from '@/shared/crud'
import {
  CrudFormDialog,
  ListPage,
  ListPagination,
  ListToolbar,
  SearchForm,
} from '@/shared/list-kit'
import { AppChannelTable } from '../components/app-channel-table'
import { ChannelDialog, type ChannelTarget } from '../components/channel-dialog'
import { PayAppStatusSwitch } from '../components/pay-app-status-switch'
import { payAppResource } from '../resources/pay-app-resource'

const renderStatus = (row: Parameters<typeof PayAppStatusSwitch>[0]['app']) => (
  <PayAppStatusSwitch app={row} />
)

/** 支付应用 (page key 'pay/app/index'): apps, their status and the channel grid. */
export default function PayAppPage() {
  const resource = useMemo(() => payAppResource(renderStatus), [])
  const screen = useResourceScreen(resource)
  const [showSearch, setShowSearch] = useState(true)
  const [channel, setChannel] = useState<ChannelTarget | null>(null)
  const leadingKeys = ['id', 'name', 'status']
  const leading = screen.columns.filter((column) => leadingKeys.includes(column.key))
  // The grid leaves 创建时间 out: the channels need the width.
  const trailing = screen.columns.filter(
    (column) => !leadingKeys.includes(column.key) && column.key !== 'createTime',
  )
  return (
    <ListPage label={resource.title}>
      {showSearch && (
        <SearchForm
          fields={screen.searchFields}
          values={screen.list.draft}
          onChange={screen.list.setDraftValue}
          onSearch={screen.list.search}
          onReset={screen.list.reset}
        />
      )}
      <ListToolbar
        actions={screen.toolbarActions}
        showSearch={showSearch}
        onToggleSearch={() => setShowSearch((shown) => !shown)}
        onRefresh={screen.list.refresh}
      />
      <AppChannelTable
        leading={leading}
        trailing={trailing}
        rows={screen.list.rows}
        loading={screen.list.loading}
        onChannel={(app, picked) => setChannel({ app, channel: picked })}
      />
      <ListPagination
        total={screen.list.total}
        pageNo={screen.list.pageNo}
        pageSize={screen.list.pageSize}
        onChange={screen.list.changePage}
      />
      <CrudFormDialog
        dialog={screen.dialog}
        emptyValues={screen.emptyValues}
        schema={resource.form.schema}
        fields={screen.formFields}
        onSubmit={screen.save}
      />
      <ChannelDialog target={channel} onClose={() => setChannel(null)} />
    </ListPage>
  )
}
