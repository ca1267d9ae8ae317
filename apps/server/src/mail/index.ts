/** The mail port and its SMTP adapter (nodemailer). */
export {
  isPermanentRefusal,
  type Mailer,
  type MailMessage,
  type MailSettings,
  smtpMailer,
} from './mailer.js';
