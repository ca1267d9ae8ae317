export {
  canManageWorkspace,
  fetchIdentity,
  hasWorkspace,
  identityQuery,
  identityQueryKey,
  type TWorkingIdentity,
  useIdentity,
} from './identity-query';
export {
  clearSession,
  emitIdentityUpdated,
  IDENTITY_UPDATED_EVENT,
  listenForIdentityUpdates,
} from './identity-updated';
export { useUpdateUser, useUpdateWorkspace } from './update-identity';
