import { messages as spanish } from 'virtual:lingui-catalog/es';
import { reportMissing } from '@core/inspections';
import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { missingItemText } from './missing';

describe('missingItemText', () => {
  it("reads core's missing items back unchanged in English", () => {
    const missing = reportMissing(
      {
        stage: 'delivery',
        vin: null,
        plate: null,
        make: null,
        model: null,
        odometer: null,
        fuelLevel: null,
        equipment: { horn: { ok: false, photoClientId: null } },
        receiverName: null,
        photoKinds: new Set(['front']),
        signatureRoles: new Set(),
        customerNotAvailable: true,
      },
      'trailer',
    );
    expect(missing).toContain('A photo of the failed horn');
    expect(missing.some((m) => m.startsWith('Photos: rear, '))).toBe(true);
    expect(missing.map(missingItemText)).toEqual(missing);
  });

  afterEach(() => i18n.activate('en'));

  it('says each item in Spanish, with the names from core translated', () => {
    i18n.load('es', spanish);
    i18n.activate('es');
    expect(missingItemText('The VIN')).toBe('El VIN');
    expect(missingItemText('A photo of the failed horn')).toBe('Una foto de la falla: claxon');
    expect(missingItemText('Photos: rear, odometer')).toBe('Fotos: atrás, odómetro');
    expect(missingItemText('Equipment checks: Horn, Tires')).toBe('Revisión del equipo: Claxon, Llantas');
  });

  it('shows an item it does not know as it is', () => {
    expect(missingItemText('Something new')).toBe('Something new');
  });
});
