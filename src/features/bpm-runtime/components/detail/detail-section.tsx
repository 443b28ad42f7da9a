import { useId, type ReactNode } from 'react'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CardHeader from '@mui/material/CardHeader'

/** One titled card of the detail page; the title names the region for assistive technology. */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId()
  return (
    <Card variant="outlined" component="section" aria-labelledby={id}>
      <CardHeader
        title={title}
        slotProps={{ title: { id, variant: 'subtitle1', component: 'h2' } }}
        sx={{ borderBottom: 1, borderColor: 'divider', py: 1.5 }}
      />
      <CardContent>{children}</CardContent>
    </Card>
  )
}
