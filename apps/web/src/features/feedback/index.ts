/** The Feedback button with its dialog, for the top bar. */
export { FeedbackButton } from './feedback-button';
