import type { CodegenPreviewFile } from '../../../../../src/shared/wire/infra-codegen'
import {
  apiFile,
  consolePaths,
  pageFile,
  resourceFile,
  routeRegistrySnippet,
  typesFile,
} from './console'
import type { GenModel } from './model'
import { sandboxRouteFile, sandboxRoutePath } from './sandbox'
import {
  menuSeedFile,
  menuSeedPath,
  migrationFile,
  migrationPath,
  serverTestFile,
  serverTestPath,
} from './seed-and-test'
import { wireSchemaFile } from './wire-schema'

export type { GenModel } from './model'
export { kebabCase } from './model'
export { routeRegistryLine } from './console'

/** Every file of one table's module, paths relative to the repository root. */
export function generateFiles(model: GenModel): CodegenPreviewFile[] {
  const consoleFiles = consolePaths(model)
  return [
    { filePath: `src/shared/wire/${model.kebab}.ts`, code: wireSchemaFile(model) },
    { filePath: consoleFiles.types, code: typesFile(model) },
    { filePath: consoleFiles.api, code: apiFile(model) },
    { filePath: consoleFiles.resource, code: resourceFile(model) },
    { filePath: consoleFiles.page, code: pageFile(model) },
    {
      filePath: `src/app/route-registry.${model.kebab}.snippet.txt`,
      code: routeRegistrySnippet(model),
    },
    { filePath: sandboxRoutePath(model), code: sandboxRouteFile(model) },
    { filePath: migrationPath(model), code: migrationFile(model) },
    { filePath: menuSeedPath(model), code: menuSeedFile(model) },
    { filePath: serverTestPath(model), code: serverTestFile(model) },
  ]
}
