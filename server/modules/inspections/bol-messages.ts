import {
  type DamageType,
  type DiagramView,
  damageTypeLabels,
  diagramViewLabels,
  type EquipmentKey,
  equipmentItems,
  type FuelLevel,
  fuelLevelLabels,
} from '@core/inspections';
import { vehicleTypeLabels } from '@core/labels';
import type { VehicleType } from '@core/pricing';
import type { Catalog } from '../../lib/i18n';

/**
 * The bill of lading's words. The BOL is printed in English, and in Spanish too when the driver or
 * the receiver reads Spanish: each label "English / Español", each sentence in English with its
 * Spanish under it (bol.ts). English is the record's language (and what tests read).
 */
export interface BolMessages {
  title: string;
  issued(when: string): string;
  consignor: string;
  consignee: string;
  carrier: string;
  origin: string;
  destination: string;
  vehicle: string;
  charges: string;
  client: string;
  namedAtDelivery: string;
  pickedUp(place: string, when: string): string;
  delivered(place: string, when: string): string;
  vehicleValue(p: { type: string; makeModel: string | null; vin: string; plate: string }): string;
  chargesValue(amount: string): string;
  conditionAtPickup: string;
  conditionAtDelivery: string;
  notRecorded: string;
  recorded(p: { when: string; odometer: string; fuel: string }): string;
  equipmentOk: string;
  equipmentFailed(items: string): string;
  photos(p: { total: number; far: number; unplaced: number }): string;
  noDamage: string;
  mark(p: { n: number; view: string; type: string; severity: string; note: string | null }): string;
  refused(reason: string): string;
  nobodyThere(remote: string): string;
  newOrWorse(count: number): string;
  signatures: string;
  signedBy(p: {
    role: 'releasing' | 'receiving' | 'driver';
    at: 'pickup' | 'delivery';
    name: string;
  }): string;
  signedAt(p: { when: string; remote: boolean }): string;
  verification(code: string, url: string): string;
  esign: string;
  views: Record<DiagramView, string>;
  damage: Record<DamageType, string>;
  severity: Record<'minor' | 'moderate' | 'severe', string>;
  fuel: Record<FuelLevel, string>;
  equipment: Record<EquipmentKey, string>;
  vehicleTypes: Record<VehicleType, string>;
}

export const bolMessages = {
  en: {
    title: 'Bill of lading',
    issued: (when) => `Issued ${when} by Pathway for a driveaway move.`,
    consignor: 'Consignor (shipper)',
    consignee: 'Consignee (receiver)',
    carrier: 'Carrier (driver)',
    origin: 'Origin',
    destination: 'Destination',
    vehicle: 'Vehicle',
    charges: 'Charges',
    client: 'Client',
    namedAtDelivery: 'Named at delivery',
    pickedUp: (place, when) => `${place}, picked up ${when}`,
    delivered: (place, when) => `${place}, delivered ${when}`,
    vehicleValue: ({ type, makeModel, vin, plate }) =>
      `${type}${makeModel ? `, ${makeModel}` : ''}; VIN ${vin}; plate ${plate}`,
    chargesValue: (amount) => `${amount} prepaid by the consignor through Pathway`,
    conditionAtPickup: 'Condition at pickup',
    conditionAtDelivery: 'Condition at delivery',
    notRecorded: 'Not recorded yet.',
    recorded: ({ when, odometer, fuel }) => `Recorded ${when}. Odometer ${odometer} mi, fuel ${fuel}.`,
    equipmentOk: 'Equipment: every item in good working order.',
    equipmentFailed: (items) => `Equipment failed: ${items}.`,
    // English keeps core/inspections.ts photoDistanceSummary (bol.ts); this is for the other languages.
    photos: ({ total }) => `${total} photo${total === 1 ? '' : 's'} with their time.`,
    noDamage: 'No damage marked.',
    mark: ({ n, view, type, severity, note }) =>
      `${n}. ${view}: ${type.toLowerCase()}, ${severity}${note ? ` (${note})` : ''}`,
    refused: (reason) => `The other party refused to sign: ${reason}`,
    nobodyThere: (remote) =>
      `Nobody was there to sign: keys and the truck's place photographed; remote signature ${remote}.`,
    newOrWorse: (count) => `New or worse at delivery: ${count} of the marks above.`,
    signatures: 'Signatures',
    signedBy: ({ role, at, name }) =>
      `${{ releasing: 'Released by', receiving: 'Received by', driver: 'Driver' }[role]} (${at}): ${name}`,
    signedAt: ({ when, remote }) =>
      `Signed ${when}${remote ? ' from the emailed link' : ' on the driver’s screen'}`,
    verification: (code, url) => `Verification code ${code}. Online copy: ${url}`,
    esign: 'Electronic signatures are valid (E-SIGN Act). The driven vehicle is the cargo.',
    // English is core's labels, as the app shows them.
    views: diagramViewLabels,
    damage: damageTypeLabels,
    severity: { minor: 'minor', moderate: 'moderate', severe: 'severe' },
    fuel: fuelLevelLabels,
    equipment: Object.fromEntries(equipmentItems.map((i) => [i.key, i.label])) as Record<
      EquipmentKey,
      string
    >,
    vehicleTypes: vehicleTypeLabels,
  },
  es: {
    title: 'Conocimiento de embarque',
    issued: (when) => `Emitido por Pathway para un traslado driveaway: ${when}.`,
    consignor: 'Remitente',
    consignee: 'Destinatario (receptor)',
    carrier: 'Transportista (conductor)',
    origin: 'Origen',
    destination: 'Destino',
    vehicle: 'Vehículo',
    charges: 'Cargos',
    client: 'Cliente',
    namedAtDelivery: 'Se indica en la entrega',
    pickedUp: (place, when) => `${place}, recogido: ${when}`,
    delivered: (place, when) => `${place}, entregado: ${when}`,
    vehicleValue: ({ type, makeModel, vin, plate }) =>
      `${type}${makeModel ? `, ${makeModel}` : ''}; VIN ${vin}; placa ${plate}`,
    chargesValue: (amount) => `${amount} pagados por adelantado por el remitente a través de Pathway`,
    conditionAtPickup: 'Condición en la recogida',
    conditionAtDelivery: 'Condición en la entrega',
    notRecorded: 'Todavía no se registró.',
    recorded: ({ when, odometer, fuel }) =>
      `Registrado: ${when}. Odómetro ${odometer} millas, combustible ${fuel}.`,
    equipmentOk: 'Equipo: todo en buenas condiciones de funcionamiento.',
    equipmentFailed: (items) => `Equipo con fallas: ${items}.`,
    photos: ({ total, far, unplaced }) =>
      `${total} ${total === 1 ? 'foto' : 'fotos'} con su hora${far > 0 ? `; ${far} lejos de la dirección` : ''}${unplaced > 0 ? `; ${unplaced} sin posición del teléfono` : ''}.`,
    noDamage: 'No se marcaron daños.',
    mark: ({ n, view, type, severity, note }) =>
      `${n}. ${view}: ${type.toLowerCase()}, ${severity}${note ? ` (${note})` : ''}`,
    refused: (reason) => `La otra parte se negó a firmar: ${reason}`,
    nobodyThere: (remote) =>
      `No había nadie para firmar: se fotografiaron las llaves y el lugar del camión; firma a distancia: ${remote}.`,
    newOrWorse: (count) => `Nuevo o peor en la entrega: ${count} de las marcas anteriores.`,
    signatures: 'Firmas',
    signedBy: ({ role, at, name }) =>
      `${{ releasing: 'Entregado por', receiving: 'Recibido por', driver: 'Conductor' }[role]} (${at === 'pickup' ? 'recogida' : 'entrega'}): ${name}`,
    signedAt: ({ when, remote }) =>
      `Firmado: ${when}${remote ? ', desde el enlace enviado por correo' : ', en la pantalla del conductor'}`,
    verification: (code, url) => `Código de verificación ${code}. Copia en línea: ${url}`,
    esign: 'Las firmas electrónicas son válidas (ley E-SIGN). El vehículo manejado es la carga.',
    views: {
      top: 'Arriba',
      front: 'Frente',
      rear: 'Atrás',
      left: 'Lado del conductor',
      right: 'Lado del pasajero',
    },
    damage: {
      scratch: 'Rayón',
      dent: 'Abolladura',
      crack: 'Grieta',
      broken: 'Roto',
      missing: 'Falta',
      other: 'Otro',
    },
    severity: { minor: 'leve', moderate: 'moderado', severe: 'grave' },
    fuel: { empty: 'Vacío', quarter: '1/4', half: '1/2', three_quarters: '3/4', full: 'Lleno' },
    equipment: {
      serviceBrakes: 'Frenos de servicio',
      parkingBrake: 'Freno de estacionamiento',
      steering: 'Dirección',
      lights: 'Luces y reflectores',
      tires: 'Llantas',
      horn: 'Claxon',
      wipers: 'Limpiaparabrisas',
      mirrors: 'Espejos retrovisores',
      coupling: 'Dispositivos de acoplamiento',
      wheels: 'Ruedas y rines',
      emergency: 'Equipo de emergencia',
    },
    vehicleTypes: {
      bobtail: 'Bobtail',
      'bobtail-trailer': 'Bobtail + remolque',
      'box-truck': 'Camión de caja',
      trailer: 'Remolque',
    },
  },
} satisfies Catalog<BolMessages>;

interface BolMail {
  bol: string;
  copy: string;
  signingUrl: string | null;
}

/** The bill of lading sent by e-mail and text: to the client in theirs, to the receiver in the one chosen for them. */
export interface BolMailMessages {
  client(
    p: BolMail & {
      number: string;
      stage: 'pickup' | 'delivery';
      from: string;
      to: string;
      tracking: string;
    },
  ): { subject: string; body: string };
  receiverEmail(p: BolMail & { place: string }): { subject: string; body: string };
  receiverSms(p: BolMail): { subject: string; body: string };
}

export const bolMailMessages = {
  en: {
    client: ({ bol, number, stage, from, to, copy, tracking, signingUrl }) => ({
      subject: `${bol}: ${stage === 'pickup' ? 'your truck was picked up' : 'your truck was delivered'}`,
      body: `${stage === 'pickup' ? 'The pickup part' : 'The complete bill of lading'} of ${number} (${from} → ${to}) is ready: ${copy}\nIt is also in your documents and on the tracking page (${tracking}).${signingUrl ? `\n\nNobody was there to sign, so please review the report and sign it, or tell us what is wrong, within 24 hours: ${signingUrl}` : ''}`,
    }),
    receiverEmail: ({ bol, place, copy, signingUrl }) => ({
      subject: `${bol}: the truck delivered to you`,
      body: `The bill of lading of the truck Pathway delivered to you (${place}): ${copy}${signingUrl ? `\n\nNobody was there to sign, so please review the report and sign it, or tell us what is wrong, within 24 hours: ${signingUrl}` : ''}`,
    }),
    receiverSms: ({ bol, copy, signingUrl }) => ({
      subject: bol,
      body: `Pathway ${bol}: the bill of lading of the truck delivered to you: ${copy}${signingUrl ? ` Sign or dispute within 24 hours: ${signingUrl}` : ''}`,
    }),
  },
  es: {
    client: ({ bol, number, stage, from, to, copy, tracking, signingUrl }) => ({
      subject: `${bol}: ${stage === 'pickup' ? 'se recogió su camión' : 'se entregó su camión'}`,
      body: `${stage === 'pickup' ? 'La parte de la recogida' : 'El conocimiento de embarque completo'} de ${number} (${from} → ${to}) está listo: ${copy}\nTambién está en sus documentos y en la página de seguimiento (${tracking}).${signingUrl ? `\n\nNo había nadie para firmar: revise el reporte y fírmelo, o díganos qué está mal, en menos de 24 horas: ${signingUrl}` : ''}`,
    }),
    receiverEmail: ({ bol, place, copy, signingUrl }) => ({
      subject: `${bol}: el camión que se le entregó`,
      body: `El conocimiento de embarque del camión que Pathway le entregó (${place}): ${copy}${signingUrl ? `\n\nNo había nadie para firmar: revise el reporte y fírmelo, o díganos qué está mal, en menos de 24 horas: ${signingUrl}` : ''}`,
    }),
    receiverSms: ({ bol, copy, signingUrl }) => ({
      subject: bol,
      body: `Pathway ${bol}: el conocimiento de embarque del camión que se le entregó: ${copy}${signingUrl ? ` Firme o dispute en menos de 24 horas: ${signingUrl}` : ''}`,
    }),
  },
} satisfies Catalog<BolMailMessages>;

/** What the client is told when the truck cannot go: failed equipment or a VIN that does not match. */
export interface InspectionNoticeMessages {
  equipmentFailed(number: string, items: EquipmentKey[]): { title: string; body: string };
  vinMismatch(p: { number: string; found: string; expected: string; stage: 'pickup' | 'delivery' }): {
    title: string;
    body: string;
  };
}

export const inspectionNoticeMessages = {
  en: {
    equipmentFailed: (number, items) => ({
      title: `${number}: the truck failed the pickup check`,
      body: `Failed: ${items.map((k) => bolMessages.en.equipment[k]).join(', ')}. The driver cannot drive it until this is fixed.`,
    }),
    vinMismatch: ({ number, found, expected, stage }) => ({
      title: `${number}: the truck's VIN does not match`,
      body: `The driver read VIN ${found}, but ${stage === 'pickup' ? 'the vehicle on the request' : 'the truck picked up'} has ${expected}. The ${stage} is stopped until this is cleared up.`,
    }),
  },
  es: {
    equipmentFailed: (number, items) => ({
      title: `${number}: el camión no pasó la revisión de recogida`,
      body: `Con fallas: ${items.map((k) => bolMessages.es.equipment[k]).join(', ')}. El conductor no puede manejarlo hasta que se repare.`,
    }),
    vinMismatch: ({ number, found, expected, stage }) => ({
      title: `${number}: el VIN del camión no coincide`,
      body: `El conductor leyó el VIN ${found}, pero ${stage === 'pickup' ? 'el vehículo de la solicitud' : 'el camión recogido'} tiene ${expected}. La ${stage === 'pickup' ? 'recogida' : 'entrega'} está detenida hasta que se aclare.`,
    }),
  },
} satisfies Catalog<InspectionNoticeMessages>;
