import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  acceptInvitation,
  createInvitation,
  getInvitation,
  listInvitations,
  revokeInvitation,
  type TCreateInvitation,
} from '@whispy/contracts';
import { api } from '../../api';
import { useEnterWorkspace } from './workspaces-query';

const invitationsKey = (workspaceId: string) => ['workspace-invitations', workspaceId] as const;

/** `GET workspace/{id}/invitations`: owners and admins only. */
export function useInvitations(workspaceId: string) {
  return useQuery({
    queryKey: invitationsKey(workspaceId),
    queryFn: () => api(listInvitations, { params: { id: workspaceId } }),
  });
}

export function useCreateInvitation(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TCreateInvitation) =>
      api(createInvitation, { params: { id: workspaceId }, body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationsKey(workspaceId) }),
  });
}

export function useRevokeInvitation(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) =>
      api(revokeInvitation, { params: { id: workspaceId, invitationId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationsKey(workspaceId) }),
  });
}

/** `GET invitations/{token}`: quiet, since the page itself says why a link no longer works. */
export function useInvitationPreview(token: string) {
  return useQuery({
    queryKey: ['invitation', token],
    queryFn: () => api(getInvitation, { params: { token }, quiet: true }),
    retry: false,
  });
}

/** `POST invitations/{token}/accept`: joins and works in the workspace, from its dashboard. */
export function useAcceptInvitation(token: string) {
  const enter = useEnterWorkspace();
  return useMutation({ mutationFn: () => api(acceptInvitation, { params: { token } }), onSuccess: enter });
}
