import { useState } from 'react'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { addMessage, addSignal, readMessagesAndSignals } from '../../panel-model'
import type { SectionProps } from '../ui/panel-section'
import { SectionTable } from '../ui/section-table'
import { RootItemDialog } from './root-item-dialog'

export function MessagesSection({ ctx, target, readOnly }: SectionProps) {
  const [creating, setCreating] = useState<'message' | 'signal' | null>(null)
  const { messages, signals } = readMessagesAndSignals(ctx, target)
  const rows = (items: { id: string; name: string }[]) =>
    items.map((item, index) => [index + 1, item.id, item.name])
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="body2">消息列表</Typography>
        <Button
          size="small"
          variant="outlined"
          disabled={readOnly}
          onClick={() => setCreating('message')}
        >
          创建新消息
        </Button>
      </Stack>
      <SectionTable
        label="消息列表"
        columns={['序号', '消息ID', '消息名称']}
        rows={rows(messages)}
      />
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="body2">信号列表</Typography>
        <Button
          size="small"
          variant="outlined"
          disabled={readOnly}
          onClick={() => setCreating('signal')}
        >
          创建新信号
        </Button>
      </Stack>
      <SectionTable
        label="信号列表"
        columns={['序号', '信号ID', '信号名称']}
        rows={rows(signals)}
      />
      {creating === 'message' && (
        <RootItemDialog
          title="创建新消息"
          idLabel="消息ID"
          nameLabel="消息名称"
          onSave={(item) => addMessage(ctx, item, target)}
          onClose={() => setCreating(null)}
        />
      )}
      {creating === 'signal' && (
        <RootItemDialog
          title="创建新信号"
          idLabel="信号ID"
          nameLabel="信号名称"
          onSave={(item) => addSignal(ctx, item, target)}
          onClose={() => setCreating(null)}
        />
      )}
    </Stack>
  )
}
