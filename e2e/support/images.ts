import { expect, type Page } from '@playwright/test'
import { ADMIN_API } from './system'

// A 64 x 36 PNG (two blues): the sandbox takes raster images only.
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAkCAIAAAC2bqvFAAAB5UlEQVR4nGMQsekRs+sVd+iXdJog5TJJxm2yrMcUea9pij7TlfxmqgTMUg2arR4yVyNsnlbEAu2ohbqxi/XjlxgkLjVKXm6cusI0fZVZ5mqL7DVWueus89fbFm60K97kULrZsXyrc+U2l+odbrU7Pep3eTbu8W7e69O636/9gH/nwcDuw8G9R0L6j4VNPB4++UTk1FNR00/HzDwbO/tc/LwLiQsuJi26lLLkSuqyq+krrmesupG15mbOutu5G+7kb7pXsOV+0bYHxTsele56XLbnKcOoB0Y9MOqBUQ+MemDUA6MeGPXASPaAf+7KgLxVgQWrgwrXBBevDS1ZF1a2Prx8Q0TlxsiqTVE1m2PqtsTWb41r3BbftCOhZWdS667k9t0pHXtSu/amde9L792f2Xcga8LB7ImHciYfzp1yJG/a0YLpxwpnHi+adaJ4zsmSeadL558pX3i2YtG5yiXnq5ZeqF5+sWbFpbpVl+tXX2lYe7Vx3bWmDdebN95o3Xyzbcut9m23O7bf6dx5t3vX/Z49D3r3Puzb/6j/4OMJh55MOvJ08tFnU44/n3rixbRTL6effjXz7OtRD4x6YNQDox4Y9cCoB0Y9MKAeGPJtoVEPjHpg1AOjHhj1wKgHRj0w6gHyPQAAy/9RNQsNWSwAAAAASUVORK5CYII=',
  'base64',
)

/** The PNG as a file to hand to an <input type="file">. */
export const pngFile = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG })

/** Uploads the PNG through infra/file/upload (for data set up by API); answers its URL. */
export async function uploadPngByApi(page: Page, token: string, name: string): Promise<string> {
  const response = await page.request.post(`${ADMIN_API}/infra/file/upload`, {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { file: pngFile(name) },
  })
  const body = (await response.json()) as { code: number; data: string; msg?: string }
  expect(body.code, body.msg).toBe(0)
  return body.data
}
