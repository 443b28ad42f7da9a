import { useId } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { formatYuan } from '@/shared/money'
import { qrHint } from '../model/cashier'
import { QrCodeImage } from './qr-code-image'

export interface ShownCode {
  channelCode: string
  channelName: string
  content: string
}

/**
 * The QR code of a submit, with what to do with it. For the mock channel a staff member at a desk
 * can also open the pay page in a new window instead of scanning.
 */
export function CashierCodeDialog({
  code,
  price,
  onClose,
}: {
  code: ShownCode | null
  price: number
  onClose: () => void
}) {
  const titleId = useId()
  const hint = code ? qrHint(code.channelCode) : ''
  return (
    <Dialog
      open={code !== null}
      aria-labelledby={titleId}
      onClose={onClose}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{code?.channelName}</DialogTitle>
      <DialogContent dividers>
        {code && (
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5 }}>
            <Typography sx={{ fontSize: 22, fontWeight: 600, color: 'error.dark' }}>
              ¥{formatYuan(price)}
            </Typography>
            <QrCodeImage text={code.content} label={`${code.channelName}二维码`} />
            <Typography>{hint}</Typography>
            {code.channelCode === 'mock' && (
              <Link href={code.content} target="_blank" rel="noopener noreferrer">
                在新窗口中打开模拟支付
              </Link>
            )}
            <Typography variant="body2" color="text.secondary">
              支付完成后本页自动跳转
            </Typography>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="outlined" onClick={onClose}>
          取消支付
        </Button>
      </DialogActions>
    </Dialog>
  )
}
