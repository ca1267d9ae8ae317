import { CircleHelp, FileAudio, Globe, LayoutDashboard, Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../features/config';
import type { NavItem } from '../ui/chrome/nav-item';

/** Spec §2: the four main entries (Help is the external how-to site) and the settings link. */
export function useMainNavigation(): { items: NavItem[]; settings: NavItem } {
  const { t } = useTranslation();
  const { data: config } = usePublicConfig();
  const items: NavItem[] = [
    { id: 'dashboard', label: t('nav.dashboard'), to: '/dashboard', icon: LayoutDashboard },
    { id: 'transcriptions', label: t('nav.transcriptions'), to: '/resource/transcriptions', icon: FileAudio },
    {
      id: 'public_transcriptions',
      label: t('nav.publicTranscriptions'),
      to: '/resource/public_transcriptions',
      icon: Globe,
    },
  ];
  if (config?.help_url)
    items.push({ id: 'help', label: t('nav.help'), to: config.help_url, icon: CircleHelp });
  return { items, settings: { id: 'settings', label: t('nav.settings'), to: '/settings', icon: Settings } };
}
