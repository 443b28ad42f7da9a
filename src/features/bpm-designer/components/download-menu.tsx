import { useState } from 'react'
import Button from '@mui/material/Button'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import DownloadIcon from '@mui/icons-material/Download'
import { saveBlob } from '@/shared/http/download'
import type { DesignerModeler } from '@/shared/bpmn/modeler-types'
import { popup } from '@/shared/ui/popups'
import { errorReason, exportDiagramFile } from '../model/diagram-export'
import { DIAGRAM_FILE_TYPES, type DiagramFileKind } from '../model/download'

const KINDS: DiagramFileKind[] = ['xml', 'svg', 'bpmn']

/** 下载文件 → XML / SVG / BPMN, named after the process. */
export function DownloadMenu({ modeler }: { modeler: DesignerModeler | null }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)

  const download = async (kind: DiagramFileKind) => {
    setAnchor(null)
    if (!modeler) return
    try {
      const file = await exportDiagramFile(modeler, kind)
      saveBlob(new Blob([file.content], { type: file.mime }), file.fileName)
    } catch (error) {
      popup.message.error(`导出流程图失败：${errorReason(error)}`)
    }
  }

  return (
    <>
      <Button
        size="small"
        startIcon={<DownloadIcon />}
        disabled={!modeler}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        下载文件
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {KINDS.map((kind) => (
          <MenuItem key={kind} onClick={() => void download(kind)}>
            {DIAGRAM_FILE_TYPES[kind].label}
          </MenuItem>
        ))}
      </Menu>
    </>
  )
}
