export { findMember, findUserIdByEmail, type MemberRow } from './repo.js';
export { findOrCreateUser, isDemoWorkspace, toIdentity } from './service.js';
