import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

// Whatever src/ holds ends up readable in the bundle: a private key there protects nothing (the
// remembered password used to be "encrypted" with one). Written so this file does not match itself.
const PEM_PRIVATE_KEY = /-----BEGIN (?:RSA |EC |ENCRYPTED )?PRIVATE KEY-----/

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    return entry.isDirectory() ? sourceFiles(path) : [path]
  })
}

it('no file under src/ carries a private key or a client-side decryptor', () => {
  const offenders = sourceFiles('src').filter((file) => {
    const text = readFileSync(file, 'utf8')
    return PEM_PRIVATE_KEY.test(text) || /from ['"]jsencrypt['"]/.test(text)
  })
  expect(offenders).toEqual([])
})
