import { useMemo } from 'react'
import qrcode from 'qrcode-generator'

/** A QR code drawn in the browser (no outside service), as an image with a text alternative. */
export function QrCodeImage({
  text,
  label,
  size = 200,
}: {
  text: string
  label: string
  size?: number
}) {
  const src = useMemo(() => {
    const qr = qrcode(0, 'M')
    qr.addData(text)
    qr.make()
    return qr.createDataURL(Math.max(2, Math.floor(size / (qr.getModuleCount() + 8))), 4)
  }, [text, size])
  return (
    <img src={src} alt={label} width={size} height={size} style={{ imageRendering: 'pixelated' }} />
  )
}
