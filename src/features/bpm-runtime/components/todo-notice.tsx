import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Link from '@mui/material/Link'
import Portal from '@mui/material/Portal'
import { useNavigate } from 'react-router-dom'
import { useConsoleMount } from '@/shared/ui/theme/mount-context'
import { useTodoPoll } from '../hooks/use-todo-poll'
import { TODO_PAGE_PATH, todoNoticeText } from '../model/todo-notice'

/**
 * The todo poll and its notice (top right, where the console's notifications show): 您有 N 条待办任务，
 * 点击查看 opens 待办任务. It stays until clicked or closed, so a user who looks away does not miss it.
 * Rendered once per console by the app beside the navbar; it shows nothing until the total rises.
 */
export function TodoNotice() {
  const { notice, dismiss } = useTodoPoll()
  const navigate = useNavigate()
  const mount = useConsoleMount()
  if (notice === null) return null
  return (
    <Portal container={mount.embedded ? mount.container : undefined}>
      <Alert
        severity="info"
        role="status"
        closeText="关闭"
        onClose={dismiss}
        sx={{
          position: mount.embedded ? 'absolute' : 'fixed',
          // Below the navbar (68 px): its search, bell and user menu stay within reach.
          top: 76,
          right: 16,
          width: 330,
          maxWidth: 'calc(100vw - 32px)',
          zIndex: (theme) => theme.zIndex.snackbar,
          boxShadow: 3,
        }}
      >
        <AlertTitle>待办提醒</AlertTitle>
        <Link
          component="button"
          type="button"
          underline="hover"
          onClick={() => {
            dismiss()
            void navigate(TODO_PAGE_PATH)
          }}
          sx={{ textAlign: 'left', verticalAlign: 'baseline' }}
        >
          {todoNoticeText(notice)}
        </Link>
      </Alert>
    </Portal>
  )
}
