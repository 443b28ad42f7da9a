/**
 * Build-time stand-in for CodeMirror and the FEEL editors (vite.config.ts aliases them here).
 * @bpmn-io/properties-panel imports them for its FEEL, template and JSON entries; the 高级 tab
 * shows none of those (its groups: ./advanced-groups.ts), so they would be about three quarters of
 * the tab's bytes for nothing. Should an entry ever try to open an editor, it fails loudly.
 */
function unavailable(): never {
  throw new Error('流程设计器的高级属性不包含代码编辑器')
}

const facet = { of: unavailable }

export class EditorView {
  static lineWrapping = null
  static updateListener = facet
  static domEventHandlers = unavailable
  static theme = unavailable
  constructor() {
    unavailable()
  }
}
export const EditorState = { create: unavailable, tabSize: facet, readOnly: facet }
// Called once when @bpmn-io/properties-panel loads.
export const Annotation = { define: () => ({ of: unavailable }) }
export const keymap = facet
export const highlightSpecialChars = unavailable
export const drawSelection = unavailable
export const placeholder = unavailable
export const lineNumbers = unavailable
export const syntaxHighlighting = unavailable
export const defaultHighlightStyle = null
export const foldGutter = unavailable
export const bracketMatching = unavailable
export const foldKeymap: never[] = []
export const closeBrackets = unavailable
export const closeBracketsKeymap: never[] = []
export const history = unavailable
export const defaultKeymap: never[] = []
export const historyKeymap: never[] = []
// Called once when @bpmn-io/properties-panel loads; the linter it returns is never run.
export const jsonParseLinter = () => unavailable
export const json = unavailable
export const linter = unavailable
export class FeelersEditor {
  constructor() {
    unavailable()
  }
}
export default class Editor {
  constructor() {
    unavailable()
  }
}
