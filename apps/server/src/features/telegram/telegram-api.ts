import { Api } from 'grammy';
import type { Config } from '../../config.js';

export type TelegramSettings = NonNullable<Config['telegram']>;

/** The Bot API as the bot: sending works from any process (only taking updates is one process's job). */
export const telegramApi = ({ token, apiRoot }: TelegramSettings) => new Api(token, { apiRoot });

/** Where the Bot API serves a file that `getFile` described. The token is part of it: never log it. */
export const fileUrl = ({ token, apiRoot }: TelegramSettings, filePath: string) =>
  `${apiRoot}/file/bot${token}/${filePath}`;
