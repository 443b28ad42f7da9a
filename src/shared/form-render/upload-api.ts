import { baseApi } from '@/shared/api/base-api'

/** The multipart field of /infra/file/upload (the Java server's FileUploadReqVO.file). */
export const UPLOAD_FILE_FIELD = 'file'

export const formUploadApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Stores a file; resolves the URL it can be fetched from. */
    uploadFormFile: build.mutation<string, File>({
      query: (file) => {
        const formData = new FormData()
        formData.append(UPLOAD_FILE_FIELD, file)
        return { url: '/infra/file/upload', method: 'POST', formData }
      },
    }),
  }),
})

export const { useUploadFormFileMutation } = formUploadApi
