export {
  bindSignIn,
  findMember,
  findUserByEmail,
  findUserBySignIn,
  findUserIdByEmail,
  type MemberRow,
  type SignInBinding,
  setCurrencyOnce,
  updateEmailUnlessTaken,
  type WorkingMember,
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
