import { useEffect, useRef, type Ref } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormHelperText from '@mui/material/FormHelperText'
import IconButton from '@mui/material/IconButton'
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate'
import CloseIcon from '@mui/icons-material/Close'
import DragIndicatorIcon from '@mui/icons-material/DragIndicator'
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core'
import {
  SortableContext,
  arrayMove,
  rectSortingStrategy,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { HiddenFileInput } from './hidden-file-input'
import { imageHintText, imageNoun, NO_UPLOAD_PERMISSION_TEXT } from './image-rules'
import { useImageUpload } from './use-image-upload'

export interface ImageListFieldProps {
  /** The images' URLs in their order. */
  value: readonly string[]
  onChange(urls: string[]): void
  /** Names the field in its texts ('轮播图' gives 上传轮播图, 删除第 2 张轮播图). */
  label: string
  /** At most this many images. */
  max: number
  error?: string
  hint?: string
  disabled?: boolean
  /** The upload button: a form focuses it when the field has an error. */
  buttonRef?: Ref<HTMLButtonElement>
  /** Tile size in px (default 100). */
  size?: number
}

export function tooManyImagesMessage(label: string, max: number): string {
  return `${label}最多${max}张`
}

interface TileProps {
  url: string
  index: number
  label: string
  size: number
  disabled: boolean
  onRemove(url: string): void
}

function ImageTile({ url, index, label, size, disabled, onRemove }: TileProps) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: url,
    disabled,
  })
  const place = `第 ${index + 1} 张${label}`
  return (
    <Box
      component="li"
      ref={setNodeRef}
      sx={{
        position: 'relative',
        width: size,
        height: size,
        listStyle: 'none',
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        overflow: 'hidden',
        bgcolor: 'background.paper',
        zIndex: isDragging ? 1 : undefined,
        boxShadow: isDragging ? 4 : undefined,
      }}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <Box
        component="img"
        src={url}
        alt={place}
        sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
      />
      {!disabled && (
        <>
          <IconButton
            size="small"
            aria-label={`拖动排序：${place}`}
            {...attributes}
            {...listeners}
            sx={{
              position: 'absolute',
              left: 2,
              top: 2,
              p: 0.25,
              cursor: 'grab',
              bgcolor: 'rgba(255,255,255,0.85)',
              '&:hover': { bgcolor: 'background.paper' },
            }}
          >
            <DragIndicatorIcon fontSize="small" />
          </IconButton>
          <IconButton
            size="small"
            aria-label={`删除${place}`}
            onClick={() => onRemove(url)}
            sx={{
              position: 'absolute',
              right: 2,
              top: 2,
              p: 0.25,
              bgcolor: 'rgba(255,255,255,0.85)',
              '&:hover': { bgcolor: 'background.paper' },
            }}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        </>
      )}
    </Box>
  )
}

/** What a screen reader hears while an image is moved with the keyboard or the pointer. */
function announcementsFor(urls: readonly string[], label: string): Announcements {
  const place = (id: string | number) => `第 ${urls.indexOf(String(id)) + 1} 张${label}`
  return {
    onDragStart: ({ active }) => `已拿起${place(active.id)}`,
    onDragOver: ({ active, over }) =>
      over ? `${place(active.id)}移到了${place(over.id)}的位置` : `${place(active.id)}不在列表上`,
    onDragEnd: ({ active, over }) =>
      over ? `${place(active.id)}已放到${place(over.id)}的位置` : `${place(active.id)}已放下`,
    onDragCancel: ({ active }) => `已取消移动${place(active.id)}`,
  }
}

const SCREEN_READER_INSTRUCTIONS = {
  draggable: '按空格键或回车键拿起图片，用方向键移动，再按空格键或回车键放下，按 Esc 取消。',
}

/**
 * Several images in an order the user sets (轮播图): uploads one or more files at once up to
 * `max`, drags a tile by its handle (pointer, or keyboard: space, arrows, space) to reorder,
 * removes one with its ×. The same type and size rules as ImageUploadField.
 */
export function ImageListField({
  value,
  onChange,
  label,
  max,
  error,
  hint,
  disabled = false,
  buttonRef,
  size = 100,
}: ImageListFieldProps) {
  const { canUpload, uploading, issue, setIssue, upload } = useImageUpload(label)
  const inputRef = useRef<HTMLInputElement>(null)
  // An upload takes a while; a tile removed or moved meanwhile must not come back.
  const latest = useRef(value)
  useEffect(() => {
    latest.current = value
  }, [value])
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const room = max - value.length
  const locked = disabled || !canUpload || uploading || room <= 0

  async function add(files: File[]) {
    if (files.length > room) {
      setIssue(tooManyImagesMessage(label, max))
      return
    }
    const urls = await upload(files)
    const current = latest.current
    const fresh = urls.filter((url) => !current.includes(url)).slice(0, max - current.length)
    if (fresh.length > 0) onChange([...current, ...fresh])
  }

  function remove(url: string) {
    setIssue(null)
    onChange(value.filter((item) => item !== url))
  }

  function dropped({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return
    const from = value.indexOf(String(active.id))
    const to = value.indexOf(String(over.id))
    if (from < 0 || to < 0) return
    onChange(arrayMove([...value], from, to))
  }

  const message = issue ?? error
  const ruleText = `${imageHintText(hint)}；最多 ${max} 张，拖动图片左上角的把手可调整顺序`
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={dropped}
        accessibility={{
          announcements: announcementsFor(value, label),
          screenReaderInstructions: SCREEN_READER_INSTRUCTIONS,
        }}
      >
        <SortableContext items={[...value]} strategy={rectSortingStrategy}>
          <Box
            component="ul"
            aria-label={label}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, alignItems: 'center' }}
          >
            {value.map((url, index) => (
              <ImageTile
                key={url}
                url={url}
                index={index}
                label={label}
                size={size}
                disabled={disabled}
                onRemove={remove}
              />
            ))}
            <Box component="li" sx={{ listStyle: 'none' }}>
              <Button
                ref={buttonRef}
                variant="outlined"
                disabled={locked}
                onClick={() => inputRef.current?.click()}
                sx={{
                  width: size,
                  height: size,
                  flexDirection: 'column',
                  gap: 0.5,
                  borderStyle: 'dashed',
                  fontSize: 12,
                }}
              >
                <AddPhotoAlternateIcon />
                {uploading ? '上传中...' : `上传${label}`}
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  {value.length}/{max}
                </Box>
              </Button>
              <HiddenFileInput
                ref={inputRef}
                label={`选择${imageNoun(label)}`}
                multiple
                disabled={locked}
                onFiles={(files) => void add(files)}
              />
            </Box>
          </Box>
        </SortableContext>
      </DndContext>
      <FormHelperText error={!!message}>
        {message ?? (canUpload ? ruleText : NO_UPLOAD_PERMISSION_TEXT)}
      </FormHelperText>
    </Box>
  )
}
