export {
  ApiError,
  InvalidResponseError,
  isValidationError,
  TimeoutError,
  ValidationError,
} from './api-errors';
export { API_BASE, apiUrl } from './api-url';
export type { ClientEffects, HttpClient, RequestOptions, RouteInput } from './http-client';
export { API_TIMEOUT_MS, api, createHttpClient, http, pageNavigation, setAppNavigator } from './http-client';
