import { join } from 'node:path'
import type * as Prettier from 'prettier'
import type { CodegenPreviewFile } from '../../../../src/shared/wire/infra-codegen'
import { REPO_ROOT } from '../config'

/**
 * The generated TypeScript in the repository's own style (its Prettier settings), as a developer's
 * editor would save it. A server copied without its development tools sends the templates' text.
 */
export async function formatFiles(files: CodegenPreviewFile[]): Promise<CodegenPreviewFile[]> {
  let prettier: typeof Prettier
  try {
    prettier = await import('prettier')
  } catch {
    return files
  }
  const config = (await prettier.resolveConfig(join(REPO_ROOT, 'package.json'))) ?? {}
  return Promise.all(
    files.map(async (file) =>
      /\.tsx?$/.test(file.filePath)
        ? {
            ...file,
            code: await prettier.format(file.code, { ...config, filepath: file.filePath }),
          }
        : file,
    ),
  )
}
