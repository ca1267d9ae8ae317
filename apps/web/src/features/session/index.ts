export { fetchCsrfCookie } from './csrf';
