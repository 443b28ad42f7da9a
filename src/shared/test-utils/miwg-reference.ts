import { fileURLToPath } from 'node:url'

/** The MIWG reference diagrams vendored in tests/fixtures/miwg (real files made by other tools). */
export const MIWG_DIR = fileURLToPath(new URL('../../../tests/fixtures/miwg', import.meta.url))
