import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import { SPU_TABS, type SpuCounts } from '../model/product-types'

interface SpuTabsProps {
  value: number
  counts: SpuCounts | undefined
  onChange: (tabType: number) => void
}

/** 出售中 / 仓库中 / 已售罄 / 警戒库存 / 回收站, each with its number of products. */
export function SpuTabs({ value, counts, onChange }: SpuTabsProps) {
  return (
    <Tabs
      value={value}
      onChange={(_event, next: number) => onChange(next)}
      aria-label="商品状态"
      variant="scrollable"
      allowScrollButtonsMobile
      sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      {SPU_TABS.map((tab) => (
        <Tab
          key={tab.type}
          value={tab.type}
          label={`${tab.label} (${counts?.[String(tab.type)] ?? 0})`}
          sx={{ minWidth: 0, px: 2 }}
        />
      ))}
    </Tabs>
  )
}
