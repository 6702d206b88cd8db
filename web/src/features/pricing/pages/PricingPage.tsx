import { calculateQuote, type ServiceTime, serviceTimes, type VehicleType } from '@core/pricing';
import { Trans, useLingui } from '@lingui/react/macro';
import { PageTitle } from '@web/components/PageTitle';
import { buttonClasses } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { SwitchField } from '@web/components/ui/switch-field';
import { ArrowRight, Calculator } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useBasisOrDefaults } from '../api';
import { CALCULATOR_DEFAULT_DISTANCE } from '../calculator';
import { CalculatorDistance } from '../components/CalculatorDistance';
import { ChoiceGroup } from '../components/ChoiceGroup';
import { PricePanel } from '../components/PricePanel';
import { PriceSheet } from '../components/PriceSheet';
import { requestHrefFor, serviceTimeText, vehicleTypeOptions } from '../labels';

/** Pricing Calculator (/pricing): an instant preview of the server's quote rules. */
export function PricingPage() {
  const { t, i18n } = useLingui();
  const vehicleChoices = vehicleTypeOptions.map((o) => ({ value: o.value, label: i18n._(o.label) }));
  const serviceTimeChoices = serviceTimes.map((value) => ({ value, label: i18n._(serviceTimeText[value]) }));
  const [vehicleType, setVehicleType] = useState<VehicleType>('bobtail');
  const [distance, setDistance] = useState(CALCULATOR_DEFAULT_DISTANCE);
  const [serviceTime, setServiceTime] = useState<ServiceTime>('now');
  const [isLoaded, setIsLoaded] = useState(false);

  // The return and fuel lines are estimated on the server's basis; until it loads they read "Estimating…".
  const basis = useBasisOrDefaults();
  const quote = calculateQuote({ vehicleType, distance, serviceTime, isLoaded }, basis);

  return (
    <div className="grid gap-4">
      <PageTitle
        icon={Calculator}
        title={t`Pricing Calculator`}
        subtitle={t`An instant estimate for moving your working truck.`}
      />

      <Card>
        <CardContent className="grid gap-5 pt-4">
          <ChoiceGroup
            legend={t`Recovery type`}
            choices={vehicleChoices}
            value={vehicleType}
            onChange={setVehicleType}
            columns={2}
          />
          <CalculatorDistance value={distance} onChange={setDistance} />
          <ChoiceGroup
            legend={t`Service time`}
            choices={serviceTimeChoices}
            value={serviceTime}
            onChange={setServiceTime}
            columns={3}
          />
          <SwitchField
            label={t`Vehicle is loaded`}
            hint={t`Loaded vehicles are priced by phone.`}
            checked={isLoaded}
            onCheckedChange={setIsLoaded}
          />
        </CardContent>
      </Card>

      <PricePanel
        quote={quote}
        vehicleType={vehicleType}
        description={t`The final price is confirmed when you request the move.`}
      />

      <Link to={requestHrefFor(vehicleType, distance)} className={buttonClasses('accent', 'lg', 'w-full')}>
        <Trans>Request Recovery Now</Trans>
        <ArrowRight aria-hidden="true" className="h-5 w-5" />
      </Link>

      <PriceSheet />
    </div>
  );
}
