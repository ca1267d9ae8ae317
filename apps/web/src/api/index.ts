export {
  ApiError,
  InvalidResponseError,
  isValidationError,
  TimeoutError,
  ValidationError,
} from './api-errors';
export type { ClientEffects, HttpClient, RequestOptions } from './http-client';
export { API_TIMEOUT_MS, createHttpClient, http, pageNavigation, setAppNavigator } from './http-client';
