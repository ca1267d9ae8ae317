import type { TTranscriptionLimits } from '@whispy/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { notify } from '../../ui/notify';
import { takeSharedMedia } from './shared-media';
import type { UploadQueue } from './upload-queue';

/**
 * Files shared from another app wait in the service worker's inbox until the upload page opens (after
 * signing in, if need be): they join the page's files through the same checks as picked ones. The
 * worker's redirect says `?shared=failed` when it could not keep them and `&trimmed=N` when it dropped
 * some; the address loses those markers so that a reload does not say it again.
 */
export function useSharedMedia(
  queue: UploadQueue,
  limits: TTranscriptionLimits,
  take: () => Promise<File[]> = takeSharedMedia,
) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const shared = params.get('shared');
  const trimmed = params.get('trimmed');
  // React runs a mount effect twice in development: the inbox must be emptied once.
  const taken = useRef(false);

  useEffect(() => {
    if (taken.current) return;
    taken.current = true;
    if (shared) void navigate({ search: '' }, { replace: true });
    if (shared === 'failed') notify.error(t('upload.shared.failed'));
    if (trimmed) notify.warning(t('upload.shared.trimmed', { count: Number(trimmed) || 0 }));
    take().then(
      (files) => queue.addFiles(files, limits),
      () => notify.error(t('upload.shared.failed')),
    );
  }, [shared, trimmed, queue, limits, take, navigate, t]);
}
