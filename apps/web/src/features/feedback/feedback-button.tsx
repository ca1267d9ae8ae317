import { deferred } from '../../ui/deferred';
import { FeedbackTrigger } from './feedback-trigger';

/** The top bar's Feedback button and the dialog it opens, whose code loads after the page's. */
export const FeedbackButton = deferred(
  () => import('./feedback-dialog').then((module) => module.FeedbackDialog),
  ({ onPress }) => <FeedbackTrigger onClick={onPress} />,
);
