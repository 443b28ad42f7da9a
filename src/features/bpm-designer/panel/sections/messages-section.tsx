import { useState } from 'react'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import {
  addMessage,
  addSignal,
  readMessagesAndSignals,
  type RootItem,
  type WriteResult,
} from '../../panel-model'
import { PanelItemDialog } from '../ui/panel-item-dialog'
import type { SectionProps } from '../ui/panel-section'
import { SectionTable } from '../ui/section-table'
import { useItemDraft } from '../ui/use-item-draft'

/** The texts of one list, spelled out so that each text can be found as written. */
interface RootItemTexts {
  list: string
  create: string
  id: string
  name: string
}

const MESSAGE_TEXTS: RootItemTexts = {
  list: '消息列表',
  create: '创建新消息',
  id: '消息ID',
  name: '消息名称',
}

const SIGNAL_TEXTS: RootItemTexts = {
  list: '信号列表',
  create: '创建新信号',
  id: '信号ID',
  name: '信号名称',
}

function RootItemDialog({
  texts,
  onSave,
  onClose,
}: {
  texts: RootItemTexts
  onSave: (item: RootItem) => WriteResult
  onClose: () => void
}) {
  const { textField, confirm } = useItemDraft<RootItem>({
    initial: { id: '', name: '' },
    onSave,
    onClose,
  })
  return (
    <PanelItemDialog title={texts.create} confirmText="保存" onConfirm={confirm} onClose={onClose}>
      <TextField label={texts.id} required size="small" {...textField('id')} />
      <TextField label={texts.name} required size="small" {...textField('name')} />
    </PanelItemDialog>
  )
}

interface RootItemListProps {
  texts: RootItemTexts
  items: RootItem[]
  readOnly: boolean
  /** Refuses duplicate ids with the panel's texts, shown under the id. */
  onAdd: (item: RootItem) => WriteResult
}

/** The messages or the signals of the definitions, with their create button and dialog. */
function RootItemList({ texts, items, readOnly, onAdd }: RootItemListProps) {
  const [creating, setCreating] = useState(false)
  return (
    <>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="body2">{texts.list}</Typography>
        <Button
          size="small"
          variant="outlined"
          disabled={readOnly}
          onClick={() => setCreating(true)}
        >
          {texts.create}
        </Button>
      </Stack>
      <SectionTable
        label={texts.list}
        columns={['序号', texts.id, texts.name]}
        rows={items.map((item, index) => [index + 1, item.id, item.name])}
      />
      {creating && (
        <RootItemDialog texts={texts} onSave={onAdd} onClose={() => setCreating(false)} />
      )}
    </>
  )
}

export function MessagesSection({ ctx, target, readOnly }: SectionProps) {
  const { messages, signals } = readMessagesAndSignals(ctx, target)
  return (
    <Stack spacing={2}>
      <RootItemList
        texts={MESSAGE_TEXTS}
        items={messages}
        readOnly={readOnly}
        onAdd={(item) => addMessage(ctx, item, target)}
      />
      <RootItemList
        texts={SIGNAL_TEXTS}
        items={signals}
        readOnly={readOnly}
        onAdd={(item) => addSignal(ctx, item, target)}
      />
    </Stack>
  )
}
