import { createElement } from 'react'
import { render, screen } from '@testing-library/react'
import {
  BusinessFormViewsProvider,
  normaliseViewPath,
  useBusinessFormView,
  type BusinessFormViews,
} from '../business-form-views'

function LeaveView({ id }: { id: number }) {
  return <p>请假 {id}</p>
}

const VIEWS: BusinessFormViews = { '/bpm/oa/leave/detail': LeaveView }

function Probe({ path }: { path: string | null }) {
  const View = useBusinessFormView(path)
  // A registered (stable) component, looked up rather than created here.
  return View ? createElement(View, { id: 42 }) : <p>没有业务表单</p>
}

function renderProbe(path: string | null, views: BusinessFormViews = VIEWS) {
  return render(
    <BusinessFormViewsProvider views={views}>
      <Probe path={path} />
    </BusinessFormViewsProvider>,
  )
}

describe('business form views', () => {
  it('finds the view a model names, however its path is written', () => {
    for (const path of [
      '/bpm/oa/leave/detail',
      'bpm/oa/leave/detail',
      '/bpm/oa/leave/detail/?id=1',
    ]) {
      const { unmount } = renderProbe(path)
      expect(screen.getByText('请假 42')).toBeInTheDocument()
      unmount()
    }
  })

  it('finds nothing for an empty or unknown path, or without a provider', () => {
    renderProbe(null)
    renderProbe('/bpm/oa/leave/create')
    renderProbe('toString')
    expect(screen.getAllByText('没有业务表单')).toHaveLength(3)
    render(<Probe path="/bpm/oa/leave/detail" />)
    expect(screen.getAllByText('没有业务表单')).toHaveLength(4)
  })

  it('normalises paths to a leading slash, no trailing slash, no query', () => {
    expect(normaliseViewPath(' /a/b/ ')).toBe('/a/b')
    expect(normaliseViewPath('a/b#x')).toBe('/a/b')
  })
})
