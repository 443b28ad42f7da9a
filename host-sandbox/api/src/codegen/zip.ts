import JSZip from 'jszip'
import type { CodegenPreviewFile } from '../../../../src/shared/wire/infra-codegen'

/** The generated files as one zip, each at its path from the repository root. */
export async function zipFiles(files: CodegenPreviewFile[]): Promise<Buffer> {
  const zip = new JSZip()
  for (const file of files) zip.file(file.filePath, file.code)
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' })
}
