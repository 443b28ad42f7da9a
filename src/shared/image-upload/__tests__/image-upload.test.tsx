import { useState } from 'react'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { sessionLoaded } from '@/shared/session/session-slice'
import { createTestStore } from '@/shared/test-utils/create-test-store'
import { apiUrl, okEnvelope } from '@/shared/test-utils/msw-helpers'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import { renderWithStore } from '@/shared/test-utils/render-with-store'
import { ImageListField, ImageUploadField } from '..'

const server = setupMswServer()

function signedIn(permissions: string[]) {
  const store = createTestStore()
  store.dispatch(
    sessionLoaded({
      user: { id: 1, nickname: 'x', avatar: null },
      roles: ['common'],
      permissions,
      menus: [],
    }),
  )
  return store
}

function png(name: string, bytes = 10) {
  return new File([new Uint8Array(bytes)], name, { type: 'image/png' })
}

let uploads = 0
function serveUploads() {
  uploads = 0
  server.use(
    http.post(apiUrl('/infra/file/upload'), () => {
      uploads += 1
      return okEnvelope(`http://files.test/${uploads}.png`)
    }),
  )
}

function Single() {
  const [url, setUrl] = useState('')
  return <ImageUploadField label="封面图" hint="建议 800x800" value={url} onChange={setUrl} />
}

function List({ initial = [] as string[], max = 3 }) {
  const [urls, setUrls] = useState(initial)
  return (
    <>
      <ImageListField label="轮播图" max={max} value={urls} onChange={setUrls} />
      <output aria-label="顺序">{urls.join(',')}</output>
    </>
  )
}

describe('ImageUploadField', () => {
  it('uploads a chosen image and shows it; a wrong type or a big file is refused unsent', async () => {
    serveUploads()
    const user = userEvent.setup({ applyAccept: false })
    renderWithStore(<Single />, signedIn(['infra:file:upload']))
    expect(screen.getByText('建议 800x800；PNG、JPG、GIF 或 WebP，不超过 2 MB')).toBeInTheDocument()

    await user.upload(
      screen.getByLabelText('选择封面图'),
      new File(['<svg/>'], 'a.svg', { type: 'image/svg+xml' }),
    )
    expect(await screen.findByText('封面图只能是 PNG、JPG、GIF 或 WebP 图片')).toBeInTheDocument()
    await user.upload(screen.getByLabelText('选择封面图'), png('big.png', 2 * 1024 * 1024 + 1))
    expect(await screen.findByText('封面图大小不能超过 2 MB')).toBeInTheDocument()
    expect(uploads).toBe(0)

    await user.upload(screen.getByLabelText('选择封面图'), png('ok.png'))
    expect(await screen.findByRole('img', { name: '封面图预览' })).toHaveAttribute(
      'src',
      'http://files.test/1.png',
    )
    expect(screen.getByRole('button', { name: '更换封面图' })).toBeEnabled()
  })

  it('without infra:file:upload the button is disabled and says why', () => {
    renderWithStore(<Single />, signedIn(['product:spu:create']))
    expect(screen.getByRole('button', { name: '上传封面图' })).toBeDisabled()
    expect(screen.getByText('没有上传文件的权限')).toBeInTheDocument()
  })
})

describe('ImageListField', () => {
  it('uploads several at once, stops at the maximum and removes one', async () => {
    serveUploads()
    const user = userEvent.setup()
    renderWithStore(<List />, signedIn(['*:*:*']))
    await user.upload(screen.getByLabelText('选择轮播图'), [png('a.png'), png('b.png')])
    expect(await screen.findByRole('img', { name: '第 2 张轮播图' })).toBeInTheDocument()
    expect(screen.getByText('2/3')).toBeInTheDocument()

    await user.upload(screen.getByLabelText('选择轮播图'), [png('c.png'), png('d.png')])
    expect(await screen.findByText('轮播图最多3张')).toBeInTheDocument()
    expect(uploads).toBe(2)

    await user.click(screen.getByRole('button', { name: '删除第 1 张轮播图' }))
    expect(screen.getByLabelText('顺序')).toHaveTextContent(/^http:\/\/files.test\/2.png$/)
  })

  it('is full at the maximum: the upload button is disabled', () => {
    renderWithStore(<List initial={['u1', 'u2']} max={2} />, signedIn(['*:*:*']))
    expect(screen.getByRole('button', { name: /上传轮播图/ })).toBeDisabled()
  })

  it('moves an image with the keyboard (space, arrow, space)', async () => {
    const user = userEvent.setup()
    renderWithStore(<List initial={['u1', 'u2', 'u3']} />, signedIn(['*:*:*']))
    const list = screen.getByRole('list', { name: '轮播图' })
    // jsdom lays nothing out: give each tile a place in a row so the keyboard sensor can move.
    within(list)
      .getAllByRole('listitem')
      .forEach((item, index) => {
        item.getBoundingClientRect = () =>
          ({
            x: index * 110,
            y: 0,
            left: index * 110,
            top: 0,
            right: index * 110 + 100,
            bottom: 100,
            width: 100,
            height: 100,
            toJSON: () => ({}),
          }) as DOMRect
      })
    const handle = screen.getByRole('button', { name: '拖动排序：第 1 张轮播图' })
    handle.focus()
    await user.keyboard(' ')
    await user.keyboard('{ArrowRight}')
    await user.keyboard(' ')
    await waitFor(() => expect(screen.getByLabelText('顺序')).toHaveTextContent('u2,u1,u3'))
  })
})
