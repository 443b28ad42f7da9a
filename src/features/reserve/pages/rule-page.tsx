import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { DICT_TYPE, getDictLabel } from '@/shared/dict'
import { ListPage } from '@/shared/list-kit'
import { usePermission } from '@/shared/permissions'
import { useAppSelector } from '@/shared/store-hooks'
import { useListRulesForEditingQuery } from '../api/rule-api'
import { RuleCard } from '../components/rule-card'
import { RULE_TYPES } from '../model/reserve-types'

const SUBTITLES: Record<number, string> = {
  1: '个人预约与窗口预约',
  2: '团队预约（需审批）',
  3: '活动报名',
}

/** 预约规则 (page key 'reserve/rule/index'): one card per overall_rule_type. */
export default function RulePage() {
  const { data, isLoading, isError } = useListRulesForEditingQuery()
  const { hasPermi } = usePermission()
  const canSave = hasPermi(['reserve:rule:update'])
  const byType = useAppSelector((state) => state.dict.byType)
  const rules = RULE_TYPES.map((type) => data?.find((rule) => rule.type === type)).filter(
    (rule) => rule !== undefined,
  )
  return (
    <ListPage label="预约规则">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        规则保存后立即对新的预约生效，已有预约不受影响。
      </Typography>
      {isLoading && <Typography color="text.secondary">加载中…</Typography>}
      {isError && <Typography color="error">预约规则加载失败</Typography>}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', xl: '1fr 1fr 1fr' },
          gap: 2,
        }}
      >
        {rules.map((rule) => (
          <RuleCard
            // A saved rule comes back from the list; a new key would drop typing in other cards.
            key={rule.id}
            rule={rule}
            title={
              getDictLabel(byType, DICT_TYPE.OVERALL_RULE_TYPE, rule.type) || `规则 ${rule.type}`
            }
            subtitle={SUBTITLES[rule.type] ?? ''}
            canSave={canSave}
          />
        ))}
      </Box>
    </ListPage>
  )
}
