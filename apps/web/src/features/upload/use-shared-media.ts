import type { TTranscriptionLimits } from '@whispy/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { notify } from '../../ui/notify';
import { takeSharedMedia } from './shared-media';
import type { UploadQueue } from './upload-queue';

/**
 * Files shared from another app arrive as `?shared=1` (`failed` when they could not be kept): they join
 * the page's files through the same checks as picked ones, and the address loses the marker so that a
 * reload does not look for them again.
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
  // React runs a mount effect twice in development: the files must be taken once.
  const taken = useRef(false);

  useEffect(() => {
    if (!shared || taken.current) return;
    taken.current = true;
    void navigate({ search: '' }, { replace: true });
    if (shared === 'failed') return notify.error(t('upload.shared.failed'));
    if (trimmed) notify.warning(t('upload.shared.trimmed', { count: Number(trimmed) || 0 }));
    take().then(
      (files) => queue.addFiles(files, limits),
      () => notify.error(t('upload.shared.failed')),
    );
  }, [shared, trimmed, queue, limits, take, navigate, t]);
}
