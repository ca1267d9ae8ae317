export {
  ResourceCreatePage,
  ResourceEditPage,
  ResourceIndexPage,
  ResourcePage,
  ResourceShowPage,
} from './resource-page';
