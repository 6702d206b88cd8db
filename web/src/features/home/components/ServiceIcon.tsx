import type { ServiceType } from '@core/contracts/catalog';
import { Container, Gavel, Package, Truck } from 'lucide-react';

const icons = {
  bobtail: Truck,
  trailer: Container,
  'box-truck': Package,
  auction: Gavel,
} satisfies Record<ServiceType['iconVariant'], typeof Truck>;

export function ServiceIcon({
  variant,
  className,
}: {
  variant: ServiceType['iconVariant'];
  className?: string;
}) {
  const Icon = icons[variant];
  return <Icon aria-hidden="true" className={className} />;
}
