import { useMemo } from 'react'
import { ResourcePage } from '@/shared/crud'
import { popup } from '@/shared/ui/popups'
import { useTestFileConfigMutation, useUpdateFileConfigMasterMutation } from '../api/file-api'
import { fileConfigResource } from '../resources/file-config-resource'

const messageOf = (error: unknown) =>
  (error as { msg?: string } | undefined)?.msg ?? '测试失败，请稍后重试'

/** 文件配置 (page key 'infra/fileConfig/index'). */
export default function FileConfigPage() {
  const [updateMaster] = useUpdateFileConfigMasterMutation()
  const [testConfig] = useTestFileConfigMutation()
  const resource = useMemo(
    () =>
      fileConfigResource({
        makeMaster: (row) =>
          void (async () => {
            if (!(await popup.confirm(`是否确认修改配置编号为"${row.id}"的数据项为主配置?`))) return
            const result = await updateMaster(row.id)
            if (!('error' in result)) popup.message.success('修改成功')
          })(),
        test: (row) =>
          void (async () => {
            const result = await testConfig(row.id)
            if ('error' in result) await popup.alert(messageOf(result.error), '测试失败')
            else await popup.alert(`测试通过，上传文件成功！访问地址：${result.data}`, '测试结果')
          })(),
      }),
    [updateMaster, testConfig],
  )
  return <ResourcePage resource={resource} />
}
