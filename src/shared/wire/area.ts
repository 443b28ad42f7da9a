import { z } from 'zod'

// Areas (GB/T 2260 provinces, cities and districts): GET /system/area/tree.

export interface AreaNode {
  /** The numeric GB/T 2260 code, e.g. 320102 (玄武区). */
  id: number
  name: string
  children?: AreaNode[]
}

export const areaNode: z.ZodType<AreaNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    children: z.array(areaNode).optional(),
  }),
)

export const areaTree = z.array(areaNode)
