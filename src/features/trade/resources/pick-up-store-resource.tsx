import Box from '@mui/material/Box'
import { dateTimeColumn, defineResource, defineResourceApi, dictColumn } from '@/shared/crud'
import { DICT_TYPE } from '@/shared/dict'
import { PICK_UP_STORE_TAG } from '../api/pick-up-store-api'
import {
  AreaInput,
  LocationInput,
  LogoInput,
  OpeningHoursInput,
} from '../components/pick-up-store-fields'
import { ProductPicture } from '../components/order-lines'
import {
  EMPTY_PICK_UP_STORE,
  pickUpStoreForm,
  pickUpStoreFormOf,
  pickUpStoreSaveOf,
} from '../model/pick-up-store-form'
import type { PickUpStoreItem, PickUpStoreQuery, PickUpStoreSave } from '../model/trade-types'

/** 自提门店 (/trade/delivery/pick-up-store): where members pick up 自提 orders. */
export const pickUpStoreResource = defineResource({
  api: defineResourceApi<PickUpStoreItem, PickUpStoreSave, PickUpStoreQuery>({
    path: '/trade/delivery/pick-up-store',
    tag: PICK_UP_STORE_TAG,
  }),
  name: '自提门店',
  title: '自提门店',
  idName: '自提门店',
  deleteLabel: (row) => row.name,
  export: false,
  search: [
    { kind: 'text', name: 'name', label: '门店名称' },
    { kind: 'text', name: 'phone', label: '门店电话' },
    { kind: 'dict', name: 'status', label: '门店状态', dictType: DICT_TYPE.COMMON_STATUS },
    { kind: 'dateRange', name: 'createTime', label: '创建时间' },
  ],
  columns: [
    { key: 'id', title: '编号', width: 70 },
    {
      key: 'logo',
      title: '门店 logo',
      width: 90,
      render: (row) => <ProductPicture url={row.logo} name={`${row.name} logo`} size={40} />,
    },
    { key: 'name', title: '门店名称', minWidth: 140 },
    { key: 'phone', title: '门店电话', nowrap: true },
    {
      key: 'detailAddress',
      title: '地址',
      minWidth: 200,
      render: (row) => [row.areaName, row.detailAddress].filter(Boolean).join(' '),
    },
    {
      key: 'openingTime',
      title: '营业时间',
      nowrap: true,
      render: (row) => `${row.openingTime} ~ ${row.closingTime}`,
    },
    {
      key: 'latitude',
      title: '经纬度',
      nowrap: true,
      visible: false,
      render: (row) => (
        <Box component="span">
          {row.latitude}, {row.longitude}
        </Box>
      ),
    },
    dictColumn('status', '门店状态', DICT_TYPE.COMMON_STATUS, { width: 100 }),
    dateTimeColumn('createTime', '创建时间'),
  ],
  form: {
    schema: pickUpStoreForm,
    maxWidth: 'md',
    fields: [
      { kind: 'text', name: 'name', label: '门店名称', required: true },
      { kind: 'text', name: 'introduction', label: '门店简介', rows: 3 },
      { kind: 'text', name: 'phone', label: '门店电话', required: true },
      {
        kind: 'custom',
        name: 'areaId',
        label: '门店所在地区',
        required: true,
        render: (form) => <AreaInput form={form} />,
      },
      { kind: 'text', name: 'detailAddress', label: '门店详细地址', required: true },
      {
        kind: 'custom',
        name: 'logo',
        label: '门店 logo',
        required: true,
        render: (form) => <LogoInput form={form} />,
      },
      {
        kind: 'custom',
        name: 'openingTime',
        label: '营业时间',
        required: true,
        render: (form) => <OpeningHoursInput form={form} />,
      },
      {
        kind: 'custom',
        name: 'latitude',
        label: '经纬度',
        required: true,
        render: (form) => <LocationInput form={form} />,
      },
      {
        kind: 'dictRadio',
        name: 'status',
        label: '门店状态',
        dictType: DICT_TYPE.COMMON_STATUS,
        required: true,
      },
    ],
    empty: EMPTY_PICK_UP_STORE,
    fromItem: pickUpStoreFormOf,
    toSave: pickUpStoreSaveOf,
  },
})
