import * as contract from '@whispy/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.js';
import { callerOf } from '../../http/access.js';
import { serve } from '../../http/serve.js';
import { emailNotices, updateEmailNotices } from './settings.js';

const tags = ['identity'];

/** The settings page's email notices: the user's own choices only. */
export const emailNoticeRoutes: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  const available = config.mail !== null;

  serve(app, contract.getEmailNotices, {
    tags,
    summary: 'Whether you are emailed when a transcription you uploaded is ready or failed',
    refusals: { 404: 'Not the caller' },
    handler: async (request) => ({
      result: await emailNotices(app.db, callerOf(request), request.params.id, {
        available,
        language: request.language,
      }),
    }),
  });

  serve(app, contract.updateEmailNotices, {
    tags,
    summary: 'Choose the emails you get; they are written in the language of this request',
    refusals: { 404: 'Not the caller' },
    handler: async (request) => ({
      result: await updateEmailNotices(app.db, callerOf(request), request.params.id, request.body, {
        available,
        language: request.language,
      }),
      message: request.t('settings.saved'),
    }),
  });
};
