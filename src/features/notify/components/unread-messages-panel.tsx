import { useNavigate } from 'react-router-dom'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Divider from '@mui/material/Divider'
import LinearProgress from '@mui/material/LinearProgress'
import List from '@mui/material/List'
import Typography from '@mui/material/Typography'
import {
  MY_NOTIFY_MESSAGE_PATH,
  UNREAD_LIST_SIZE,
  useGetUnreadListQuery,
  useUpdateAllNotifyMessageReadMutation,
} from '@/shared/notify'
import { popup } from '@/shared/ui/popups'
import { UnreadMessageItem } from './unread-message-item'

export interface UnreadMessagesPanelProps {
  /** Id for the title, which names the pop-over. */
  titleId: string
  /** Closes the pop-over (after 查看全部 navigates). */
  onClose: () => void
}

/** The bell pop-over's content: title, the latest unread messages, 查看全部 and 全部已读. */
export function UnreadMessagesPanel({ titleId, onClose }: UnreadMessagesPanelProps) {
  const navigate = useNavigate()
  const {
    data: messages = [],
    isFetching,
    isLoading,
  } = useGetUnreadListQuery(UNREAD_LIST_SIZE, {
    refetchOnMountOrArgChange: true,
  })
  const [markAllRead, markAll] = useUpdateAllNotifyMessageReadMutation()

  const viewAll = () => {
    onClose()
    navigate(MY_NOTIFY_MESSAGE_PATH)
  }

  const readAll = async () => {
    const result = await markAllRead()
    // Failures were already shown by the request layer.
    if (!('error' in result)) popup.message.success('全部已读成功')
  }

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', maxHeight: 520 }}>
      <Typography
        id={titleId}
        component="h2"
        sx={{ px: 2, py: 1.5, fontSize: 16, fontWeight: 600 }}
      >
        站内信
      </Typography>
      <Divider />
      <Box sx={{ height: 2 }}>
        {isFetching && <LinearProgress aria-label="加载中" sx={{ height: 2 }} />}
      </Box>
      <Box sx={{ flex: 1, overflowY: 'auto' }}>
        {messages.length > 0 ? (
          <List dense disablePadding aria-label="未读消息">
            {messages.map((message) => (
              <UnreadMessageItem key={message.id} message={message} />
            ))}
          </List>
        ) : (
          !isLoading && (
            <Typography sx={{ py: 4, textAlign: 'center', color: 'text.secondary', fontSize: 14 }}>
              暂无未读消息
            </Typography>
          )
        )}
      </Box>
      <Divider />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, px: 2, py: 1 }}>
        <Button size="small" variant="outlined" onClick={viewAll}>
          查看全部
        </Button>
        <Button
          size="small"
          variant="contained"
          disabled={messages.length === 0}
          loading={markAll.isLoading}
          onClick={readAll}
        >
          全部已读
        </Button>
      </Box>
    </Box>
  )
}
