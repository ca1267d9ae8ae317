export { UploadPage } from './upload-page';
