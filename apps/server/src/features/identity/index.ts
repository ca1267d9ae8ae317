export { findMember, type MemberRow } from './repo.js';
export { findOrCreateUser, toIdentity } from './service.js';
