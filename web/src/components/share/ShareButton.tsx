import { useLingui } from '@lingui/react/macro';
import { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from '@web/components/ui/button';
import { Share2 } from 'lucide-react';

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

type ShareButtonProps = Pick<ShareMenuProps, 'label' | 'iconOnly' | 'variant' | 'size' | 'className'> &
  Omit<ButtonProps, 'variant' | 'size'>;

/** The share button, closed (a stand-in) or as the open menu's trigger. */
export function ShareButton({
  label: givenLabel,
  iconOnly = false,
  variant = 'outline',
  size,
  className,
  ...rest
}: ShareButtonProps) {
  const { t } = useLingui();
  const label = givenLabel ?? t`Share`;
  return (
    <Button
      variant={variant}
      size={size ?? (iconOnly ? 'icon' : 'md')}
      className={className}
      aria-label={iconOnly ? label : undefined}
      {...rest}
    >
      <Share2 aria-hidden="true" className="h-4 w-4" />
      {iconOnly ? null : label}
    </Button>
  );
}
