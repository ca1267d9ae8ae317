import { useMutation } from '@tanstack/react-query';
import {
  sendFeedback as sendFeedbackRoute,
  type TCreatedFeedback,
  type TCreateFeedback,
} from '@whispy/contracts';
import { api } from '../../api';

/**
 * `POST feedback {feedback}`: the server's thank-you is toasted by the HTTP client. The call is quiet
 * because a failed submission is only logged, never shown (spec §8).
 */
export function sendFeedback(input: TCreateFeedback): Promise<TCreatedFeedback> {
  return api(sendFeedbackRoute, { body: input, quiet: true });
}

export function useSendFeedback() {
  return useMutation({
    mutationFn: sendFeedback,
    onError: (error) => console.error('Feedback could not be sent', error),
  });
}
