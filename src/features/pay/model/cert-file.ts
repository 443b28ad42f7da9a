/** Certificates are read in the browser: .pem / .crt as text, .p12 as base64; at most 2 MB. */
export const CERT_MAX_BYTES = 2 * 1024 * 1024

export const CERT_TOO_LARGE = '证书文件大小不能超过 2 MB'
export const CERT_WRONG_TYPE = '请选择 .pem、.crt 或 .p12 格式的证书文件'

export type CertRead = { ok: true; content: string } | { ok: false; message: string }

function base64Of(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/** Reads one certificate file the user chose, or says why it cannot be used. */
export async function readCertFile(file: File, accept: readonly string[]): Promise<CertRead> {
  const extension = file.name.toLowerCase().match(/\.[a-z\d]+$/)?.[0] ?? ''
  if (!accept.includes(extension)) return { ok: false, message: CERT_WRONG_TYPE }
  if (file.size > CERT_MAX_BYTES) return { ok: false, message: CERT_TOO_LARGE }
  const bytes = new Uint8Array(await file.arrayBuffer())
  if (extension === '.p12') return { ok: true, content: base64Of(bytes) }
  return { ok: true, content: new TextDecoder().decode(bytes).trim() }
}
