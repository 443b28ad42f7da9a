// saxen ships no types; the part the BPMN pre-check (lib/bpmn-limits.ts) uses.
declare module 'saxen' {
  export class Parser {
    on(event: 'openTag' | 'closeTag', callback: () => void): this
    on(event: 'error', callback: (error: Error) => void): this
    parse(xml: string): this
    stop(): void
  }
}
