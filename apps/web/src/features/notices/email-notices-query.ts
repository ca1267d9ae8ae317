import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getEmailNotices, type TUpdateEmailNotices, updateEmailNotices } from '@whispy/contracts';
import { api } from '../../api';

const emailNoticesKey = (userId: string) => ['email-notices', userId] as const;

/** `GET user/{id}/email-notices`: the user's email choices and whether this server sends email at all. */
export function useEmailNotices(userId: string) {
  return useQuery({
    queryKey: emailNoticesKey(userId),
    queryFn: ({ signal }) => api(getEmailNotices, { params: { id: userId }, signal }),
  });
}

/** `PUT user/{id}/email-notices`: saves a choice; the emails follow the app's language at that moment. */
export function useUpdateEmailNotices(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choices: TUpdateEmailNotices) =>
      api(updateEmailNotices, { params: { id: userId }, body: choices }),
    onSuccess: (saved) => queryClient.setQueryData(emailNoticesKey(userId), saved),
  });
}
