import type { DictTypeSeed } from './dict-seed-types'
import { bpmDicts, infraDicts } from './infra-bpm-dicts'
import { mallDicts, mpDicts, payDicts } from './mall-pay-dicts'
import { museumDicts } from './museum-dicts'
import { commonDicts, systemDicts } from './system-dicts'

/** Every dictionary type the console knows (src/shared/dict/dict-types.ts). */
export const DICT_SEEDS: readonly DictTypeSeed[] = [
  ...commonDicts,
  ...systemDicts,
  ...infraDicts,
  ...bpmDicts,
  ...payDicts,
  ...mpDicts,
  ...mallDicts,
  ...museumDicts,
]

export type { DictTypeSeed } from './dict-seed-types'
