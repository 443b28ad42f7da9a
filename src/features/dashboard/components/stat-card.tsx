import Card from '@mui/material/Card'
import CardActionArea from '@mui/material/CardActionArea'
import CardContent from '@mui/material/CardContent'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from 'react-router-dom'

export function StatCard({
  label,
  value,
  loading,
  to,
}: {
  label: string
  value: number | string | undefined
  loading?: boolean
  /** The list behind the figure: the whole card links to it. */
  to?: string | null
}) {
  const content = (
    <CardContent>
      <Typography sx={{ color: 'text.secondary', fontSize: 14 }}>{label}</Typography>
      {loading ? (
        <Skeleton width={60} height={40} />
      ) : (
        <Typography sx={{ fontSize: 30, fontWeight: 600 }} aria-label={label}>
          {value ?? '-'}
        </Typography>
      )}
    </CardContent>
  )
  return (
    <Card sx={{ height: '100%' }}>
      {to ? (
        <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
          {content}
        </CardActionArea>
      ) : (
        content
      )}
    </Card>
  )
}
