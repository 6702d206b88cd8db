import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { toast } from '@web/components/ui/use-toast';
import { Check, Copy, Mail, Share2 } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { FacebookIcon, LinkedInIcon, TwitterIcon, WhatsAppIcon } from './brandIcons';
import { COPY_CONFIRMATION_MS, ShareButton, type ShareMenuProps } from './ShareButton';
import { buildShareUrl, SHARE_WINDOW_FEATURES, type ShareContent, type ShareTarget } from './shareUrls';

const targets: { id: ShareTarget; label: MessageDescriptor; icon: ReactNode }[] = [
  { id: 'facebook', label: msg`Facebook`, icon: <FacebookIcon /> },
  { id: 'twitter', label: msg`Twitter`, icon: <TwitterIcon /> },
  { id: 'linkedin', label: msg`LinkedIn`, icon: <LinkedInIcon /> },
  { id: 'whatsapp', label: msg`WhatsApp`, icon: <WhatsAppIcon /> },
  { id: 'email', label: msg`Email`, icon: <Mail aria-hidden="true" className="h-4 w-4" /> },
];

function canNativeShare(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

/** The share menu itself, opened: loaded the first time a share button is pressed (ShareMenu). */
export function ShareMenuPopup({ url, title = 'Pathway', text, hashtag, ...button }: ShareMenuProps) {
  const { t, i18n } = useLingui();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const content = (): ShareContent => ({ url: url ?? window.location.href, title, text, hashtag });

  const shareTo = (target: ShareTarget) => {
    const href = buildShareUrl(target, content());
    if (target === 'email') {
      window.location.href = href;
      return;
    }
    window.open(href, '_blank', SHARE_WINDOW_FEATURES);
  };

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(content().url);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
      toast({ title: t`Link copied!`, description: t`URL has been copied to clipboard` });
    } catch {
      toast({
        title: t`Copy failed`,
        description: t`Failed to copy URL to clipboard`,
        variant: 'destructive',
      });
    }
  };

  const nativeShare = async () => {
    const { url: shareUrl, title: shareTitle, text: shareText } = content();
    try {
      await navigator.share({ url: shareUrl, title: shareTitle, text: shareText ?? shareTitle });
    } catch {
      // The person closed the share sheet, or the device refused; nothing to report.
    }
  };

  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>
        <ShareButton {...button} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>
          <Trans>Share via</Trans>
        </DropdownMenuLabel>
        {targets.map((target) => (
          <DropdownMenuItem key={target.id} onSelect={() => shareTo(target.id)}>
            {target.icon}
            {i18n._(target.label)}
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem
          onSelect={(event) => {
            // Keep the menu open so the 2-second "Copied!" state is visible.
            event.preventDefault();
            void copyLink();
          }}
        >
          {copied ? (
            <Check aria-hidden="true" className="h-4 w-4 text-emerald-600" />
          ) : (
            <Copy aria-hidden="true" className="h-4 w-4" />
          )}
          <span aria-live="polite">{copied ? t`Copied!` : t`Copy link`}</span>
        </DropdownMenuItem>
        {canNativeShare() ? (
          <DropdownMenuItem onSelect={() => void nativeShare()}>
            <Share2 aria-hidden="true" className="h-4 w-4" />
            <Trans>Share…</Trans>
          </DropdownMenuItem>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
