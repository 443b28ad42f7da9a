export { AreaCascader, type AreaCascaderProps } from './area-cascader'
export { areaApi, useGetAreaTreeQuery, type AreaNode } from './area-api'
export { areaNameOf, areaPathOf, isLeafArea } from './area-path'
