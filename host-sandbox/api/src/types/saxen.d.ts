// saxen ships no types: the non-namespace mode the sandbox's BPMN pre-check (lib/bpmn-limits.ts) and
// the designer's import repair (src/features/bpm-designer/model/xml-tree.ts) use. One declaration
// for the project: two ambient declarations of one module would conflict.
declare module 'saxen' {
  type Decode = (text: string) => string
  export class Parser {
    on(
      event: 'openTag',
      callback: (
        name: string,
        getAttrs: () => Record<string, string>,
        decode: Decode,
        selfClosing: boolean,
      ) => void,
    ): this
    on(
      event: 'closeTag',
      callback: (name: string, decode: Decode, selfClosing: boolean) => void,
    ): this
    on(event: 'text', callback: (text: string, decode: Decode) => void): this
    on(event: 'cdata' | 'question' | 'attention', callback: (text: string) => void): this
    on(event: 'comment', callback: (text: string, decode: Decode) => void): this
    on(event: 'error' | 'warn', callback: (error: Error) => void): this
    parse(xml: string): this
    stop(): void
  }
}
