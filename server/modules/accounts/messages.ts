import type { Catalog } from '../../lib/i18n';

interface Mail {
  subject: string;
  body: string;
}

/** The e-mails and texts about a person's account, in their language (server/lib/i18n.ts). */
interface AccountMessages {
  passwordReset(p: { name: string; link: string }): Mail;
  passwordChanged(p: { name: string; everywhere: boolean; forgot: string }): Mail;
  emailLink(p: { name: string; link: string }): Mail;
  emailChanged(p: { name: string; newEmail: string; forgot: string }): Mail;
  phoneCode(code: string): Mail;
  /** `last4` null: the number was removed. */
  phoneChangedSms(p: { last4: string | null; profile: string }): Mail;
  phoneChangedMail(p: { name: string; last4: string | null; profile: string }): Mail;
  newSignIn(p: { name: string; device: string; prefix: string | null; at: string; profile: string }): Mail;
  securityChange(p: { name: string; what: SecurityChange; profile: string }): Mail;
  recoveryCodeUsed(p: { name: string; left: number; profile: string }): Mail;
}

/** What changed in a person's second factors. */
export type SecurityChange =
  | { kind: 'added'; factor: 'passkey' | 'totp' }
  | { kind: 'removed'; factor: 'passkey' | 'totp' }
  | { kind: 'recovery_codes' }
  | { kind: 'reset_by_operator' };

const lines = (...l: string[]) => l.join('\n');

export const accountMessages = {
  en: {
    passwordReset: ({ name, link }) => ({
      subject: 'Choose a new Pathway password',
      body: lines(
        `Hello ${name},`,
        '',
        'Someone (we hope you) asked to choose a new password for your Pathway account. Open this link to do it:',
        link,
        '',
        'The link works once, for one hour. If you did not ask, ignore this e-mail: your password stays as it is.',
      ),
    }),
    passwordChanged: ({ name, everywhere, forgot }) => ({
      subject: 'Your password was changed',
      body: lines(
        `Hello ${name},`,
        '',
        `Your Pathway password was changed just now. ${everywhere ? 'Every device signed in to your account was signed out.' : 'Every other device signed in to your account was signed out.'}`,
        '',
        `If this was not you, choose a new password at once: ${forgot}`,
      ),
    }),
    emailLink: ({ name, link }) => ({
      subject: 'Confirm your e-mail address for Pathway',
      body: lines(
        `Hello ${name},`,
        '',
        'Open this link to confirm this is your e-mail address:',
        link,
        '',
        'Until you do, your account cannot pay, accept jobs, share documents by e-mail or receive payouts.',
        'The link works once, for 24 hours. If you did not sign up for Pathway, ignore this e-mail.',
      ),
    }),
    emailChanged: ({ name, newEmail, forgot }) => ({
      subject: 'Your Pathway e-mail address was changed',
      body: lines(
        `Hello ${name},`,
        '',
        `The e-mail address of your Pathway account was changed from this one to ${newEmail}. Mail about your account now goes there.`,
        '',
        `If this was not you, reply to this e-mail or contact support at once, and change your password: ${forgot}`,
      ),
    }),
    phoneCode: (code) => ({
      subject: 'Pathway phone code',
      body: `Pathway: your code is ${code}. It confirms this number for texts about your jobs and works for 10 minutes. Never share it.`,
    }),
    phoneChangedSms: ({ last4, profile }) => ({
      subject: 'Pathway phone number changed',
      body: `Pathway: the phone number on your account was ${last4 ? `changed to one ending ${last4}` : 'removed'}; texts no longer come here. If this was not you, change your password and check your settings: ${profile}`,
    }),
    phoneChangedMail: ({ name, last4, profile }) => ({
      subject: 'Your Pathway phone number was changed',
      body: lines(
        `Hello ${name},`,
        '',
        `The phone number on your Pathway account was ${last4 ? `changed to one ending ${last4}` : 'removed'}.`,
        `If this was not you, change your password and check your settings: ${profile}`,
      ),
    }),
    newSignIn: ({ name, device, prefix, at, profile }) => ({
      subject: 'New sign-in to your Pathway account',
      body: lines(
        `Hello ${name},`,
        '',
        `New sign-in to your Pathway account: ${device}, ${prefix ?? 'unknown address'}, ${at}.`,
        '(The address is shown by its network only: we do not look up where it is.)',
        '',
        `If this wasn't you, change your password and sign out everywhere: ${profile}`,
      ),
    }),
    securityChange: ({ name, what, profile }) => ({
      subject: 'Security change on your Pathway account',
      body: lines(
        `Hello ${name},`,
        '',
        what.kind === 'added'
          ? `${what.factor === 'passkey' ? 'A passkey' : 'An authenticator app'} was added to your Pathway account.`
          : what.kind === 'removed'
            ? `${what.factor === 'passkey' ? 'A passkey' : 'The authenticator app'} was removed from your Pathway account.`
            : what.kind === 'recovery_codes'
              ? 'New recovery codes were made for your Pathway account; the old ones no longer work.'
              : 'An operator removed the second factors from your Pathway account, as you asked. Sign in with your password and set up a new one.',
        '',
        `If this wasn't you, reset your password and sign out everywhere: ${profile}`,
      ),
    }),
    recoveryCodeUsed: ({ name, left, profile }) => ({
      subject: 'A recovery code was used on your Pathway account',
      body: lines(
        `Hello ${name},`,
        '',
        `One of your recovery codes was just used to confirm it's you. ${left} ${left === 1 ? 'code is' : 'codes are'} left.`,
        '',
        `If this wasn't you, change your password and sign out everywhere: ${profile}`,
      ),
    }),
  },
  es: {
    passwordReset: ({ name, link }) => ({
      subject: 'Elija una nueva contraseña de Pathway',
      body: lines(
        `Hola, ${name}:`,
        '',
        'Alguien (esperamos que usted) pidió elegir una nueva contraseña para su cuenta de Pathway. Abra este enlace para hacerlo:',
        link,
        '',
        'El enlace sirve una sola vez, durante una hora. Si usted no lo pidió, ignore este correo: su contraseña no cambia.',
      ),
    }),
    passwordChanged: ({ name, everywhere, forgot }) => ({
      subject: 'Se cambió su contraseña',
      body: lines(
        `Hola, ${name}:`,
        '',
        `La contraseña de su cuenta de Pathway se acaba de cambiar. ${everywhere ? 'Se cerró la sesión en todos los dispositivos conectados a su cuenta.' : 'Se cerró la sesión en todos los demás dispositivos conectados a su cuenta.'}`,
        '',
        `Si no fue usted, elija una nueva contraseña de inmediato: ${forgot}`,
      ),
    }),
    emailLink: ({ name, link }) => ({
      subject: 'Confirme su correo electrónico para Pathway',
      body: lines(
        `Hola, ${name}:`,
        '',
        'Abra este enlace para confirmar que este es su correo electrónico:',
        link,
        '',
        'Mientras no lo confirme, su cuenta no puede pagar, aceptar trabajos, compartir documentos por correo ni recibir pagos.',
        'El enlace sirve una sola vez, durante 24 horas. Si usted no creó una cuenta en Pathway, ignore este correo.',
      ),
    }),
    emailChanged: ({ name, newEmail, forgot }) => ({
      subject: 'Se cambió el correo electrónico de su cuenta de Pathway',
      body: lines(
        `Hola, ${name}:`,
        '',
        `El correo electrónico de su cuenta de Pathway se cambió de este a ${newEmail}. Los correos sobre su cuenta ahora llegan allí.`,
        '',
        `Si no fue usted, responda a este correo o comuníquese con soporte de inmediato, y cambie su contraseña: ${forgot}`,
      ),
    }),
    phoneCode: (code) => ({
      subject: 'Código de teléfono de Pathway',
      body: `Pathway: su código es ${code}. Confirma este número para recibir mensajes de texto sobre sus trabajos y sirve por 10 minutos. No lo comparta con nadie.`,
    }),
    phoneChangedSms: ({ last4, profile }) => ({
      subject: 'Se cambió el teléfono de Pathway',
      body: `Pathway: el número de teléfono de su cuenta ${last4 ? `se cambió a uno que termina en ${last4}` : 'se eliminó'}; los mensajes de texto ya no llegan aquí. Si no fue usted, cambie su contraseña y revise sus ajustes: ${profile}`,
    }),
    phoneChangedMail: ({ name, last4, profile }) => ({
      subject: 'Se cambió el número de teléfono de su cuenta de Pathway',
      body: lines(
        `Hola, ${name}:`,
        '',
        `El número de teléfono de su cuenta de Pathway ${last4 ? `se cambió a uno que termina en ${last4}` : 'se eliminó'}.`,
        `Si no fue usted, cambie su contraseña y revise sus ajustes: ${profile}`,
      ),
    }),
    newSignIn: ({ name, device, prefix, at, profile }) => ({
      subject: 'Nuevo inicio de sesión en su cuenta de Pathway',
      body: lines(
        `Hola, ${name}:`,
        '',
        `Nuevo inicio de sesión en su cuenta de Pathway: ${device}, ${prefix ?? 'dirección desconocida'}, ${at}.`,
        '(La dirección se muestra solo por su red: no buscamos dónde está).',
        '',
        `Si no fue usted, cambie su contraseña y cierre la sesión en todos los dispositivos: ${profile}`,
      ),
    }),
    securityChange: ({ name, what, profile }) => ({
      subject: 'Cambio de seguridad en su cuenta de Pathway',
      body: lines(
        `Hola, ${name}:`,
        '',
        what.kind === 'added'
          ? `Se agregó ${what.factor === 'passkey' ? 'una llave de acceso (passkey)' : 'una aplicación de autenticación'} a su cuenta de Pathway.`
          : what.kind === 'removed'
            ? `Se quitó ${what.factor === 'passkey' ? 'una llave de acceso (passkey)' : 'la aplicación de autenticación'} de su cuenta de Pathway.`
            : what.kind === 'recovery_codes'
              ? 'Se crearon nuevos códigos de recuperación para su cuenta de Pathway; los anteriores ya no sirven.'
              : 'Un operador de Pathway quitó los segundos factores de su cuenta, como usted lo pidió. Inicie sesión con su contraseña y configure uno nuevo.',
        '',
        `Si no fue usted, restablezca su contraseña y cierre la sesión en todos los dispositivos: ${profile}`,
      ),
    }),
    recoveryCodeUsed: ({ name, left, profile }) => ({
      subject: 'Se usó un código de recuperación en su cuenta de Pathway',
      body: lines(
        `Hola, ${name}:`,
        '',
        `Se acaba de usar uno de sus códigos de recuperación para confirmar que es usted. ${left === 1 ? 'Queda 1 código.' : `Quedan ${left} códigos.`}`,
        '',
        `Si no fue usted, cambie su contraseña y cierre la sesión en todos los dispositivos: ${profile}`,
      ),
    }),
  },
} satisfies Catalog<AccountMessages>;
