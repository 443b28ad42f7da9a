// Stands in for the properties panel in page tests (the real one drives bpmn-js services the fake
// modeler does not have); shows the props the page hands it.
import type { PropertiesPanelProps } from '../../panel/properties-panel'

export function PropertiesPanel({ modeler, dialect, readOnly, modelHasId }: PropertiesPanelProps) {
  return (
    <div
      data-testid="properties-panel"
      data-has-modeler={String(modeler !== null)}
      data-dialect={dialect}
      data-read-only={String(readOnly)}
      data-model-has-id={String(modelHasId)}
    />
  )
}
