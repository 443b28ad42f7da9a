// bpmn-js's own stylesheets as text, for the lazy chunks that render diagrams. The console builds
// one stylesheet linked from index.html (cssCodeSplit off, for qiankun), so a plain CSS import
// would put them into the login page's bytes; inlined, they load with the chunk that needs them
// and go in with ensureMountStyles.
import diagramJsCss from 'bpmn-js/dist/assets/diagram-js.css?inline'
import bpmnJsCss from 'bpmn-js/dist/assets/bpmn-js.css?inline'
import bpmnFontCss from 'bpmn-js/dist/assets/bpmn-font/css/bpmn.css?inline'

export const BPMN_VIEWER_CSS = [diagramJsCss, bpmnJsCss, bpmnFontCss].join('\n')
