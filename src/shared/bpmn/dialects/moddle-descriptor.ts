/** The shape of a moddle package descriptor (what bpmn-moddle's `moddleExtensions` accepts). */
export interface ModdlePropertyDescriptor {
  name: string
  type: string
  isAttr?: boolean
  isBody?: boolean
  isMany?: boolean
  isReference?: boolean
  default?: string | number | boolean
}

export interface ModdleTypeDescriptor {
  name: string
  isAbstract?: boolean
  superClass?: string[]
  extends?: string[]
  meta?: { allowedIn?: string[] }
  properties: ModdlePropertyDescriptor[]
}

export interface ModdleDescriptor {
  name: string
  uri: string
  prefix: string
  xml?: { tagAlias?: 'lowerCase' }
  associations: unknown[]
  enumerations?: unknown[]
  types: ModdleTypeDescriptor[]
}
