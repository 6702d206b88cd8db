// The compiled catalogs scripts/build/lingui.ts builds per language.
declare module 'virtual:lingui-catalog/*' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
