import type { DesignerModeler, ViewboxLike } from '@/shared/bpmn/modeler-types'

export interface DiagramSnapshot {
  xml: string
  /** Where the user was looking; null before the first modeler showed the diagram. */
  viewbox: ViewboxLike | null
}

/**
 * The diagram being edited, outliving the modelers that show it. The page re-creates its modeler
 * when the dialect changes (a hidden tab keeps its modeler), and each new modeler starts from this
 * draft: the latest XML and where the user was looking.
 *
 * Exports finish asynchronously; each is numbered when it starts, so a late, older export never
 * overwrites a newer one.
 */
export class DiagramDraft {
  private latest: string
  private latestSeq = 0
  private nextSeq = 0
  private pending: Promise<void> = Promise.resolve()
  private lastViewbox: ViewboxLike | null = null
  /** Bumped by replace(): modelers attached before it show an outdated diagram. */
  private generation = 0
  private readonly owners = new WeakMap<DesignerModeler, number>()

  constructor(xml: string) {
    this.latest = xml
  }

  /** The latest XML known now (an export still running may replace it). */
  get xml(): string {
    return this.latest
  }

  get viewbox(): ViewboxLike | null {
    return this.lastViewbox
  }

  set viewbox(box: ViewboxLike | null) {
    this.lastViewbox = box
  }

  /**
   * Replaces the diagram outright, for the next modeler to show (a file opened in another
   * dialect). Exports of modelers attached before are ignored from now on.
   */
  replace(xml: string): void {
    this.generation += 1
    this.latestSeq = ++this.nextSeq
    this.latest = xml
    this.lastViewbox = null
  }

  /** `modeler` shows this draft from now on: its exports update it. */
  attach(modeler: DesignerModeler): void {
    this.owners.set(modeler, this.generation)
  }

  /**
   * Records what `modeler` shows now. bpmn-js serialises synchronously when saveXML is called, so
   * this captures the diagram even when the modeler is destroyed right after. Resolves with the
   * XML (null when the modeler has nothing to export, e.g. its import failed). Only a modeler
   * attached since the last replace() updates the draft.
   */
  capture(modeler: DesignerModeler): Promise<string | null> {
    const seq = ++this.nextSeq
    const current = this.owners.get(modeler) === this.generation
    const exported = modeler.saveXML({ format: true }).then(
      ({ xml }) => {
        if (xml !== undefined && current && seq > this.latestSeq) {
          this.latestSeq = seq
          this.latest = xml
        }
        return xml ?? null
      },
      () => null,
    )
    this.pending = this.pending.then(() => exported.then(() => undefined))
    return exported
  }

  /** The diagram once every export started so far has finished. */
  async read(): Promise<DiagramSnapshot> {
    await this.pending
    return { xml: this.latest, viewbox: this.lastViewbox }
  }
}
