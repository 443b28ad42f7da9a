import { useId, useRef, useState } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import UploadFileIcon from '@mui/icons-material/UploadFile'
import { downloadFile } from '@/shared/http/download'
import type { PersonInput } from '@/shared/museum'
import { useAppDispatch } from '@/shared/store-hooks'
import { useImportTeamMembersMutation } from '../resources/team-api'
import { TEAM_TEMPLATE_URL, type TeamImportResult } from '../resources/team-types'

const isBlank = (p: PersonInput) => !p.name.trim() && !p.idNumber.trim()

/**
 * The imported members join the table: blank rows are replaced, a document already in the table
 * is not added twice.
 */
export function mergeMembers(current: readonly PersonInput[], imported: readonly PersonInput[]) {
  const kept = current.filter((p) => !isBlank(p))
  const known = new Set(kept.map((p) => p.idNumber.trim().toUpperCase()))
  const added = imported.filter((p) => !known.has(p.idNumber.toUpperCase()))
  return { members: [...kept, ...added], skipped: imported.length - added.length }
}

export interface TeamMembersImportProps {
  members: readonly PersonInput[]
  onImported: (members: PersonInput[]) => void
  disabled?: boolean
}

/**
 * 导入成员: 下载模板 (姓名, 证件类型, 证件号码) and an .xlsx upload whose good rows fill the members
 * table; every bad row is listed as 第 N 行：why, so it can be fixed in the file or typed here.
 */
export function TeamMembersImport({ members, onImported, disabled }: TeamMembersImportProps) {
  const inputRef = useRef<HTMLInputElement>(null)
  const reportId = useId()
  const dispatch = useAppDispatch()
  const [importMembers, { isLoading }] = useImportTeamMembersMutation()
  const [report, setReport] = useState<(TeamImportResult & { skipped: number }) | null>(null)

  const upload = async (file: File | undefined) => {
    if (!file) return
    const result = await importMembers(file)
    // The input is cleared so the same file, once corrected, can be chosen again.
    if (inputRef.current) inputRef.current.value = ''
    if ('error' in result || !result.data) return
    const merged = mergeMembers(members, result.data.members)
    onImported(merged.members)
    setReport({ ...result.data, skipped: merged.skipped })
  }

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          startIcon={<UploadFileIcon />}
          disabled={disabled || isLoading}
          onClick={() => inputRef.current?.click()}
          aria-describedby={report ? reportId : undefined}
        >
          {isLoading ? '导入中…' : '导入成员'}
        </Button>
        <input
          ref={inputRef}
          type="file"
          hidden
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          aria-label="选择成员文件"
          data-testid="team-members-file"
          onChange={(event) => void upload(event.target.files?.[0])}
        />
        <Link
          component="button"
          type="button"
          variant="body2"
          onClick={() =>
            void downloadFile({ url: TEAM_TEMPLATE_URL }, '团队成员导入模板.xlsx', dispatch)
          }
        >
          下载模板
        </Link>
        <Typography variant="caption" color="text.secondary">
          .xlsx，列为 姓名、证件类型、证件号码
        </Typography>
      </Box>
      {report && (
        <Alert
          id={reportId}
          severity={report.failures.length ? 'warning' : 'success'}
          role="status"
          aria-label="导入结果"
          onClose={() => setReport(null)}
        >
          {`已导入 ${report.members.length - report.skipped} 名成员`}
          {report.skipped > 0 && `，${report.skipped} 名已在名单中`}
          {report.failures.length > 0 && `，${report.failures.length} 行未导入：`}
          {report.failures.length > 0 && (
            <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
              {report.failures.map((failure) => (
                <li key={failure.row}>{`第 ${failure.row} 行：${failure.reason}`}</li>
              ))}
            </Box>
          )}
        </Alert>
      )}
    </Box>
  )
}
