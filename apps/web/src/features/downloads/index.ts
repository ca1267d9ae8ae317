export { DownloadMenu } from './download-menu';
export { ShareLink } from './share-link';
