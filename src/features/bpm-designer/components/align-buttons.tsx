import type { ReactElement } from 'react'
import Box from '@mui/material/Box'
import AlignHorizontalCenterIcon from '@mui/icons-material/AlignHorizontalCenter'
import AlignHorizontalLeftIcon from '@mui/icons-material/AlignHorizontalLeft'
import AlignHorizontalRightIcon from '@mui/icons-material/AlignHorizontalRight'
import AlignVerticalBottomIcon from '@mui/icons-material/AlignVerticalBottom'
import AlignVerticalCenterIcon from '@mui/icons-material/AlignVerticalCenter'
import AlignVerticalTopIcon from '@mui/icons-material/AlignVerticalTop'
import type {
  AlignElementsLike,
  AlignmentType,
  DesignerModeler,
  SelectionLike,
} from '@/shared/bpmn/modeler-types'
import { popup } from '@/shared/ui/popups'
import {
  ALIGN_CONFIRM_TEXT,
  ALIGN_SELECTION_WARNING,
  ALIGNMENTS,
  alignableElements,
} from '../model/align'
import { ToolbarIconButton } from './toolbar-icon-button'

const ICONS: Record<AlignmentType, ReactElement> = {
  left: <AlignHorizontalLeftIcon fontSize="small" />,
  right: <AlignHorizontalRightIcon fontSize="small" />,
  top: <AlignVerticalTopIcon fontSize="small" />,
  bottom: <AlignVerticalBottomIcon fontSize="small" />,
  center: <AlignHorizontalCenterIcon fontSize="small" />,
  middle: <AlignVerticalCenterIcon fontSize="small" />,
}

export interface AlignButtonsProps {
  modeler: DesignerModeler | null
  disabled?: boolean
}

/** Align the selected shapes : at least two, and only after a confirmation. */
export function AlignButtons({ modeler, disabled }: AlignButtonsProps) {
  const align = async (type: AlignmentType) => {
    if (!modeler) return
    const elements = alignableElements(modeler.get<SelectionLike>('selection').get())
    if (elements.length < 2) {
      popup.message.warning(ALIGN_SELECTION_WARNING)
      return
    }
    const confirmed = await popup.confirm(ALIGN_CONFIRM_TEXT, { type: 'warning' })
    if (confirmed) modeler.get<AlignElementsLike>('alignElements').trigger(elements, type)
  }

  return (
    <Box sx={{ display: 'flex' }} role="group" aria-label="对齐">
      {ALIGNMENTS.map(({ type, label }) => (
        <ToolbarIconButton
          key={type}
          title={label}
          disabled={disabled || !modeler}
          onClick={() => void align(type)}
        >
          {ICONS[type]}
        </ToolbarIconButton>
      ))}
    </Box>
  )
}
