/** The hidden routes the product screens open (each a tab of its own). */
export const propertyValuePath = (propertyId: number) => `/property/value/${propertyId}`
export const SPU_ADD_PATH = '/spu/add'
export const spuEditPath = (spuId: number) => `/spu/edit/${spuId}`
