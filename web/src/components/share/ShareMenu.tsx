import { Button, type ButtonSize, type ButtonVariant } from '@web/components/ui/button';
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
import { buildShareUrl, SHARE_WINDOW_FEATURES, type ShareContent, type ShareTarget } from './shareUrls';

export const COPY_CONFIRMATION_MS = 2000;

export interface ShareMenuProps {
  /** What to share; defaults to the current page. */
  url?: string;
  title?: string;
  text?: string;
  hashtag?: string;
  /** Visible text of the trigger; icon-only with an accessible name when `iconOnly`. */
  label?: string;
  iconOnly?: boolean;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

const targets: { id: ShareTarget; label: string; icon: ReactNode }[] = [
  { id: 'facebook', label: 'Facebook', icon: <FacebookIcon /> },
  { id: 'twitter', label: 'Twitter', icon: <TwitterIcon /> },
  { id: 'linkedin', label: 'LinkedIn', icon: <LinkedInIcon /> },
  { id: 'whatsapp', label: 'WhatsApp', icon: <WhatsAppIcon /> },
  { id: 'email', label: 'Email', icon: <Mail aria-hidden="true" className="h-4 w-4" /> },
];

function canNativeShare(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

/** A share button with the social targets, copy link and (when the device has it) native share. */
export function ShareMenu({
  url,
  title = 'Pathway',
  text,
  hashtag,
  label = 'Share',
  iconOnly = false,
  variant = 'outline',
  size,
  className,
}: ShareMenuProps) {
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
      toast({ title: 'Link copied!', description: 'URL has been copied to clipboard' });
    } catch {
      toast({ title: 'Copy failed', description: 'Failed to copy URL to clipboard', variant: 'destructive' });
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
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant={variant}
          size={size ?? (iconOnly ? 'icon' : 'md')}
          className={className}
          aria-label={iconOnly ? label : undefined}
        >
          <Share2 aria-hidden="true" className="h-4 w-4" />
          {iconOnly ? null : label}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>Share via</DropdownMenuLabel>
        {targets.map((target) => (
          <DropdownMenuItem key={target.id} onSelect={() => shareTo(target.id)}>
            {target.icon}
            {target.label}
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
          <span aria-live="polite">{copied ? 'Copied!' : 'Copy link'}</span>
        </DropdownMenuItem>
        {canNativeShare() ? (
          <DropdownMenuItem onSelect={() => void nativeShare()}>
            <Share2 aria-hidden="true" className="h-4 w-4" />
            Share…
          </DropdownMenuItem>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
