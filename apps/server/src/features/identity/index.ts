export {
  findMember,
  findUserIdByEmail,
  hasLiveSubscription,
  LIVE_SUBSCRIPTION_STATUSES,
  type MemberRow,
  setCurrencyOnce,
} from './repo.js';
/** `PUT workspace/{id}` and `PUT user/{id}`: the settings page's edits. */
export { identityRoutes } from './routes.js';
export { currentIdentity, findOrCreateUser, isDemoWorkspace, toIdentity } from './service.js';
