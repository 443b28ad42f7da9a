import { useRef } from 'react'
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import ButtonBase from '@mui/material/ButtonBase'
import CircularProgress from '@mui/material/CircularProgress'
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined'
import defaultAvatar from '@/shared/assets/default-avatar.svg'
import { useAppDispatch } from '@/shared/store-hooks'
import { userPatched } from '@/shared/session/session-slice'
import { popup } from '@/shared/ui/popups'
import { useUpdateAvatarMutation } from '../api/profile-api'
import { AVATAR_ACCEPT, avatarFileProblem } from '../model/profile-schemas'

/** The profile avatar; clicking it uploads a new picture. */
export function AvatarPicker({ avatar, name }: { avatar: string | null; name: string }) {
  const inputRef = useRef<HTMLInputElement>(null)
  const [updateAvatar, { isLoading }] = useUpdateAvatarMutation()
  const dispatch = useAppDispatch()

  async function upload(file: File) {
    const problem = avatarFileProblem(file)
    if (problem) {
      popup.message.error(problem)
      return
    }
    const result = await updateAvatar(file)
    if ('error' in result) return
    dispatch(userPatched({ avatar: result.data }))
    popup.message.success('修改成功')
  }

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center' }}>
      <ButtonBase
        aria-label="修改头像"
        title="点击上传头像"
        disabled={isLoading}
        onClick={() => inputRef.current?.click()}
        sx={{
          position: 'relative',
          borderRadius: '50%',
          overflow: 'hidden',
          '&:hover .avatar-overlay, &:focus-visible .avatar-overlay': { opacity: 1 },
        }}
      >
        <Avatar src={avatar || defaultAvatar} alt={name} sx={{ width: 112, height: 112 }} />
        <Box
          className="avatar-overlay"
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            bgcolor: 'rgba(0, 0, 0, 0.45)',
            color: '#fff',
            opacity: isLoading ? 1 : 0,
            transition: 'opacity .2s',
          }}
        >
          {isLoading ? <CircularProgress size={28} color="inherit" /> : <PhotoCameraOutlined />}
        </Box>
      </ButtonBase>
      <input
        ref={inputRef}
        type="file"
        accept={AVATAR_ACCEPT}
        hidden
        data-testid="avatar-file-input"
        onChange={(event) => {
          const file = event.target.files?.[0]
          // Reset so choosing the same file again still fires a change.
          event.target.value = ''
          if (file) void upload(file)
        }}
      />
    </Box>
  )
}
