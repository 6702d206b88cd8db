// Unit tests read messages in English, as a person whose browser asks for English would.

import { messages } from 'virtual:lingui-catalog/en';
import { i18n } from '@lingui/core';

i18n.loadAndActivate({ locale: 'en', locales: ['en-US'], messages });
