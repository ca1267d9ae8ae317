/** The mail port and its SMTP adapter (nodemailer), and the one shape our emails take. */
export {
  isPermanentRefusal,
  type Mailer,
  type MailMessage,
  type MailSettings,
  smtpMailer,
} from './mailer.js';
export { oneLine, type SimpleEmail, simpleEmail } from './simple-email.js';
