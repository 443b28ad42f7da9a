export { FramedPage, type FramedPageProps } from './framed-page'
