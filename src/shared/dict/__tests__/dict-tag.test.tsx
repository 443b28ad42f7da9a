import { render, screen } from '@testing-library/react'
import { DictTag } from '../dict-tag'
import { makeLoadedDictStore, option, withStore } from './dict-test-store'

const store = makeLoadedDictStore({
  common_status: [
    option('common_status', '0', '开启', 'primary'),
    option('common_status', '1', '关闭', 'info'),
  ],
  infra_boolean_string: [
    option('infra_boolean_string', 'true', '是', 'danger', 'bool-true'),
    option('infra_boolean_string', 'false', '否', ''),
  ],
  system_user_sex: [
    option('system_user_sex', '1', '男', 'default'),
    option('system_user_sex', '2', '女', 'success'),
  ],
})

function renderTag(type: string, value: Parameters<typeof DictTag>[0]['value']) {
  return render(<DictTag type={type} value={value} />, { wrapper: withStore(store) })
}

function chip(label: string): HTMLElement {
  return screen.getByText(label).closest('.MuiChip-root') as HTMLElement
}

describe('DictTag', () => {
  it('renders the label of a value in a small chip coloured from colorType', () => {
    renderTag('common_status', 0)
    const tag = chip('开启')
    expect(tag).toHaveClass('MuiChip-sizeSmall')
    expect(tag).toHaveClass('MuiChip-colorPrimary')
    expect(screen.queryByText('0')).not.toBeInTheDocument()
  })

  it("maps danger to MUI's error colour and adds cssClass; matches boolean values", () => {
    renderTag('infra_boolean_string', true)
    const tag = chip('是')
    expect(tag).toHaveClass('MuiChip-colorError')
    expect(tag).toHaveClass('bool-true')
  })

  it("uses the default colour for '' and default", () => {
    renderTag('infra_boolean_string', 'false')
    expect(chip('否')).toHaveClass('MuiChip-colorDefault')
  })

  it('renders one tag per value of an array', () => {
    renderTag('system_user_sex', ['1', 2])
    expect(chip('男')).toHaveClass('MuiChip-colorDefault')
    expect(chip('女')).toHaveClass('MuiChip-colorSuccess')
  })

  it('renders an unknown value as itself and nothing for an empty value', () => {
    const { container, rerender } = renderTag('common_status', 7)
    expect(screen.getByText('7')).toBeInTheDocument()
    expect(container.querySelector('.MuiChip-root')).toBeNull()
    rerender(<DictTag type="common_status" value={null} />)
    expect(container).toBeEmptyDOMElement()
  })
})
