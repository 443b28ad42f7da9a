import { useEffect } from 'react'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import { locationPickerUrl, readLocationMessage, type PickedLocation } from './location-message'

export interface LocationPickerDialogProps {
  mapKey: string
  onPick: (location: PickedLocation) => void
  onClose: () => void
}

/** Names the console to Tencent's picker (its `referer`, shown in their console's statistics). */
const REFERER = 'museum-admin'

/**
 * The Tencent LBS location picker in a frame. Rendered only while open (its own chunk), so no
 * map page is requested before 获取 is clicked; the picker answers with one message per choice.
 */
export default function LocationPickerDialog({
  mapKey,
  onPick,
  onClose,
}: LocationPickerDialogProps) {
  useEffect(() => {
    const listen = (event: MessageEvent) => {
      const location = readLocationMessage(event)
      if (location) onPick(location)
    }
    window.addEventListener('message', listen)
    return () => window.removeEventListener('message', listen)
  }, [onPick])

  return (
    <Dialog
      open
      onClose={(_event, reason) => reason !== 'backdropClick' && onClose()}
      maxWidth="md"
      fullWidth
    >
      <DialogTitle>获取经纬度</DialogTitle>
      <DialogContent sx={{ p: 0, height: 520 }}>
        <iframe
          title="地图选点"
          src={locationPickerUrl(mapKey, REFERER)}
          style={{ border: 0, width: '100%', height: '100%', display: 'block' }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>取消</Button>
      </DialogActions>
    </Dialog>
  )
}
