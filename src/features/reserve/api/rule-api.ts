import { baseApi } from '@/shared/api/base-api'
import { RESERVE_RULE_TAG } from '@/shared/museum'
import type { RuleItem, RuleUpdate } from '../model/reserve-types'

/** 预约规则: the list (loud: this page is the rules' own) and the save of one rule. */
export const ruleApi = baseApi
  .enhanceEndpoints({ addTagTypes: [RESERVE_RULE_TAG] })
  .injectEndpoints({
    endpoints: (build) => ({
      listRulesForEditing: build.query<RuleItem[], void>({
        query: () => ({ url: '/museum/reserve-rule/list' }),
        providesTags: [{ type: RESERVE_RULE_TAG, id: 'LIST' }],
      }),
      updateRule: build.mutation<boolean, RuleUpdate>({
        query: (body) => ({ url: '/museum/reserve-rule/update', method: 'PUT', body }),
        invalidatesTags: [{ type: RESERVE_RULE_TAG, id: 'LIST' }],
      }),
    }),
  })

export const { useListRulesForEditingQuery, useUpdateRuleMutation } = ruleApi
