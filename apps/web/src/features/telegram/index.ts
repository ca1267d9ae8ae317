export { TelegramIntegration } from './telegram-integration';
