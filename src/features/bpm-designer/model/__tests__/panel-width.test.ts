import {
  CANVAS_MIN_WIDTH,
  clampPanelWidth,
  PANEL_DEFAULT_WIDTH,
  PANEL_MAX_WIDTH,
  PANEL_MIN_WIDTH,
} from '../panel-width'

describe('clampPanelWidth', () => {
  it('keeps the panel between its limits', () => {
    expect(PANEL_DEFAULT_WIDTH).toBe(480)
    expect(clampPanelWidth(100)).toBe(PANEL_MIN_WIDTH)
    expect(clampPanelWidth(5000)).toBe(PANEL_MAX_WIDTH)
    expect(clampPanelWidth(500.4)).toBe(500)
  })

  it('leaves the canvas some room in a narrow row', () => {
    expect(clampPanelWidth(900, 1000)).toBe(1000 - CANVAS_MIN_WIDTH)
    expect(clampPanelWidth(900, 500)).toBe(PANEL_MIN_WIDTH)
  })
})
