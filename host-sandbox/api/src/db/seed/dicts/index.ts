import type { DictTypeSeed } from './dict-seed-types'
import { bpmDicts, infraDicts } from './infra-bpm-dicts'
import { mallDicts, mpDicts, payDicts } from './mall-pay-dicts'
import { museumDicts } from './museum-dicts'
import { commonDicts, systemDicts } from './system-dicts'

/** Every dictionary type of SPEC.md section 3, in the order the spec lists them. */
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
