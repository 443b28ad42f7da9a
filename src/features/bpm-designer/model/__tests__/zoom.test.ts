import { canZoom, formatZoom, nextZoom, ZOOM_MAX, ZOOM_MIN } from '../zoom'

describe('designer zoom', () => {
  it('steps by 0.1 without float drift', () => {
    let zoom = 1
    for (let i = 0; i < 7; i += 1) zoom = nextZoom(zoom, 'out') as number
    expect(zoom).toBe(0.3)
    expect(nextZoom(0.3, 'in')).toBe(0.4)
    expect(nextZoom(0.7, 'in')).toBe(0.8)
    expect(formatZoom(nextZoom(0.2, 'in') as number)).toBe('30%')
  })

  it('stops at 0.2 and 4', () => {
    expect(nextZoom(ZOOM_MIN, 'out')).toBeNull()
    expect(nextZoom(ZOOM_MAX, 'in')).toBeNull()
    expect(nextZoom(3.9, 'in')).toBe(4)
    expect(nextZoom(0.3, 'out')).toBe(0.2)
    expect(canZoom(ZOOM_MIN, 'out')).toBe(false)
    expect(canZoom(ZOOM_MIN, 'in')).toBe(true)
    expect(canZoom(ZOOM_MAX, 'in')).toBe(false)
    expect(canZoom(ZOOM_MAX, 'out')).toBe(true)
  })

  it('snaps a fitted zoom to the nearest tenth before stepping', () => {
    expect(nextZoom(0.87, 'in')).toBe(1)
    expect(nextZoom(0.87, 'out')).toBe(0.8)
    // A huge diagram fitted below the minimum can only grow, back into range.
    expect(nextZoom(0.12, 'out')).toBeNull()
    expect(nextZoom(0.12, 'in')).toBe(0.2)
  })

  it('shows the zoom as a whole percentage', () => {
    expect(formatZoom(1)).toBe('100%')
    expect(formatZoom(0.87)).toBe('87%')
    expect(formatZoom(0.1 + 0.2)).toBe('30%')
    expect(formatZoom(4)).toBe('400%')
  })
})
