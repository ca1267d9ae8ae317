export { findMember, findSessionMember, type MemberRow, type WorkingMember } from './caller-repo.js';
export {
  bindSignIn,
  findUserByEmail,
  findUserBySignIn,
  findUserIdByEmail,
  type SignInBinding,
  setCurrencyOnce,
  updateEmailUnlessTaken,
} from './repo.js';
/** `PUT workspace/{id}` and `PUT user/{id}`: the settings page's edits. */
export { identityRoutes } from './routes.js';
export {
  createUser,
  currentIdentity,
  findOrCreateUser,
  isDemoWorkspace,
  type Profile,
  refreshAvatar,
  toIdentity,
} from './service.js';
