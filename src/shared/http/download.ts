import { presentError } from './error-policy'
import { executeRequest } from './execute-request'
import type { RequestArgs } from './request-types'
import type { SessionDispatch } from './session-refresh'

// RFC 5987 ext-value: charset'language'percent-encoded
const EXT_FILENAME = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i
const PLAIN_FILENAME = /(?:^|;)\s*filename\s*=\s*(?:"((?:\\.|[^"\\])*)"|([^;]*))/i

function decodePercent(value: string, charset = 'utf-8'): string | null {
  try {
    if (/^utf-?8$/i.test(charset) || charset === '') return decodeURIComponent(value)
    // ISO-8859-1: each %XX byte is one code point.
    return value.replace(/%([0-9a-f]{2})/gi, (_match, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    )
  } catch {
    return null
  }
}

/**
 * The file name of a Content-Disposition header: `filename*` (RFC 5987) wins over `filename`.
 * A plain `filename` that is percent-encoded (Java's URLEncoder, as the production server sends
 * it, spaces as '+') is decoded too. Null when the header names no file.
 */
export function parseContentDispositionFileName(header: string | null | undefined): string | null {
  if (!header) return null
  const ext = EXT_FILENAME.exec(header)
  if (ext) {
    const decoded = decodePercent(ext[2].trim().replace(/^"|"$/g, ''), ext[1].trim())
    if (decoded) return decoded
  }
  const plain = PLAIN_FILENAME.exec(header)
  if (!plain) return null
  const raw = plain[1] !== undefined ? plain[1].replace(/\\(.)/g, '$1') : plain[2].trim()
  if (!raw) return null
  if (/%[0-9a-f]{2}/i.test(raw)) return decodePercent(raw.replace(/\+/g, ' ')) ?? raw
  return raw
}

/** Hands a Blob to the browser as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.style.display = 'none'
  document.body.appendChild(link)
  link.click()
  link.remove()
  // Some browsers read the object URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

/**
 * GETs a file with the same auth, re-auth and error policy as every other call and saves it under
 * the name from Content-Disposition (or `fallbackFileName`). A JSON answer is an error envelope and
 * is shown like any other. Never rejects: failures have already been shown when it resolves.
 * `dispatch` (the store's) ends the session if re-auth fails.
 */
export async function downloadFile(
  args: RequestArgs,
  fallbackFileName: string,
  dispatch: SessionDispatch,
): Promise<void> {
  const outcome = await executeRequest(args, 'blob', { dispatch })
  if (!outcome.ok) return
  const { result } = outcome
  if (result.type !== 'blob') {
    // A successful envelope instead of a file: nothing to save, and the user expected one.
    if (!args.silent) presentError({ kind: 'invalid-response' })
    return
  }
  const fileName =
    parseContentDispositionFileName(result.headers.get('content-disposition')) ?? fallbackFileName
  saveBlob(result.blob, fileName)
}
