import { type DocumentType, documentTypeLabels } from '@core/contracts/documents';
import type { Catalog } from '../../lib/i18n';

interface Notice {
  title: string;
  body: string;
}

/** What a document's owner is told about its review and its expiry. */
export interface DocumentMessages {
  approved(type: DocumentType, fileName: string): Notice;
  rejected(type: DocumentType, fileName: string, reason: string): Notice;
  expiring(p: { type: DocumentType; fileName: string; daysLeft: number; expiresOn: string }): Notice;
}

const esTypes: Record<DocumentType, string> = {
  license: 'licencia de conducir',
  insurance: 'tarjeta del seguro',
  registration: 'registro del vehículo',
  certification: 'certificaciones',
  medical: 'certificado médico',
  other: 'documento',
};

export const documentMessages = {
  en: {
    approved: (type, fileName) => ({
      title: `Your ${documentTypeLabels[type]} was approved`,
      body: `An operator checked ${fileName} and approved it.`,
    }),
    rejected: (type, fileName, reason) => ({
      title: `Your ${documentTypeLabels[type]} needs another look`,
      body: `An operator could not accept ${fileName}: ${reason}\nPlease upload it again.`,
    }),
    expiring: ({ type, fileName, daysLeft, expiresOn }) => ({
      title: `Your ${documentTypeLabels[type]} expires in ${daysLeft} day${daysLeft === 1 ? '' : 's'}`,
      body: `${fileName} expires on ${expiresOn}. Upload the renewed document before then to keep taking work.`,
    }),
  },
  es: {
    approved: (type, fileName) => ({
      title: `Se aprobó su ${esTypes[type]}`,
      body: `Un operador de Pathway revisó ${fileName} y lo aprobó.`,
    }),
    rejected: (type, fileName, reason) => ({
      title: `Su ${esTypes[type]} necesita otra revisión`,
      body: `Un operador de Pathway no pudo aceptar ${fileName}: ${reason}\nVuelva a subirlo, por favor.`,
    }),
    expiring: ({ type, fileName, daysLeft, expiresOn }) => ({
      title: `Su ${esTypes[type]} vence en ${daysLeft} ${daysLeft === 1 ? 'día' : 'días'}`,
      body: `${fileName} vence el ${expiresOn}. Suba el documento renovado antes de esa fecha para seguir aceptando trabajos.`,
    }),
  },
} satisfies Catalog<DocumentMessages>;
