import { cn } from '@web/lib/utils';
import { type ComponentProps, type ReactNode, useId } from 'react';

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div className={cn('rounded-2xl border border-slate-200 bg-white shadow-sm', className)} {...props} />
  );
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1 p-4 pb-2', className)} {...props} />;
}

export function CardTitle({ className, ...props }: ComponentProps<'h2'>) {
  return <h2 className={cn('text-lg font-semibold text-slate-900', className)} {...props} />;
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('text-sm text-slate-600', className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('p-4 pt-2', className)} {...props} />;
}

/**
 * A titled card that is a landmark region named by its title, with an optional description and an
 * action beside the title (e.g. "New request").
 */
export function RegionCard({
  title,
  titleId,
  description,
  action,
  className,
  contentClassName,
  children,
}: {
  title: ReactNode;
  titleId?: string;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
  contentClassName?: string;
  children: ReactNode;
}) {
  const generated = useId();
  const id = titleId ?? generated;
  return (
    <Card role="region" aria-labelledby={id} className={className}>
      <CardHeader className={action ? 'flex-row items-center justify-between' : undefined}>
        <CardTitle id={id}>{title}</CardTitle>
        {action}
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}
