import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'

export function StatCard({
  label,
  value,
  loading,
}: {
  label: string
  value: number | string | undefined
  loading?: boolean
}) {
  return (
    <Card>
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
    </Card>
  )
}
