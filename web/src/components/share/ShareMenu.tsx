import { OpenOnIntent } from '@web/components/ui/open-on-intent';
import { lazy } from 'react';
import { ShareButton, type ShareMenuProps } from './ShareButton';

const loadPopup = () => import('./ShareMenuPopup');
const ShareMenuPopup = lazy(async () => ({ default: (await loadPopup()).ShareMenuPopup }));

/**
 * A share button with the social targets, copy link and (when the device has it) native share. The
 * menu's code loads when the button is first reached for (OpenOnIntent).
 */
export function ShareMenu(props: ShareMenuProps) {
  const { url: _url, title: _title, text: _text, hashtag: _hashtag, ...button } = props;
  return (
    <OpenOnIntent
      preload={loadPopup}
      trigger={(intent) => <ShareButton {...button} aria-haspopup="menu" aria-expanded={false} {...intent} />}
    >
      <ShareMenuPopup {...props} />
    </OpenOnIntent>
  );
}
