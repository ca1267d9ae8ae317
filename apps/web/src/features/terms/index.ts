export { TermsDocumentPage } from './terms-document-page';
export { TermsPage } from './terms-page';
