import { fileURLToPath } from 'node:url'

/** The MIWG reference diagrams in ../shared beside the repository (real files made by other tools). */
export const MIWG_DIR = fileURLToPath(
  new URL('../../../../shared/bpmn/miwg-reference', import.meta.url),
)
